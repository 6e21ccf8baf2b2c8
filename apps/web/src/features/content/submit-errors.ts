import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';

/**
 * Puts an API failure where the shopper sees it: field errors next to their fields, anything
 * else answered with the key to show in a toast (requirements §8; default unexpected_error).
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): string | null {
  if (!(error instanceof ApiError)) return 'unexpected_error';
  let placed = false;
  for (const e of error.errors) {
    if (fields.includes(e.path)) {
      setError(e.path as Path<T>, { type: 'server', message: e.message });
      placed = true;
    }
  }
  return placed ? null : error.message || 'unexpected_error';
}
