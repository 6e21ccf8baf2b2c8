import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { isTransient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never repeats an answer the API has settled (4xx)', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(shouldRetry(0, new HttpError('shop.errors.x', status, {}))).toBe(false);
  });

  it('repeats a network failure or a 5xx once, not more', () => {
    for (const error of [new HttpError('shop.errors.network', 0, {}), new HttpError('x', 502, {})]) {
      expect(isTransient(error)).toBe(true);
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(false);
    }
  });

  it('treats an error without a status (a thrown TypeError) as transient', () => {
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
  });
});
