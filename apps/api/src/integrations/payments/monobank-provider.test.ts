import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMonobankProvider, monobankStatusToOurs } from './monobank-provider';
import { PaymentProviderError, type PaymentRequest } from './payment-provider';
import { newKeyPair, startFakeMonobank, type FakeMonobank } from './monobank-test-server';

let bank: FakeMonobank;
beforeAll(async () => {
  bank = await startFakeMonobank();
});
afterAll(async () => bank?.close());
beforeEach(() => {
  bank.mode = 'up';
  bank.token = 'test-merchant-token';
});

const request: PaymentRequest = {
  paymentId: '6f1d2c3b-0000-4000-8000-000000000001',
  orderId: 17,
  amount: 250100,
  description: 'Оплата замовлення №17',
  language: 'ua',
  resultUrl: 'http://shop.kartyna.test/cart?thank-order=1',
  callbackUrl: 'http://api.kartyna.test/api/server/payments/callback',
};

const provider = (extra: { publicKey?: string; keyRefetchIntervalMs?: number; timeoutMs?: number } = {}) =>
  createMonobankProvider({ token: 'test-merchant-token', apiUrl: bank.url, ...extra });

async function invoice() {
  await provider().prepare(request);
  const last = bank.invoices.at(-1);
  if (!last) throw new Error('no invoice reached the bank');
  return last;
}

const verify = (
  p: ReturnType<typeof provider>,
  webhook: { payload: string; headers: Record<string, string> },
) => p.verifyCallback({ rawBody: Buffer.from(webhook.payload), headers: webhook.headers });

describe('monobank prepare', () => {
  it('creates an invoice with the token, kopiyky, UAH, our reference and URLs, and answers its page', async () => {
    const prepared = await provider().prepare(request);
    const sent = bank.invoices.at(-1);
    expect(sent?.token).toBe('test-merchant-token');
    expect(sent?.contentType).toBe('application/json');
    expect(sent?.body).toEqual({
      amount: 250100,
      ccy: 980,
      merchantPaymInfo: { reference: request.paymentId, destination: 'Оплата замовлення №17' },
      redirectUrl: request.resultUrl,
      webHookUrl: request.callbackUrl,
    });
    expect(prepared).toEqual({
      url: `https://pay.mbnk.biz/${sent?.invoiceId}`,
      form: null,
      providerReference: sent?.invoiceId,
    });
  });

  it('throws PaymentProviderError for a refused token, a failing bank, no bank and a silent bank', async () => {
    bank.token = 'another-token';
    await expect(provider().prepare(request)).rejects.toThrow(/HTTP 403 FORBIDDEN forbidden/);
    bank.token = 'test-merchant-token';
    bank.mode = 'down';
    await expect(provider().prepare(request)).rejects.toBeInstanceOf(PaymentProviderError);
    const nowhere = createMonobankProvider({ token: 't', apiUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.prepare(request)).rejects.toBeInstanceOf(PaymentProviderError);
    bank.mode = 'silent';
    const started = Date.now();
    await expect(provider({ timeoutMs: 300 }).prepare(request)).rejects.toThrow(/not reachable/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('monobank webhook verification', () => {
  it('maps statuses as the bank names them', () => {
    expect(monobankStatusToOurs('success')).toBe('paid');
    expect(monobankStatusToOurs('failure')).toBe('failed');
    expect(monobankStatusToOurs('expired')).toBe('failed');
    expect(monobankStatusToOurs('reversed')).toBe('refunded');
    for (const s of ['created', 'processing', 'hold', 'something-new']) {
      expect(monobankStatusToOurs(s)).toBe('awaiting');
    }
  });

  it('reads a signed webhook into our terms, fetching the key once and caching it', async () => {
    const sent = await invoice();
    const p = provider();
    const before = bank.pubkeyRequests;
    const modifiedDate = '2025-01-10T10:05:00.000Z';
    expect(await verify(p, bank.webhook(sent, { status: 'success', modifiedDate }))).toEqual({
      paymentId: request.paymentId,
      status: 'paid',
      amount: 250100,
      currency: 'UAH',
      providerReference: sent.invoiceId,
      occurredAt: new Date(modifiedDate),
    });
    expect(await verify(p, bank.webhook(sent, { status: 'processing' }))).toMatchObject({
      status: 'awaiting',
    });
    expect(bank.pubkeyRequests - before).toBe(1);
    expect(await verify(p, bank.webhook(sent, { status: 'success', ccy: 840 }))).toMatchObject({
      currency: 'USD',
    });
  });

  it('refuses an altered body, another key, a missing or broken X-Sign', async () => {
    const sent = await invoice();
    const p = provider();
    const good = bank.webhook(sent, { status: 'success' });
    const altered = good.payload.replace('"amount":250100', '"amount":100');
    expect(altered).not.toBe(good.payload);
    const stranger = newKeyPair().privateKey;
    const attempts = [
      { payload: altered, headers: good.headers },
      {
        payload: good.payload,
        headers: { ...good.headers, 'x-sign': bank.signWith(stranger, good.payload) },
      },
      { payload: good.payload, headers: { 'content-type': 'application/json' } },
      { payload: good.payload, headers: { ...good.headers, 'x-sign': '' } },
      { payload: good.payload, headers: { ...good.headers, 'x-sign': 'bm90IGEgc2lnbmF0dXJl' } },
    ];
    for (const attempt of attempts) expect(await verify(p, attempt)).toBeNull();
    expect(await verify(p, good)).not.toBeNull();
  });

  it('refetches a rotated key once, and not for every forged webhook', async () => {
    const sent = await invoice();
    const p = provider({ keyRefetchIntervalMs: 0 });
    expect(await verify(p, bank.webhook(sent, { status: 'processing' }))).not.toBeNull();
    const afterFirst = bank.pubkeyRequests;
    bank.rotateKey();
    expect(await verify(p, bank.webhook(sent, { status: 'success' }))).toMatchObject({ status: 'paid' });
    expect(bank.pubkeyRequests - afterFirst).toBe(1);
    // The new key is cached: the next webhook needs no request.
    expect(await verify(p, bank.webhook(sent, { status: 'success' }))).not.toBeNull();
    expect(bank.pubkeyRequests - afterFirst).toBe(1);

    // With the default interval, forged webhooks right after a fetch do not reach the bank.
    const throttled = provider();
    expect(await verify(throttled, bank.webhook(sent, { status: 'success' }))).not.toBeNull();
    const counted = bank.pubkeyRequests;
    const stranger = newKeyPair().privateKey;
    const good = bank.webhook(sent, { status: 'success' });
    for (let i = 0; i < 5; i += 1) {
      const forged = {
        ...good,
        headers: { ...good.headers, 'x-sign': bank.signWith(stranger, good.payload) },
      };
      expect(await verify(throttled, forged)).toBeNull();
    }
    expect(bank.pubkeyRequests).toBe(counted);
  });

  it('uses a configured key and never asks the bank for one', async () => {
    const sent = await invoice();
    const before = bank.pubkeyRequests;
    const p = provider({ publicKey: bank.publicKeyBase64() });
    expect(await verify(p, bank.webhook(sent, { status: 'success' }))).toMatchObject({ status: 'paid' });
    bank.rotateKey();
    expect(await verify(p, bank.webhook(sent, { status: 'success' }))).toBeNull();
    expect(bank.pubkeyRequests).toBe(before);
    expect(() => createMonobankProvider({ token: 't', apiUrl: bank.url, publicKey: 'bm90IGEga2V5' })).toThrow(
      /MONOBANK_PUBLIC_KEY/,
    );
  });

  it('throws PaymentProviderError when the key cannot be fetched, and asks again next time', async () => {
    const sent = await invoice();
    const p = provider();
    const webhook = bank.webhook(sent, { status: 'success' });
    bank.mode = 'down';
    await expect(verify(p, webhook)).rejects.toBeInstanceOf(PaymentProviderError);
    bank.mode = 'up';
    expect(await verify(p, webhook)).toMatchObject({ status: 'paid' });
  });

  it('refuses bank-signed bodies that are not a readable invoice webhook', async () => {
    const p = provider({ publicKey: bank.publicKeyBase64() });
    const valid = { invoiceId: 'p2_x', status: 'success', amount: 100, ccy: 980, reference: 'pay-1' };
    const { reference: _omitted, ...noReference } = valid;
    const bodies = [
      'not json',
      '[]',
      'null',
      JSON.stringify(noReference),
      JSON.stringify({ ...valid, amount: 1.5 }),
      JSON.stringify({ ...valid, amount: '100' }),
    ];
    for (const body of bodies) {
      const headers = { 'content-type': 'application/json', 'x-sign': bank.sign(body) };
      expect(await p.verifyCallback({ rawBody: Buffer.from(body), headers }), body).toBeNull();
    }
    const body = JSON.stringify(valid);
    const headers = { 'content-type': 'application/json', 'x-sign': bank.sign(body) };
    expect(await p.verifyCallback({ rawBody: Buffer.from(body), headers })).toMatchObject({
      paymentId: 'pay-1',
      currency: 'UAH',
      occurredAt: null,
    });
  });
});
