import { describe, expect, it } from 'vitest';
import { AWAIT_MS, FAST_POLL_MS, GIVE_UP_MS, SLOW_POLL_MS, isOverdue, nextPollDelay } from './payment-wait';

describe('the wait for the provider after a return', () => {
  it('asks often for a few seconds, then less often, then stops', () => {
    expect(nextPollDelay(0)).toBe(FAST_POLL_MS);
    expect(nextPollDelay(AWAIT_MS - 1)).toBe(FAST_POLL_MS);
    expect(nextPollDelay(AWAIT_MS)).toBe(SLOW_POLL_MS);
    expect(nextPollDelay(GIVE_UP_MS)).toBeNull();
  });

  it('spins no longer than AWAIT_MS (seconds, not minutes)', () => {
    expect(AWAIT_MS).toBeLessThanOrEqual(20_000);
    expect(isOverdue(AWAIT_MS - 1)).toBe(false);
    expect(isOverdue(AWAIT_MS)).toBe(true);
  });
});
