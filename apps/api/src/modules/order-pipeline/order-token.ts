import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A guest's key to their order (issue #14): ids are sequential, so an id alone must open
 * nothing. The token is shown once, at placement; the database keeps only its sha256, so a
 * leaked backup opens no orders.
 */
export function newOrderToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOrderToken(token) };
}

export const hashOrderToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time: the hash of a wrong guess must not leak how close it came. */
export function orderTokenMatches(storedHash: string | null, candidate: string | undefined): boolean {
  if (!storedHash || !candidate) return false;
  const given = Buffer.from(hashOrderToken(candidate), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
