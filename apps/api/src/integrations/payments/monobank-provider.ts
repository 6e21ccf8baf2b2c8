import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { PaymentStatus } from '@kartyna/domain';
import { z } from 'zod';
import {
  cancelInvoice,
  createInvoice,
  fetchInvoiceStatus,
  fetchPublicKey,
  type MonobankApiOptions,
  type MonobankRefusal,
} from './monobank-api';
import {
  PaymentProviderError,
  type CallbackInput,
  type PaymentCallback,
  type PaymentProvider,
  type PaymentRequest,
  type PreparedPayment,
  type RefundRequest,
  type RefundResult,
} from './payment-provider';

export interface MonobankOptions extends MonobankApiOptions {
  /** base64 of the webhook public key (PEM); fetched from /api/merchant/pubkey when not given */
  publicKey?: string | undefined;
  /**
   * A forged webhook also fails verification; refetching the key for each one would let anyone
   * hammer the bank with our token. A rotated key is picked up at most this often.
   */
  keyRefetchIntervalMs?: number;
}

const DEFAULT_KEY_REFETCH_MS = 60_000;

/** Monobank invoice statuses mapped to ours; created, processing and hold are still in progress. */
export function monobankStatusToOurs(status: string): PaymentStatus {
  switch (status) {
    case 'success':
      return 'paid';
    case 'failure':
    case 'expired':
      return 'failed';
    case 'reversed':
      return 'refunded';
    default:
      return 'awaiting';
  }
}

/** A cancel's status (its answer, or its line in the invoice's cancelList) mapped to ours. */
export function monobankCancelStatusToOurs(status: string): RefundResult['status'] {
  switch (status) {
    case 'success':
      return 'done';
    case 'failure':
      return 'failed';
    default:
      return 'pending';
  }
}

const refused = (refusal: MonobankRefusal, invoiceId: string): RefundResult => ({
  status: 'failed',
  providerReference: invoiceId,
  message: refusal.errText ?? refusal.errCode ?? `HTTP ${refusal.httpStatus}`,
});

/**
 * Gives back a part of a paid invoice (POST /api/merchant/invoice/cancel with extRef = our
 * refundId). The bank's published document does not promise that a repeated extRef is taken
 * once, but it lists every accepted cancel with its extRef in the invoice's status: a refund
 * whose extRef is already there is answered from that line, and never sent again.
 */
async function refundInvoice(options: MonobankApiOptions, request: RefundRequest): Promise<RefundResult> {
  const invoiceId = request.providerReference;
  if (!invoiceId) {
    return { status: 'failed', providerReference: null, message: 'no Monobank invoiceId for this payment' };
  }
  const invoice = await fetchInvoiceStatus(options, invoiceId);
  if (!invoice.ok) return refused(invoice.refusal, invoiceId);
  const earlier = invoice.data.cancelList?.find((cancel) => cancel.extRef === request.refundId);
  if (earlier) {
    return {
      status: monobankCancelStatusToOurs(earlier.status),
      providerReference: invoiceId,
      message: null,
    };
  }
  const answer = await cancelInvoice(options, {
    invoiceId,
    extRef: request.refundId,
    amount: request.amount,
  });
  if (!answer.ok) return refused(answer.refusal, invoiceId);
  return {
    status: monobankCancelStatusToOurs(answer.data.status),
    providerReference: invoiceId,
    message: null,
  };
}

/** Monobank posts the invoice status: the same fields as GET /api/merchant/invoice/status. */
const webhookSchema = z.looseObject({
  invoiceId: z.string().min(1),
  status: z.string(),
  /** kopiyky, what the invoice asked */
  amount: z.number().int(),
  ccy: z.number().int().optional(),
  finalAmount: z.number().int().optional(),
  /** our payment id, given at invoice/create */
  reference: z.string().min(1),
  modifiedDate: z.string().optional(),
});

const currencies: Readonly<Record<number, string>> = { 980: 'UAH', 840: 'USD', 978: 'EUR' };

/** The key is given as base64 of the PEM; a bare PEM pasted into the env is accepted too. */
function parsePublicKey(value: string): KeyObject {
  const pem = value.includes('BEGIN PUBLIC KEY') ? value : Buffer.from(value, 'base64').toString('utf8');
  return createPublicKey(pem);
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** X-Sign is a base64 ECDSA (SHA-256) signature of the exact body bytes. */
function signatureValid(rawBody: Buffer, signature: Buffer, key: KeyObject): boolean {
  try {
    return verify('sha256', rawBody, key, signature);
  } catch {
    return false;
  }
}

function readWebhook(rawBody: Buffer): PaymentCallback | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = webhookSchema.safeParse(json);
  if (!parsed.success) return null;
  const body = parsed.data;
  const modified = body.modifiedDate ? new Date(body.modifiedDate) : null;
  return {
    paymentId: body.reference,
    status: monobankStatusToOurs(body.status),
    // `amount` is what the invoice asked; finalAmount drops to 0 once it is reversed.
    amount: body.amount,
    currency: body.ccy === undefined ? null : (currencies[body.ccy] ?? String(body.ccy)),
    providerReference: body.invoiceId,
    // Monobank does not promise the order of its webhooks: modifiedDate tells which is newer.
    occurredAt: modified && !Number.isNaN(modified.getTime()) ? modified : null,
  };
}

/**
 * Monobank acquiring (PAYMENT_PROVIDER=monobank): prepare creates an invoice and sends the payer
 * to its pageUrl; the bank then posts JSON webhooks signed with X-Sign to webHookUrl.
 */
export function createMonobankProvider(options: MonobankOptions): PaymentProvider {
  let configuredKey: KeyObject | null = null;
  try {
    configuredKey = options.publicKey ? parsePublicKey(options.publicKey) : null;
  } catch (cause) {
    // Said at start, not on the first paid order's webhook.
    throw new Error('MONOBANK_PUBLIC_KEY is not a base64 PEM public key', { cause });
  }
  const refetchMs = options.keyRefetchIntervalMs ?? DEFAULT_KEY_REFETCH_MS;
  let fetched: { key: Promise<KeyObject>; at: number } | null = null;

  // One request at a time: webhooks arriving together share the answer.
  const loadKey = (): Promise<KeyObject> => {
    const key = fetchPublicKey(options).then((value) => {
      try {
        return parsePublicKey(value);
      } catch (cause) {
        throw new PaymentProviderError('monobank /api/merchant/pubkey: not a public key', { cause });
      }
    });
    const entry = { key, at: Date.now() };
    fetched = entry;
    // A failed fetch is not cached: the next webhook asks again.
    key.catch(() => {
      if (fetched === entry) fetched = null;
    });
    return key;
  };

  return {
    name: 'monobank',
    test: false,
    refundRetrySafe: true,
    async prepare(request: PaymentRequest): Promise<PreparedPayment> {
      const invoice = await createInvoice(options, {
        amount: request.amount,
        reference: request.paymentId,
        destination: request.description,
        redirectUrl: request.resultUrl,
        webHookUrl: request.callbackUrl,
      });
      return { url: invoice.pageUrl, form: null, providerReference: invoice.invoiceId };
    },
    async verifyCallback(input: CallbackInput): Promise<PaymentCallback | null> {
      const header = headerValue(input.headers['x-sign']);
      if (!header) return null;
      const signature = Buffer.from(header, 'base64');
      if (signature.length === 0) return null;
      if (configuredKey) {
        return signatureValid(input.rawBody, signature, configuredKey) ? readWebhook(input.rawBody) : null;
      }
      const cached = fetched;
      const key = await (cached?.key ?? loadKey());
      if (signatureValid(input.rawBody, signature, key)) return readWebhook(input.rawBody);
      if (!cached) return null;
      // The bank may have rotated its key: ask once more, unless someone asked just now.
      const newer = fetched && fetched !== cached ? fetched : null;
      if (!newer && Date.now() - cached.at < refetchMs) return null;
      const fresh = await (newer?.key ?? loadKey());
      return signatureValid(input.rawBody, signature, fresh) ? readWebhook(input.rawBody) : null;
    },
    refund: (request: RefundRequest) => refundInvoice(options, request),
  };
}
