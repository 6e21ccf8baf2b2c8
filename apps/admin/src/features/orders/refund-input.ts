import {
  refundInputSchema,
  type AdminOrder,
  type OrderMoneyBack,
  type RefundInput,
  type StaffRefund,
} from '@kartyna/domain';

/*
 * The refund dialog's rules, apart from React so each is tested on its own: what staff typed as
 * the body of POST …/refund, the API's refusals as words under the inputs, when a new
 * Idempotency-Key is due, and what the notice after the answer says.
 */

const WORDS = 'shop.orders.refund.error';

/** The API's keys a refund can answer with, each with words of its own (refund-messages.ts). */
export const refundFieldErrorKeys = [
  'invalid_amount',
  'required_field',
  'too_long',
  'refund_exceeds_rest',
] as const;
export const refundRequestErrorKeys = [
  'invalid_data',
  'nothing_to_refund',
  'refund_exceeds_rest',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'unauthorized',
  'forbidden',
  'csrf_invalid',
  'not_found',
  'too_many_requests',
  'network',
  'unexpected_error',
] as const;

const fieldKeys: readonly string[] = refundFieldErrorKeys;
const requestKeys: readonly string[] = refundRequestErrorKeys;

/** UAH as staff type it: "1 650,50", "1650.5", "300 ₴"; null when it is not a number at all. */
export function parseUah(text: string): number | null {
  const plain = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/₴$/, '')
    .replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/** The amount input's text for a UAH amount: "1650", "1650,50" (no grouping, so it edits cleanly). */
export const amountText = (uah: number): string =>
  Number.isInteger(uah) ? String(uah) : uah.toFixed(2).replace('.', ',');

const kopiyky = (uah: number) => Math.round(uah * 100);

export interface RefundValues {
  amount: string;
  reason: string;
}

/**
 * The body to send, or the message keys to show under the inputs: the domain's schema (the one
 * the API applies) and the rest of the payment, which the API checks again under its lock.
 */
export function checkRefund(
  values: RefundValues,
  refundable: number,
): { body: RefundInput; errors?: undefined } | { body?: undefined; errors: Record<string, string> } {
  const amount = parseUah(values.amount);
  const parsed = refundInputSchema.safeParse({ amount: amount ?? Number.NaN, reason: values.reason });
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'amount');
      errors[field] ??= fieldWords(issue.message);
    }
  if (!errors.amount && amount !== null && kopiyky(amount) > kopiyky(refundable))
    errors.amount = `${WORDS}.refund_exceeds_rest`;
  if (Object.keys(errors).length || !parsed.success) return { errors };
  return { body: parsed.data };
}

// zod's own messages (English sentences) are not keys: they read as "invalid data".
const fieldWords = (key: string) => (fieldKeys.includes(key) ? `${WORDS}.${key}` : `${WORDS}.invalid_data`);

/** A refused or unanswered refund request: the API's status, key and field errors. */
export interface RefundRefusal {
  /** 0 when the API did not answer */
  status: number;
  /** the API's error key (`network` without an answer) */
  key: string;
  errors: { path: string; message: string }[];
}

export interface RefundFailure {
  /** words under the inputs */
  fields: Record<string, string>;
  /** words above the dialog's buttons, for what no input caused */
  alert: string | null;
  /**
   * The API keeps a 4xx answer under the key and replays it for the same key, and refuses the
   * same key with another body: a corrected amount needs a new key. Without an answer (or a
   * 5xx, rolled back) the first request may still land, so its retry must carry the same key.
   */
  renewKey: boolean;
  /** what is left to give back changed under staff's hands: show the order as it is now */
  refresh: boolean;
}

export function refundFailure(refusal: RefundRefusal): RefundFailure {
  const fields: Record<string, string> = {};
  for (const e of refusal.errors)
    if (e.path === 'amount' || e.path === 'reason') fields[e.path] ??= fieldWords(e.message);
  const known = requestKeys.includes(refusal.key) ? refusal.key : 'unexpected_error';
  const inFields =
    Object.keys(fields).length > 0 && (known === 'invalid_data' || known === 'refund_exceeds_rest');
  const settled = refusal.status >= 400 && refusal.status < 500;
  return {
    fields,
    alert: inFields ? null : `${WORDS}.${known}`,
    renewKey: settled && known !== 'idempotency_in_progress' && known !== 'idempotency_key_reused',
    refresh: ['nothing_to_refund', 'refund_exceeds_rest', 'idempotency_key_reused'].includes(known),
  };
}

export interface Notice {
  message: string;
  type: 'success' | 'warning' | 'error';
  args: Record<string, string>;
}

/** What happened to the money, as the notice after the answer says it. */
export function refundNotice(refund: StaffRefund, formatUah: (uah: number) => string): Notice {
  const amount = formatUah(refund.amount);
  if (refund.status === 'done')
    return { message: 'shop.orders.refund.notify.done', type: 'success', args: { amount } };
  if (refund.status === 'pending')
    return {
      message: 'shop.orders.refund.notify.pending',
      type: 'warning',
      args: { amount, error: refund.lastError ?? '—' },
    };
  return {
    message: 'shop.orders.refund.notify.failed',
    type: 'error',
    args: { amount, message: refund.providerMessage ?? '—' },
  };
}

/** UAH the payment took: what is left to give back and what is given back or on its way. */
export const paidOf = (money: Pick<OrderMoneyBack, 'refundable' | 'refunds'>): number =>
  money.refunds.reduce(
    (sum, r) => (r.status === 'failed' ? sum : sum + kopiyky(r.amount)),
    kopiyky(money.refundable),
  ) / 100;

/**
 * The provider the money goes back through: the one that took the payment (a shop order lists
 * its attempts). A photo order's staff view has no attempts; its test mark still tells the sandbox.
 */
export function refundProviderOf(order: {
  payments?: AdminOrder['payments'];
  testPayment: boolean;
}): string | null {
  const taken = (order.payments ?? []).filter((p) => p.status === 'paid' || p.status === 'refunded').at(-1);
  return taken?.provider ?? (order.testPayment ? 'sandbox' : null);
}

/**
 * A fresh Idempotency-Key. randomUUID exists only in secure contexts: a back office opened over
 * plain http on the shop's network still gets a random key rather than a broken dialog.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto & { randomUUID?: () => string };
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What `api()` threw, read back as the API said it: HttpError's message is
 * `shop.errors.<key>` and its body's errors `{ field: 'shop.validation.<key>' }`.
 */
export function refusalOf(error: unknown): RefundRefusal {
  if (!(error instanceof Error)) return { status: 0, key: 'unexpected_error', errors: [] };
  const { status, body } = error as Error & { status?: unknown; body?: unknown };
  const key = error.message.startsWith('shop.errors.')
    ? error.message.slice('shop.errors.'.length)
    : 'unexpected_error';
  const fields = (body && typeof body === 'object' ? (body as { errors?: unknown }).errors : null) ?? {};
  const errors = Object.entries(fields as Record<string, unknown>).flatMap(([path, words]) =>
    typeof words === 'string' && words.startsWith('shop.validation.')
      ? [{ path, message: words.slice('shop.validation.'.length) }]
      : [],
  );
  return { status: typeof status === 'number' ? status : 0, key, errors };
}
