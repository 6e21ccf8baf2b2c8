import { describe, expect, it } from 'vitest';
import { paymentAttemptStatus, paymentAttemptStatusNames, sessionLifetimeOf } from './payment-attempt';

const at = (iso: string) => new Date(iso);
const now = at('2026-03-01T12:00:00Z');

describe('a payment attempt as staff see it', () => {
  it('keeps the provider’s word when it gave one', () => {
    for (const status of ['paid', 'failed', 'refunded'] as const)
      expect(paymentAttemptStatus(status, 'sandbox', at('2026-01-01T00:00:00Z'), now)).toBe(status);
  });

  it('an awaiting attempt is awaiting within the provider’s checkout lifetime, abandoned after', () => {
    expect(paymentAttemptStatus('awaiting', 'sandbox', at('2026-03-01T11:45:00Z'), now)).toBe('awaiting');
    expect(paymentAttemptStatus('awaiting', 'sandbox', at('2026-03-01T11:20:00Z'), now)).toBe('abandoned');
    // Monobank's invoice lives a day: an hour-old one may still be paid.
    expect(paymentAttemptStatus('awaiting', 'monobank', at('2026-03-01T11:00:00Z'), now)).toBe('awaiting');
    expect(paymentAttemptStatus('awaiting', 'monobank', at('2026-02-28T11:00:00Z'), now)).toBe('abandoned');
  });

  it('gives an unknown provider the longest lifetime, and every status a word', () => {
    expect(sessionLifetimeOf('someday-pay')).toBe(sessionLifetimeOf('monobank'));
    expect(paymentAttemptStatusNames.abandoned.ua).toBe('Покинута');
    expect(paymentAttemptStatusNames.failed.ua).toBe('Не вдалася');
  });
});
