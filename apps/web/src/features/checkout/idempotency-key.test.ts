import { describe, expect, it } from 'vitest';
import { IdempotentAttempts, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('are unique printable strings the API accepts', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('a retry of the same order reuses the key; a changed or settled one gets a new key', () => {
    const attempts = new IdempotentAttempts();
    const first = attempts.keyFor({ lines: [1] });
    expect(attempts.keyFor({ lines: [1] })).toBe(first);
    const changed = attempts.keyFor({ lines: [1, 2] });
    expect(changed).not.toBe(first);
    attempts.settle();
    expect(attempts.keyFor({ lines: [1, 2] })).not.toBe(changed);
  });
});
