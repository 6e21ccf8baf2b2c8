import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test-only: a local stand-in for api.monobank.ua speaking the acquiring calls the shop makes
 * (invoice/create, invoice/status, invoice/cancel, pubkey) as the bank's published OpenAPI
 * document (https://api.monobank.ua/docs/acquiring.html, v2406) describes them, and signing
 * webhooks as the bank does: X-Sign = base64 ECDSA P-256 / SHA-256 signature of the body bytes.
 */

export interface ReceivedInvoice {
  token: string | undefined;
  contentType: string | undefined;
  body: {
    amount: number;
    ccy: number;
    merchantPaymInfo: { reference: string; destination: string };
    redirectUrl: string;
    webHookUrl: string;
  };
  invoiceId: string;
}

export interface ReceivedCancel {
  token: string | undefined;
  contentType: string | undefined;
  /** as posted, unchecked: a test asserts every field's name and type */
  body: Record<string, unknown>;
}

export type CancelStatus = 'processing' | 'success' | 'failure';

/** One accepted cancel, as the invoice's status lists it in cancelList. */
export interface CancelLine {
  status: CancelStatus;
  amount: number;
  ccy: number;
  extRef: string | undefined;
  createdDate: string;
  modifiedDate: string;
}

/** What the bank holds of an invoice once it exists. */
export interface InvoiceState {
  status: 'created' | 'success' | 'reversed';
  /** what is still paid: the amount less what cancels took back */
  finalAmount: number;
  cancelList: CancelLine[];
}

export interface WebhookFields {
  status: string;
  modifiedDate?: string;
  amount?: number;
  ccy?: number;
  finalAmount?: number;
}

export interface FakeMonobank {
  url: string;
  /** the merchant token it accepts; change it to play a revoked token */
  token: string;
  /** 'down' answers every call 500 like a failing bank; 'silent' never answers */
  mode: 'up' | 'down' | 'silent';
  invoices: ReceivedInvoice[];
  pubkeyRequests: number;
  /** every POST /invoice/cancel that reached the bank, accepted or not */
  cancels: ReceivedCancel[];
  statusRequests: number;
  /** what a newly accepted cancel answers: the bank may finish it at once or later */
  cancelOutcome: CancelStatus;
  /** the bank's side of each invoice by invoiceId */
  states: Map<string, InvoiceState>;
  /** the payer pays the invoice in full, as a success webhook would tell */
  pay(invoice: ReceivedInvoice): void;
  /** base64 of the current public key's PEM, as /pubkey answers it */
  publicKeyBase64(): string;
  /** a new key pair: webhooks are signed with it and /pubkey answers it from now on */
  rotateKey(): void;
  /** the webhook body and headers the bank would post for an invoice */
  webhook(
    invoice: ReceivedInvoice,
    fields: WebhookFields,
  ): { payload: string; headers: Record<string, string> };
  signWith(key: KeyObject, payload: string): string;
  /** X-Sign of any body with the bank's current key */
  sign(payload: string): string;
  close(): Promise<void>;
}

export const newKeyPair = () => generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeMonobank(token = 'test-merchant-token'): Promise<FakeMonobank> {
  let keys = newKeyPair();
  let counter = 0;
  const hanging: ServerResponse[] = [];
  const fake: Omit<FakeMonobank, 'url' | 'close'> = {
    token,
    mode: 'up',
    invoices: [],
    pubkeyRequests: 0,
    cancels: [],
    statusRequests: 0,
    cancelOutcome: 'success',
    states: new Map(),
    pay(invoice) {
      const state = fake.states.get(invoice.invoiceId);
      if (state) Object.assign(state, { status: 'success', finalAmount: invoice.body.amount });
    },
    publicKeyBase64: () =>
      Buffer.from(keys.publicKey.export({ type: 'spki', format: 'pem' }).toString()).toString('base64'),
    rotateKey: () => {
      keys = newKeyPair();
    },
    signWith: (key, payload) => sign('sha256', Buffer.from(payload), key).toString('base64'),
    sign: (payload) => fake.signWith(keys.privateKey, payload),
    webhook(invoice, fields) {
      const amount = fields.amount ?? invoice.body.amount;
      const body = {
        invoiceId: invoice.invoiceId,
        status: fields.status,
        amount,
        ccy: fields.ccy ?? invoice.body.ccy,
        finalAmount: fields.finalAmount ?? (fields.status === 'success' ? amount : 0),
        createdDate: '2025-01-10T10:00:00Z',
        modifiedDate: fields.modifiedDate ?? new Date().toISOString(),
        reference: invoice.body.merchantPaymInfo.reference,
        destination: invoice.body.merchantPaymInfo.destination,
      };
      const payload = JSON.stringify(body);
      return {
        payload,
        headers: { 'content-type': 'application/json', 'x-sign': fake.sign(payload) },
      };
    },
  };

  const invoiceOf = (invoiceId: string) => fake.invoices.find((i) => i.invoiceId === invoiceId);

  const answerStatus = (res: ServerResponse, invoiceId: string | null) => {
    if (!invoiceId) return send(res, 400, { errCode: 'BAD_REQUEST', errText: "empty 'invoiceId'" });
    const invoice = invoiceOf(invoiceId);
    const state = fake.states.get(invoiceId);
    if (!invoice || !state) return send(res, 404, { errCode: 'NOT_FOUND', errText: 'invoice not found' });
    return send(res, 200, {
      invoiceId,
      status: state.status,
      amount: invoice.body.amount,
      ccy: invoice.body.ccy,
      finalAmount: state.finalAmount,
      reference: invoice.body.merchantPaymInfo.reference,
      destination: invoice.body.merchantPaymInfo.destination,
      createdDate: '2025-01-10T10:00:00Z',
      modifiedDate: state.cancelList.at(-1)?.modifiedDate ?? '2025-01-10T10:00:00Z',
      ...(state.cancelList.length ? { cancelList: state.cancelList } : {}),
    });
  };

  /**
   * As the bank: the token, a known invoice, a paid one, an amount no more than is left. The
   * document does not say what a repeated extRef gets; this stand-in answers the first cancel
   * again without taking more money, the kindest reading, which our provider does not rely on.
   */
  const answerCancel = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return send(res, 400, { errCode: 'BAD_REQUEST', errText: 'invalid json' });
    }
    fake.cancels.push({
      token: req.headers['x-token'] as string | undefined,
      contentType: req.headers['content-type'],
      body,
    });
    const { invoiceId, extRef, amount } = body;
    if (typeof invoiceId !== 'string' || !invoiceId) {
      return send(res, 400, { errCode: 'BAD_REQUEST', errText: "empty 'invoiceId'" });
    }
    if (extRef !== undefined && typeof extRef !== 'string') {
      return send(res, 400, { errCode: 'BAD_REQUEST', errText: "invalid 'extRef'" });
    }
    if (amount !== undefined && (!Number.isSafeInteger(amount) || (amount as number) <= 0)) {
      return send(res, 400, { errCode: 'BAD_REQUEST', errText: "invalid 'amount'" });
    }
    const invoice = invoiceOf(invoiceId);
    const state = fake.states.get(invoiceId);
    if (!invoice || !state) return send(res, 404, { errCode: 'NOT_FOUND', errText: 'invoice not found' });
    const earlier = extRef ? state.cancelList.find((line) => line.extRef === extRef) : undefined;
    if (earlier) {
      const { status, createdDate, modifiedDate } = earlier;
      return send(res, 200, { status, createdDate, modifiedDate });
    }
    if (state.status === 'created') {
      return send(res, 500, { errCode: 'CANCEL_NOT_AVAILABLE', errText: 'payment cannot be cancelled' });
    }
    // No amount is the whole of what is left.
    const taken = (amount as number | undefined) ?? state.finalAmount;
    if (taken <= 0 || taken > state.finalAmount) {
      return send(res, 400, { errCode: 'WRONG_CANCEL_AMOUNT', errText: 'wrong cancel amount' });
    }
    const now = new Date().toISOString();
    const line: CancelLine = {
      status: fake.cancelOutcome,
      amount: taken,
      ccy: invoice.body.ccy,
      extRef,
      createdDate: now,
      modifiedDate: now,
    };
    state.cancelList.push(line);
    if (line.status !== 'failure') {
      state.finalAmount -= taken;
      if (state.finalAmount === 0) state.status = 'reversed';
    }
    return send(res, 200, { status: line.status, createdDate: now, modifiedDate: now });
  };

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (fake.mode === 'silent') return void hanging.push(res);
      if (fake.mode === 'down')
        return send(res, 500, { errCode: 'INTERNAL_ERROR', errText: 'internal error' });
      if (req.headers['x-token'] !== fake.token) {
        return send(res, 403, { errCode: 'FORBIDDEN', errText: 'forbidden' });
      }
      const url = new URL(req.url ?? '/', 'http://bank');
      if (req.method === 'GET' && url.pathname === '/api/merchant/invoice/status') {
        fake.statusRequests += 1;
        return answerStatus(res, url.searchParams.get('invoiceId'));
      }
      if (req.method === 'POST' && url.pathname === '/api/merchant/invoice/cancel') {
        return answerCancel(req, res, body);
      }
      if (req.method === 'GET' && req.url === '/api/merchant/pubkey') {
        fake.pubkeyRequests += 1;
        return send(res, 200, { key: fake.publicKeyBase64() });
      }
      if (req.method === 'POST' && req.url === '/api/merchant/invoice/create') {
        let parsed: ReceivedInvoice['body'];
        try {
          parsed = JSON.parse(body) as ReceivedInvoice['body'];
        } catch {
          return send(res, 400, { errCode: 'BAD_REQUEST', errText: 'invalid json' });
        }
        if (!Number.isInteger(parsed.amount) || parsed.amount <= 0) {
          return send(res, 400, { errCode: 'BAD_REQUEST', errText: 'amount' });
        }
        counter += 1;
        const invoiceId = `p2_test${counter}`;
        fake.invoices.push({
          token: req.headers['x-token'] as string | undefined,
          contentType: req.headers['content-type'],
          body: parsed,
          invoiceId,
        });
        fake.states.set(invoiceId, { status: 'created', finalAmount: 0, cancelList: [] });
        return send(res, 200, { invoiceId, pageUrl: `https://pay.mbnk.biz/${invoiceId}` });
      }
      return send(res, 404, { errCode: 'NOT_FOUND', errText: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
