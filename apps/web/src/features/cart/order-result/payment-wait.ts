/**
 * How long the result view waits for the provider's word after the payer comes back. The
 * sandbox answers at once and LiqPay or Monobank within seconds; past AWAIT_MS the view stops
 * spinning and says what to do (wait for the mail if the money was taken, or pay), while it
 * keeps asking, less often, so a late confirmation still turns the view to "paid".
 */
export const AWAIT_MS = 15_000;
export const FAST_POLL_MS = 2_000;
export const SLOW_POLL_MS = 10_000;
/** After this the view stops asking; a reload asks again. */
export const GIVE_UP_MS = 10 * 60 * 1000;

/** The pause before the next question, or null to stop, `elapsed` ms after the first. */
export function nextPollDelay(elapsed: number): number | null {
  if (elapsed < AWAIT_MS) return FAST_POLL_MS;
  if (elapsed < GIVE_UP_MS) return SLOW_POLL_MS;
  return null;
}

/** The spinner's time is over: the payment is still awaiting after the bounded wait. */
export const isOverdue = (elapsed: number): boolean => elapsed >= AWAIT_MS;
