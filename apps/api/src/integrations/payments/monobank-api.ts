import { z } from 'zod';
import { PaymentProviderError } from './payment-provider';

/**
 * Monobank acquiring's REST API (api.monobank.ua), the calls the shop makes, as its published
 * OpenAPI document describes them (https://api.monobank.ua/docs/acquiring.html, "Acquiring" v2406).
 */
export interface MonobankApiOptions {
  token: string;
  apiUrl: string;
  /** a checkout must not hang on a slow bank: the payer gets an error and can try again */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

const errorSchema = z.looseObject({ errCode: z.string().optional(), errText: z.string().optional() });

/** A non-2xx answer the caller takes as the bank's own refusal rather than a failure to reach it. */
export interface MonobankRefusal {
  httpStatus: number;
  errCode: string | null;
  errText: string | null;
}

type Init = { method: 'GET' } | { method: 'POST'; body: unknown };

/**
 * One call with the merchant token. Every failure (unreachable, timed out, a non-2xx answer the
 * caller does not take as a refusal, an answer not of the expected shape) becomes a
 * PaymentProviderError that names the cause, never the token.
 */
async function monobankCall<T>(
  options: MonobankApiOptions,
  path: string,
  schema: z.ZodType<T>,
  init: Init,
  isRefusal: (refusal: MonobankRefusal) => boolean = () => false,
): Promise<{ ok: true; data: T } | { ok: false; refusal: MonobankRefusal }> {
  const url = `${options.apiUrl.replace(/\/$/, '')}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        'X-Token': options.token,
        ...(init.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(init.method === 'POST' ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new PaymentProviderError(`monobank ${path}: not reachable`, { cause });
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's HTML error page): reported below by status or shape.
  }
  if (!response.ok) {
    const error = errorSchema.safeParse(body);
    const refusal: MonobankRefusal = {
      httpStatus: response.status,
      errCode: (error.success && error.data.errCode) || null,
      errText: (error.success && error.data.errText) || null,
    };
    if (isRefusal(refusal)) return { ok: false, refusal };
    const detail = `${refusal.errCode ?? ''} ${refusal.errText ?? ''}`.trim();
    throw new PaymentProviderError(`monobank ${path}: HTTP ${response.status} ${detail}`.trim());
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new PaymentProviderError(`monobank ${path}: unexpected answer`, { cause: parsed.error });
  }
  return { ok: true, data: parsed.data };
}

async function monobankRequest<T>(
  options: MonobankApiOptions,
  path: string,
  schema: z.ZodType<T>,
  init: Init,
): Promise<T> {
  const answer = await monobankCall(options, path, schema, init);
  // Without an isRefusal every non-2xx answer has already thrown.
  if (!answer.ok) throw new PaymentProviderError(`monobank ${path}: HTTP ${answer.refusal.httpStatus}`);
  return answer.data;
}

export interface InvoiceRequest {
  /** kopiyky */
  amount: number;
  reference: string;
  destination: string;
  redirectUrl: string;
  webHookUrl: string;
}

const invoiceSchema = z.looseObject({
  invoiceId: z.string().min(1),
  pageUrl: z.url({ protocol: /^https?$/ }),
});

/** POST /api/merchant/invoice/create: a hosted payment page for one amount in hryvnias. */
export function createInvoice(options: MonobankApiOptions, request: InvoiceRequest) {
  return monobankRequest(options, '/api/merchant/invoice/create', invoiceSchema, {
    method: 'POST',
    body: {
      amount: request.amount,
      // ISO 4217 numeric code of the hryvnia
      ccy: 980,
      merchantPaymInfo: { reference: request.reference, destination: request.destination },
      redirectUrl: request.redirectUrl,
      webHookUrl: request.webHookUrl,
    },
  });
}

const pubkeySchema = z.looseObject({ key: z.string().min(1) });

/** GET /api/merchant/pubkey: base64 of the PEM key that verifies webhook signatures. */
export async function fetchPublicKey(options: MonobankApiOptions): Promise<string> {
  return (await monobankRequest(options, '/api/merchant/pubkey', pubkeySchema, { method: 'GET' })).key;
}

/**
 * The bank's answers to a cancel that are its decision on this refund, not a failure to reach it
 * (acquiring OpenAPI v2406, POST /api/merchant/invoice/cancel): 400 (a bad parameter, or
 * WRONG_CANCEL_AMOUNT: more than is left, or already cancelled), 404 (no such invoice) and
 * CANCEL_NOT_AVAILABLE, which it documents under 500 as "the payment cannot be cancelled". A bad
 * token (403), too many requests (429) and any other 5xx stay errors, so the refund is retried.
 */
export const isCancelRefusal = (refusal: MonobankRefusal): boolean =>
  refusal.httpStatus === 400 || refusal.httpStatus === 404 || refusal.errCode === 'CANCEL_NOT_AVAILABLE';

const cancelStatusSchema = z.enum(['processing', 'success', 'failure']);

const cancelListItemSchema = z.looseObject({
  status: z.string(),
  /** the cancel's reference, as the shop gave it */
  extRef: z.string().optional(),
  amount: z.number().int().optional(),
});

const invoiceStatusSchema = z.looseObject({
  invoiceId: z.string().min(1),
  status: z.string(),
  /** the cancels the bank accepted for this invoice */
  cancelList: z.array(cancelListItemSchema).optional(),
});

/** GET /api/merchant/invoice/status: the invoice as the bank holds it, with its accepted cancels. */
export function fetchInvoiceStatus(options: MonobankApiOptions, invoiceId: string) {
  const path = `/api/merchant/invoice/status?invoiceId=${encodeURIComponent(invoiceId)}`;
  return monobankCall(options, path, invoiceStatusSchema, { method: 'GET' }, isCancelRefusal);
}

export interface CancelRequest {
  invoiceId: string;
  /** the cancel's reference, chosen by the shop: our refundId */
  extRef: string;
  /** kopiyky to give back; the bank takes a part of what is left */
  amount: number;
}

const cancelSchema = z.looseObject({
  status: cancelStatusSchema,
  createdDate: z.string(),
  modifiedDate: z.string(),
});

/** POST /api/merchant/invoice/cancel: gives back all or part of a paid invoice. */
export function cancelInvoice(options: MonobankApiOptions, request: CancelRequest) {
  return monobankCall(
    options,
    '/api/merchant/invoice/cancel',
    cancelSchema,
    {
      method: 'POST',
      body: { invoiceId: request.invoiceId, extRef: request.extRef, amount: request.amount },
    },
    isCancelRefusal,
  );
}
