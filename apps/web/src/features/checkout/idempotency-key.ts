/**
 * An Idempotency-Key for one submit attempt. randomUUID exists only in secure contexts
 * (https, localhost); elsewhere 16 random bytes say the same.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Remembers the key of the last attempt with its body: a retry of the same order (the answer
 * was lost, the server failed) sends the same key, so the API answers the first answer instead
 * of placing a second order. A changed order, or one the API definitely answered, gets a new key.
 */
export class IdempotentAttempts {
  private last: { body: string; key: string } | null = null;

  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.last?.body !== text) this.last = { body: text, key: newIdempotencyKey() };
    return this.last.key;
  }

  /** The API gave a final answer (success or a 4xx about the order itself). */
  settle(): void {
    this.last = null;
  }
}
