import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIQPAY_API_URL } from './liqpay-api';
import { readLiqpayRefundAnswer } from './liqpay-protocol';
import { createLiqpayProvider } from './liqpay-provider';
import { PaymentProviderError, type RefundRequest } from './payment-provider';

/*
 * Refunds through LiqPay's server-server API, checked against its published documents:
 * "Internet acquiring → Refund" (https://www.liqpay.ua/documentation/en/api/aquiring/refund/doc:
 * POST https://www.liqpay.ua/api/request, form fields data and signature, data = base64 of
 * { action: "refund", version: 3, public_key, order_id, amount }, signature = base64(sha1(
 * private_key + data + private_key))), the answer's result / status / wait_amount / payment_id /
 * err_code / err_description, and the error catalogue (https://www.liqpay.ua/en/doc/api/errors).
 */

const PUBLIC_KEY = 'i00000000044';
const PRIVATE_KEY = 'liqpay-test-private-key';

/** Written out here, not imported: the test checks the protocol, not our code against itself. */
const sha1Signature = (data: string) =>
  createHash('sha1')
    .update(PRIVATE_KEY + data + PRIVATE_KEY)
    .digest('base64');

interface Received {
  method: string | undefined;
  path: string | undefined;
  contentType: string | undefined;
  fields: Record<string, string>;
}

/** A local stand-in for www.liqpay.ua/api/request: records each post, answers what a test sets. */
const liqpay = {
  url: '',
  received: [] as Received[],
  /** 'silent' never answers */
  mode: 'up' as 'up' | 'silent',
  status: 200,
  answer: '' as string,
  reply(body: unknown, status = 200) {
    liqpay.answer = typeof body === 'string' ? body : JSON.stringify(body);
    liqpay.status = status;
  },
};
const hanging: ServerResponse[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    liqpay.received.push({
      method: req.method,
      path: req.url,
      contentType: req.headers['content-type'],
      fields: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
    });
    if (liqpay.mode === 'silent') return void hanging.push(res);
    res.writeHead(liqpay.status, { 'content-type': 'application/json' });
    res.end(liqpay.answer);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  liqpay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/request`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  liqpay.mode = 'up';
  liqpay.reply({ result: 'ok', status: 'reversed', payment_id: 2178450311, wait_amount: false });
  vi.restoreAllMocks();
});

const provider = (extra: { apiUrl?: string; timeoutMs?: number } = {}) =>
  createLiqpayProvider({
    publicKey: PUBLIC_KEY,
    privateKey: PRIVATE_KEY,
    checkoutUrl: 'https://www.liqpay.ua/api/3/checkout',
    sandbox: false,
    apiUrl: liqpay.url,
    ...extra,
  });

const refund: RefundRequest = {
  paymentId: '0b6f7d1e-1111-4000-8000-000000000044',
  providerReference: '2178450311',
  refundId: 'refund-0001',
  amount: 50025,
  reason: 'пошкоджена посилка',
};

const lastSent = () => {
  const sent = liqpay.received.at(-1);
  if (!sent) throw new Error('nothing reached LiqPay');
  const data = sent.fields.data ?? '';
  return { ...sent, data, params: JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as unknown };
};

describe('liqpay refund', () => {
  it('posts a form of data and signature; data is exactly the refund params, amount in UAH as a number', async () => {
    liqpay.reply({ result: 'ok', status: 'reversed', payment_id: 2178450311, wait_amount: false });
    expect(await provider().refund(refund)).toEqual({
      status: 'done',
      providerReference: '2178450311',
      message: null,
    });
    const sent = lastSent();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/request');
    expect(sent.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.keys(sent.fields).sort()).toEqual(['data', 'signature']);
    expect(sent.fields.signature).toBe(sha1Signature(sent.data));
    expect(sent.params).toStrictEqual({
      version: 3,
      public_key: PUBLIC_KEY,
      action: 'refund',
      order_id: refund.paymentId,
      amount: 500.25,
    });
  });

  it("calls LiqPay's own API URL unless told otherwise", async () => {
    expect(LIQPAY_API_URL).toBe('https://www.liqpay.ua/api/request');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ result: 'ok', status: 'reversed' })));
    const live = createLiqpayProvider({
      publicKey: PUBLIC_KEY,
      privateKey: PRIVATE_KEY,
      checkoutUrl: 'https://www.liqpay.ua/api/3/checkout',
      sandbox: false,
    });
    expect(await live.refund(refund)).toMatchObject({ status: 'done', providerReference: '2178450311' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://www.liqpay.ua/api/request');
  });

  it("maps LiqPay's answers: reversed done, from future takings or unnamed pending, error and failure failed", async () => {
    const cases: [unknown, { status: string; providerReference: string | null; message: string | null }][] = [
      [
        { result: 'ok', status: 'reversed', payment_id: 1, wait_amount: false },
        { status: 'done', providerReference: '1', message: null },
      ],
      [
        { result: 'ok', status: 'reversed', payment_id: 1, wait_amount: true },
        { status: 'pending', providerReference: '1', message: null },
      ],
      [
        { result: 'ok', status: 'success' },
        { status: 'pending', providerReference: '2178450311', message: null },
      ],
      [
        {
          result: 'error',
          status: 'error',
          err_code: 'payment_not_found',
          err_description: 'Payment is not found',
        },
        { status: 'failed', providerReference: '2178450311', message: 'Payment is not found' },
      ],
      [
        { status: 'failure', err_code: 'limit', payment_id: 7 },
        { status: 'failed', providerReference: '7', message: 'limit' },
      ],
    ];
    for (const [answer, expected] of cases) {
      liqpay.reply(answer);
      expect(await provider().refund(refund), JSON.stringify(answer)).toEqual(expected);
    }
    // Field names are LiqPay's: a "state" or "description" is not read as one.
    expect(readLiqpayRefundAnswer({ state: 'reversed' })).toBeNull();
    expect(readLiqpayRefundAnswer({ result: 'error', description: 'x' })?.message).toBeNull();
  });

  it('throws PaymentProviderError for 5xx, an answer that is not LiqPay, "try again later", no LiqPay and silence', async () => {
    liqpay.reply({ result: 'error' }, 500);
    await expect(provider().refund(refund)).rejects.toThrow(/HTTP 500/);
    liqpay.reply('<html>bad gateway</html>', 502);
    await expect(provider().refund(refund)).rejects.toBeInstanceOf(PaymentProviderError);
    liqpay.reply('<html>ok?</html>');
    await expect(provider().refund(refund)).rejects.toThrow(/unexpected answer/);
    liqpay.reply([]);
    await expect(provider().refund(refund)).rejects.toThrow(/unexpected answer/);
    liqpay.reply({ result: 'error', status: 'error', err_code: 'wait_info', err_description: 'try later' });
    await expect(provider().refund(refund)).rejects.toThrow(/wait_info/);
    const nowhere = provider({ apiUrl: 'http://127.0.0.1:9/api/request' });
    await expect(nowhere.refund(refund)).rejects.toBeInstanceOf(PaymentProviderError);
    liqpay.mode = 'silent';
    const started = Date.now();
    await expect(provider({ timeoutMs: 300 }).refund(refund)).rejects.toThrow(/not reachable/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a retry sends the very same signed request: the same order and amount, the refund LiqPay knows', async () => {
    const before = liqpay.received.length;
    await provider().refund(refund);
    const first = lastSent();
    await provider().refund({ ...refund });
    const second = lastSent();
    expect(liqpay.received.length - before).toBe(2);
    expect(second.fields).toEqual(first.fields);
    expect(second.params).toMatchObject({ order_id: refund.paymentId, amount: 500.25 });
  });
});
