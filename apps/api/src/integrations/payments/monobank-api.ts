import { z } from 'zod';
import { PaymentProviderError } from './payment-provider';

/** Monobank acquiring's REST API (api.monobank.ua), the two calls the shop makes. */
export interface MonobankApiOptions {
  token: string;
  apiUrl: string;
  /** a checkout must not hang on a slow bank: the payer gets an error and can try again */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

const errorSchema = z.looseObject({ errCode: z.string().optional(), errText: z.string().optional() });

/**
 * One call with the merchant token. Every failure (unreachable, timed out, a non-2xx answer,
 * an answer not of the expected shape) becomes a PaymentProviderError that names the cause,
 * never the token.
 */
async function monobankRequest<T>(
  options: MonobankApiOptions,
  path: string,
  schema: z.ZodType<T>,
  init: { method: 'GET' } | { method: 'POST'; body: unknown },
): Promise<T> {
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
    const detail = error.success ? `${error.data.errCode ?? ''} ${error.data.errText ?? ''}`.trim() : '';
    throw new PaymentProviderError(`monobank ${path}: HTTP ${response.status} ${detail}`.trim());
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new PaymentProviderError(`monobank ${path}: unexpected answer`, { cause: parsed.error });
  }
  return parsed.data;
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
