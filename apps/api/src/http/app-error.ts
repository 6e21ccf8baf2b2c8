import type { ErrorKey } from '@kartyna/domain';

/** A failure the client can act on: answered as `{ message: key, statusCode }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    readonly errors?: { path: string; message: string }[],
    options?: { cause?: unknown },
  ) {
    super(key, options);
    this.name = 'AppError';
  }
}

export const badRequest = (key: ErrorKey = 'invalid_data', errors?: { path: string; message: string }[]) =>
  new AppError(400, key, errors);
export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = (key: ErrorKey = 'forbidden') => new AppError(403, key);
export const notFound = (key: ErrorKey = 'not_found') => new AppError(404, key);
export const conflict = (key: ErrorKey) => new AppError(409, key);
