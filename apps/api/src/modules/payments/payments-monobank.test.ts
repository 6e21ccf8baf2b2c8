import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orderStatusHistory, payments } from '../../db/schema';
import {
  newKeyPair,
  startFakeMonobank,
  type FakeMonobank,
  type ReceivedInvoice,
  type WebhookFields,
} from '../../integrations/payments/monobank-test-server';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { orderPaymentStatus, paymentRow, placeOrder, prepare, resultUrlOf } from './payments-test-kit';

const TOKEN = 'test-merchant-token';
let bank: FakeMonobank;
let t: TestApp;
beforeAll(async () => {
  bank = await startFakeMonobank(TOKEN);
  // As the server builds it from MONOBANK_TOKEN and MONOBANK_API_URL, no MONOBANK_PUBLIC_KEY.
  t = await buildTestApp({
    config: {
      paymentProvider: 'monobank',
      monobank: { token: TOKEN, publicKey: undefined, apiUrl: bank.url },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await bank?.close();
});
beforeEach(() => {
  bank.mode = 'up';
  bank.token = TOKEN;
});

async function prepared(price = 125050) {
  const orderId = await placeOrder(t, { price });
  const res = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) });
  expect(res.statusCode, res.body).toBe(200);
  const { paymentId } = res.json() as { paymentId: string };
  const invoice = bank.invoices.at(-1) as ReceivedInvoice;
  expect(invoice.body.merchantPaymInfo.reference).toBe(paymentId);
  return { orderId, paymentId, invoice };
}

const deliver = (webhook: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/server/payments/callback', ...webhook });

const send = (invoice: ReceivedInvoice, fields: WebhookFields) => deliver(bank.webhook(invoice, fields));

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 10, 10, minutes)).toISOString();

async function historyCount(orderId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
  return row?.n ?? 0;
}

describe('PAYMENT_PROVIDER=monobank prepare', () => {
  it('creates an invoice in kopiyky and UAH for our payment and sends the payer to its page', async () => {
    const orderId = await placeOrder(t, { price: 125050, amount: 2 });
    const res = await prepare(t, { orderId, language: 'ru', resultUrl: resultUrlOf(t) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const invoice = bank.invoices.at(-1);
    expect(invoice?.token).toBe(TOKEN);
    expect(invoice?.body).toEqual({
      amount: 250100,
      ccy: 980,
      merchantPaymInfo: { reference: body.paymentId, destination: `Оплата заказа №${orderId}` },
      redirectUrl: resultUrlOf(t),
      webHookUrl: `${t.config.publicApiUrl}/api/server/payments/callback`,
    });
    expect(body).toEqual({
      provider: 'monobank',
      paymentId: body.paymentId,
      orderId,
      amount: 2501,
      currency: 'UAH',
      status: 'awaiting',
      url: `https://pay.mbnk.biz/${invoice?.invoiceId}`,
      form: null,
    });
    expect(await paymentRow(t, body.paymentId)).toMatchObject({
      provider: 'monobank',
      providerReference: invoice?.invoiceId,
      amount: 250100,
    });
  });

  it('answers 502 payment_provider_unavailable when the bank fails, refuses the token or is gone; no payment row stays', async () => {
    const orderId = await placeOrder(t);
    const rows = async () => (await t.db.select().from(payments).where(eq(payments.orderId, orderId))).length;
    const invoicesBefore = bank.invoices.length;
    for (const setup of [() => (bank.mode = 'down'), () => (bank.token = 'revoked')]) {
      setup();
      const res = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: 'payment_provider_unavailable', statusCode: 502 });
      bank.mode = 'up';
      bank.token = TOKEN;
    }
    expect(bank.invoices.length).toBe(invoicesBefore);
    expect(await rows()).toBe(0);
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');

    // The bank back: the same order can be paid.
    expect((await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) })).statusCode).toBe(200);
    expect(await rows()).toBe(1);
  });
});

describe('PAYMENT_PROVIDER=monobank webhook', () => {
  it('a signed success makes the payment and the order paid, with the key fetched once; a replay changes nothing', async () => {
    const { orderId, paymentId, invoice } = await prepared();
    const keyRequests = bank.pubkeyRequests;
    expect((await send(invoice, { status: 'processing', modifiedDate: at(1) })).statusCode).toBe(200);
    const success = bank.webhook(invoice, { status: 'success', modifiedDate: at(2) });
    const res = await deliver(success);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const state = await t.app.inject({ method: 'GET', url: `/api/server/payments/${paymentId}` });
    expect(state.json()).toMatchObject({ status: 'paid', orderId });
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
    const after = await paymentRow(t, paymentId);
    expect(after).toMatchObject({ providerReference: invoice.invoiceId, providerUpdatedAt: new Date(at(2)) });
    // The first webhooks of this app: the key was fetched for the first and cached.
    expect(bank.pubkeyRequests - keyRequests).toBe(1);
    const history = await historyCount(orderId);

    expect((await deliver(success)).statusCode).toBe(200);
    expect(await paymentRow(t, paymentId)).toEqual(after);
    expect(await historyCount(orderId)).toBe(history);
  });

  it('refuses a body altered after signing, another key or no X-Sign with 400, and changes nothing', async () => {
    const { orderId, paymentId, invoice } = await prepared();
    const genuine = bank.webhook(invoice, { status: 'success' });
    const failure = bank.webhook(invoice, { status: 'failure' });
    // The same JSON with one more space: only a check over the raw bytes notices.
    const respaced = genuine.payload.replace('"status":"success"', '"status": "success"');
    const flipped = failure.payload.replace('"status":"failure"', '"status":"success"');
    expect(respaced).not.toBe(genuine.payload);
    expect(flipped).not.toBe(failure.payload);
    const stranger = newKeyPair().privateKey;
    const attempts = [
      { payload: respaced, headers: genuine.headers },
      { payload: flipped, headers: failure.headers },
      {
        payload: genuine.payload,
        headers: { ...genuine.headers, 'x-sign': bank.signWith(stranger, genuine.payload) },
      },
      { payload: genuine.payload, headers: { 'content-type': 'application/json' } },
    ];
    for (const attempt of attempts) {
      const res = await deliver(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'invalid_data', statusCode: 400 });
    }
    expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'awaiting', providerUpdatedAt: null });
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
  });

  it('refuses a signed webhook of another amount or currency with 400', async () => {
    const { orderId, paymentId, invoice } = await prepared();
    for (const fields of [{ amount: 250100 }, { amount: 1 }, { ccy: 840 }]) {
      const res = await send(invoice, { status: 'success', ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'awaiting' });
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
  });

  it('out of order: a processing after the success leaves it paid', async () => {
    const { orderId, paymentId, invoice } = await prepared();
    expect((await send(invoice, { status: 'success', modifiedDate: at(5) })).statusCode).toBe(200);
    expect((await send(invoice, { status: 'processing', modifiedDate: at(4) })).statusCode).toBe(200);
    expect((await send(invoice, { status: 'failure', modifiedDate: at(3) })).statusCode).toBe(200);
    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'paid',
      providerUpdatedAt: new Date(at(5)),
    });
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
  });

  it('out of order: a reversal before its success ends refunded', async () => {
    const { orderId, paymentId, invoice } = await prepared();
    expect((await send(invoice, { status: 'reversed', modifiedDate: at(9) })).statusCode).toBe(200);
    expect((await send(invoice, { status: 'success', modifiedDate: at(6) })).statusCode).toBe(200);
    expect((await send(invoice, { status: 'processing', modifiedDate: at(5) })).statusCode).toBe(200);
    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'refunded',
      providerUpdatedAt: new Date(at(9)),
    });
    expect(await orderPaymentStatus(t, orderId)).toBe('refunded');
  });

  it('a webhook older than the one applied changes nothing, even a move the rules would allow', async () => {
    const { orderId, paymentId, invoice } = await prepared();
    expect((await send(invoice, { status: 'failure', modifiedDate: at(20) })).statusCode).toBe(200);
    expect(await orderPaymentStatus(t, orderId)).toBe('failed');
    // failed -> paid is a move a payer's second try makes, but this news is from before the failure.
    expect((await send(invoice, { status: 'success', modifiedDate: at(19) })).statusCode).toBe(200);
    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'failed',
      providerUpdatedAt: new Date(at(20)),
    });
    expect(await orderPaymentStatus(t, orderId)).toBe('failed');
    expect((await send(invoice, { status: 'success', modifiedDate: at(21) })).statusCode).toBe(200);
    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'paid',
      providerUpdatedAt: new Date(at(21)),
    });
  });

  it('in order: success then reversal ends refunded too', async () => {
    const { orderId, invoice } = await prepared();
    expect((await send(invoice, { status: 'success', modifiedDate: at(6) })).statusCode).toBe(200);
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
    expect((await send(invoice, { status: 'reversed', modifiedDate: at(9) })).statusCode).toBe(200);
    expect(await orderPaymentStatus(t, orderId)).toBe('refunded');
  });

  it('answers 502 when the key cannot be fetched, so the bank retries; then accepts the retry', async () => {
    // A fresh app: its key is not cached yet.
    const fresh = await buildTestApp({
      config: {
        paymentProvider: 'monobank',
        monobank: { token: TOKEN, publicKey: undefined, apiUrl: bank.url },
      },
    });
    try {
      const orderId = await placeOrder(fresh);
      const res = await prepare(fresh, { orderId, language: 'ua', resultUrl: resultUrlOf(fresh) });
      const { paymentId } = res.json() as { paymentId: string };
      const webhook = bank.webhook(bank.invoices.at(-1) as ReceivedInvoice, { status: 'success' });
      const post = () =>
        fresh.app.inject({ method: 'POST', url: '/api/server/payments/callback', ...webhook });
      bank.mode = 'down';
      const down = await post();
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({ message: 'payment_provider_unavailable', statusCode: 502 });
      expect((await paymentRow(fresh, paymentId))?.status).toBe('awaiting');
      bank.mode = 'up';
      expect((await post()).statusCode).toBe(200);
      expect((await paymentRow(fresh, paymentId))?.status).toBe('paid');
    } finally {
      await fresh.close();
    }
  });
});
