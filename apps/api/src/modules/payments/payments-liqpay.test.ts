import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orderStatusHistory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  orderPaymentStatus,
  paymentRow,
  placeOrder,
  postCallback,
  prepare,
  resultUrlOf,
} from './payments-test-kit';

/** PAYMENT_PROVIDER=liqpay with live-looking keys, built from config as the server builds it. */
const liqpay = {
  publicKey: 'i12345678901',
  privateKey: 'liqpay-live-private-key-for-tests',
  checkoutUrl: 'https://www.liqpay.ua/api/3/checkout',
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { paymentProvider: 'liqpay', liqpay } });
});
afterAll(async () => t?.close());

/** What LiqPay posts to server_url: data = base64(JSON), signature = base64(sha1(pk + data + pk)). */
function signed(params: Record<string, unknown>, privateKey = liqpay.privateKey) {
  const data = Buffer.from(JSON.stringify(params)).toString('base64');
  const signature = createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');
  return { data, signature };
}

async function prepared() {
  const orderId = await placeOrder(t, { price: 125050 });
  const res = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { paymentId: string; form: { data: string; signature: string } };
  const params = JSON.parse(Buffer.from(body.form.data, 'base64').toString('utf8')) as Record<
    string,
    unknown
  >;
  return { orderId, paymentId: body.paymentId, params };
}

const state = (paymentId: string) =>
  t.app.inject({ method: 'GET', url: `/api/server/payments/${paymentId}` });

async function historyCount(orderId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
  return row?.n ?? 0;
}

describe('PAYMENT_PROVIDER=liqpay', () => {
  it("prepare answers LiqPay's checkout with a form signed by the private key", async () => {
    const orderId = await placeOrder(t, { price: 125050 });
    const res = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'liqpay',
      url: liqpay.checkoutUrl,
      amount: 1250.5,
      currency: 'UAH',
    });
    expect(body.form.signature).toBe(
      signed(JSON.parse(Buffer.from(body.form.data, 'base64').toString())).signature,
    );
    expect(JSON.parse(Buffer.from(body.form.data, 'base64').toString())).toEqual({
      version: 3,
      public_key: liqpay.publicKey,
      action: 'pay',
      amount: 1250.5,
      currency: 'UAH',
      description: `Оплата замовлення №${orderId}`,
      order_id: body.paymentId,
      language: 'uk',
      result_url: resultUrlOf(t),
      server_url: `${t.config.publicApiUrl}/api/server/payments/callback`,
    });
    expect(await paymentRow(t, body.paymentId)).toMatchObject({ provider: 'liqpay', status: 'awaiting' });
  });

  it('a signed success makes the payment and the order paid; a replay changes nothing', async () => {
    const { orderId, paymentId, params } = await prepared();
    const endDate = Date.now();
    const success = signed({ ...params, status: 'success', payment_id: 2345678, end_date: endDate });
    const res = await postCallback(t, success);
    expect(res.statusCode, res.body).toBe(200);
    expect((await state(paymentId)).json()).toMatchObject({ status: 'paid', orderId });
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
    const after = await paymentRow(t, paymentId);
    expect(after).toMatchObject({ providerReference: '2345678', providerUpdatedAt: new Date(endDate) });
    const history = await historyCount(orderId);

    expect((await postCallback(t, success)).statusCode).toBe(200);
    expect(await paymentRow(t, paymentId)).toEqual(after);
    expect(await historyCount(orderId)).toBe(history);
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const { orderId, paymentId, params } = await prepared();
    const forged = signed({ ...params, status: 'success' }, 'guessed-private-key');
    const genuine = signed({ ...params, status: 'success' });
    for (const fields of [forged, { ...genuine, signature: forged.signature }, { data: genuine.data }]) {
      const res = await postCallback(t, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'invalid_data', statusCode: 400 });
    }
    expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'awaiting', providerUpdatedAt: null });
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
  });

  it('refuses a signed callback of another amount or currency with 400', async () => {
    const { orderId, paymentId, params } = await prepared();
    for (const change of [{ amount: 1250.49 }, { amount: 1 }, { currency: 'USD' }, { currency: undefined }]) {
      const res = await postCallback(t, signed({ ...params, ...change, status: 'success' }));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'awaiting' });
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
  });

  it('does not count LiqPay\'s "sandbox" status as money with live keys', async () => {
    const { orderId, paymentId, params } = await prepared();
    const res = await postCallback(t, signed({ ...params, status: 'sandbox', end_date: Date.now() }));
    expect(res.statusCode).toBe(200);
    expect((await paymentRow(t, paymentId))?.status).toBe('awaiting');
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
  });

  it('a reversal delivered before its success ends refunded; the late success is ignored', async () => {
    const { orderId, paymentId, params } = await prepared();
    const paidAt = Date.now() - 60_000;
    const reversed = signed({ ...params, status: 'reversed', payment_id: 77, end_date: paidAt + 30_000 });
    expect((await postCallback(t, reversed)).statusCode).toBe(200);
    expect((await paymentRow(t, paymentId))?.status).toBe('refunded');
    const late = signed({ ...params, status: 'success', payment_id: 77, end_date: paidAt });
    expect((await postCallback(t, late)).statusCode).toBe(200);
    expect((await state(paymentId)).json()).toMatchObject({ status: 'refunded' });
    expect(await orderPaymentStatus(t, orderId)).toBe('refunded');
    expect((await paymentRow(t, paymentId))?.providerUpdatedAt).toEqual(new Date(paidAt + 30_000));
  });

  it('has no sandbox checkout page when LiqPay is the provider', async () => {
    const { params } = await prepared();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/server/payments/sandbox/checkout',
      query: signed(params),
    });
    expect(res.statusCode).toBe(404);
  });
});
