import type { Names } from './display-names';
import { paymentStatuses, type PaymentStatus } from './enums';

/**
 * One attempt to pay an order online (a row of `payments`), as staff see it. The stored status
 * is the provider's word; an attempt the payer walked away from gets none, so it would read
 * "awaiting" for ever. Past the provider's checkout lifetime it is shown as `abandoned`: derived
 * when listed, never written, so a late callback still settles the row as paid or failed.
 */
export const paymentAttemptStatuses = [...paymentStatuses, 'abandoned'] as const;
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

const MINUTE = 60_000;
/**
 * How long a payer can still pay on the provider's page. Monobank's invoice lives 24 h unless
 * told otherwise (`validity`); LiqPay names no limit, so it gets the same day; our sandbox's page
 * is a test and gets half an hour. An unknown provider gets the longest.
 */
export const paymentSessionLifetimeMs: Readonly<Record<string, number>> = {
  sandbox: 30 * MINUTE,
  liqpay: 24 * 60 * MINUTE,
  monobank: 24 * 60 * MINUTE,
};
const LONGEST_SESSION_MS = 24 * 60 * MINUTE;

export const sessionLifetimeOf = (provider: string): number =>
  paymentSessionLifetimeMs[provider] ?? LONGEST_SESSION_MS;

/** The attempt's status for staff: `abandoned` once an awaiting one outlived its checkout. */
export function paymentAttemptStatus(
  status: string,
  provider: string,
  createdAt: Date,
  now: Date = new Date(),
): PaymentAttemptStatus {
  const known = (paymentStatuses as readonly string[]).includes(status);
  const stored: PaymentStatus = known ? (status as PaymentStatus) : 'awaiting';
  if (stored !== 'awaiting') return stored;
  return now.getTime() - createdAt.getTime() > sessionLifetimeOf(provider) ? 'abandoned' : 'awaiting';
}

/** Staff's words for an attempt (an order's own payment status keeps paymentStatusNames). */
export const paymentAttemptStatusNames: Record<PaymentAttemptStatus, Names> = {
  awaiting: { ua: 'Очікує оплати', ru: 'Ожидает оплаты' },
  paid: { ua: 'Оплачено', ru: 'Оплачено' },
  failed: { ua: 'Не вдалася', ru: 'Не удалась' },
  refunded: { ua: 'Кошти повернуто', ru: 'Деньги возвращены' },
  abandoned: { ua: 'Покинута', ru: 'Брошена' },
};

/** The payment providers by the names staff know them; `sandbox` takes no money. */
export const paymentProviderNames: Record<string, Names> = {
  sandbox: { ua: 'Тестовий провайдер', ru: 'Тестовый провайдер' },
  liqpay: { ua: 'LiqPay', ru: 'LiqPay' },
  monobank: { ua: 'monobank', ru: 'monobank' },
};
