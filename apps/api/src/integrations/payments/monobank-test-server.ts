import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test-only: a local stand-in for api.monobank.ua speaking the two acquiring calls the shop
 * makes (invoice/create, pubkey) as the bank does, and signing webhooks as the bank does:
 * X-Sign = base64 ECDSA P-256 / SHA-256 signature of the body bytes.
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

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (fake.mode === 'silent') return void hanging.push(res);
      if (fake.mode === 'down')
        return send(res, 500, { errCode: 'INTERNAL_ERROR', errText: 'internal error' });
      if (req.headers['x-token'] !== fake.token) {
        return send(res, 403, { errCode: 'FORBIDDEN', errText: 'forbidden' });
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
