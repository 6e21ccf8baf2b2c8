import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, payments } from '../../db/schema';
import { loadConfig } from '../../env';
import { loopbackPublicUrls } from '../../public-address';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { staffHeaders } from '../orders/lifecycle-test-kit';
import {
  contact,
  form,
  orderPaymentStatus,
  placeOrder,
  postCallback,
  prepare,
  resign,
  resultUrlOf,
} from './payments-test-kit';

/** Issue #18: no online payment unless one is configured, and no "paid" without the provider's word. */

const commonVariables = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/server/content/common-variables' });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json() as { key: string; value: string }[]).map((v) => [v.key, v.value]));
};

const mailsOf = (t: TestApp, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.recipient, contact.email)));

describe('configuration', () => {
  const base = { AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/kartyna-config-test' };
  it('has no payment provider unless PAYMENT_PROVIDER names one', () => {
    expect(loadConfig(base).paymentProvider).toBeNull();
    expect(loadConfig({ ...base, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
  });

  it('refuses the sandbox beside real keys', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'sandbox', MONOBANK_TOKEN: 'live-token' })).toThrow(
      /sandbox/,
    );
  });
});

describe('PAYMENT_PROVIDER unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { paymentProvider: null } });
  });
  afterAll(async () => t?.close());

  it('refuses card, Apple Pay and Google Pay orders with 400 payment_not_available; account still works', async () => {
    for (const paymentType of ['card', 'apple-pay', 'google-pay']) {
      await expect(placeOrder(t, { paymentType })).rejects.toThrow(/payment_not_available/);
    }
    // Paying by invoice needs no provider; preparing an online payment for it still has none to open.
    const orderId = await placeOrder(t, { paymentType: 'account' });
    const res = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'payment_not_available' });
  });

  it('tells the storefront there is no online payment', async () => {
    expect(await commonVariables(t)).toMatchObject({
      online_payment_provider: '',
      online_payment_test: 'false',
    });
  });

  it('has no sandbox checkout and takes no callbacks', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/server/payments/sandbox/checkout' });
    expect(page.statusCode).toBe(404);
    const decision = await t.app.inject({
      method: 'POST',
      url: '/api/server/payments/sandbox/checkout/decision',
      ...form({ data: 'e30=', signature: 'x', decision: 'approve' }),
    });
    expect(decision.statusCode).toBe(404);
    expect((await postCallback(t, { data: 'e30=', signature: 'x' })).statusCode).toBe(404);
  });
});

describe('PAYMENT_PROVIDER=sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { paymentProvider: 'sandbox' } });
  });
  afterAll(async () => t?.close());

  async function prepared(orderId: number) {
    const res = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { paymentId: string; form: { data: string; signature: string } };
  }

  it('tells the storefront the online payment is a test', async () => {
    expect(await commonVariables(t)).toMatchObject({
      online_payment_provider: 'sandbox',
      online_payment_test: 'true',
    });
  });

  it('flags the order and its payment testPayment in the back office', async () => {
    const orderId = await placeOrder(t);
    const { paymentId } = await prepared(orderId);
    const staff = await staffHeaders(t);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: staff.headers,
    });
    expect(one.json()).toMatchObject({ testPayment: true, payments: [{ id: paymentId, testPayment: true }] });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: staff.headers });
    const item = (list.json() as { items: { id: number; testPayment: boolean }[] }).items.find(
      (i) => i.id === orderId,
    );
    expect(item?.testPayment).toBe(true);
  });

  it('a signed callback of a wrong amount, a forged one or one for another payment changes nothing', async () => {
    const orderId = await placeOrder(t, { price: 40_000 });
    const other = await placeOrder(t, { price: 40_000 });
    const { form: fields } = await prepared(orderId);
    const { paymentId: otherPayment } = await prepared(other);

    expect((await postCallback(t, resign(t, fields.data, { status: 'success', amount: 1 }))).statusCode).toBe(
      400,
    );
    expect(
      (await postCallback(t, { ...resign(t, fields.data, { status: 'success' }), signature: 'forged' }))
        .statusCode,
    ).toBe(400);
    // Our order's data signed as a payment of another order: settles that payment only, at its own amount.
    const crossed = await postCallback(
      t,
      resign(t, fields.data, { status: 'success', order_id: otherPayment }),
    );
    expect(crossed.statusCode).toBe(200);
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
    expect(await orderPaymentStatus(t, other)).toBe('paid');
    const [untouched] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(untouched?.status).toBe('awaiting');
  });

  it('a payment opened with another provider is never settled by this one', async () => {
    const orderId = await placeOrder(t);
    const { paymentId, form: fields } = await prepared(orderId);
    await t.db.update(payments).set({ provider: 'liqpay' }).where(eq(payments.id, paymentId));
    const res = await postCallback(t, resign(t, fields.data, { status: 'success' }));
    expect(res.statusCode).toBe(404);
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
  });

  it('queues one "payment received" mail, however often the callback comes', async () => {
    const before = (await mailsOf(t, 'payment-received')).length;
    const orderId = await placeOrder(t);
    const { form: fields } = await prepared(orderId);
    const success = resign(t, fields.data, { status: 'success' });
    const [first, second] = await Promise.all([postCallback(t, success), postCallback(t, success)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
    const mails = (await mailsOf(t, 'payment-received')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`№${orderId}`);
    expect(mails[0]?.text).toContain('тестова оплата');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.testPayment).toBe(true);
  });

  it('answers 409 order_already_paid for a paid order and order_not_payable for a cancelled one', async () => {
    const paid = await placeOrder(t);
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid));
    const res = await prepare(t, { orderId: paid, language: 'ua', resultUrl: resultUrlOf(t) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'order_already_paid' });
    const cancelled = await placeOrder(t);
    await t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, cancelled));
    const res2 = await prepare(t, { orderId: cancelled, language: 'ua', resultUrl: resultUrlOf(t) });
    expect(res2.statusCode).toBe(409);
    expect(res2.json()).toMatchObject({ message: 'order_not_payable' });
  });
});

describe('production start with local public addresses', () => {
  it('names WEB_URL and PUBLIC_API_URL when they point at localhost', () => {
    const base = { AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/kartyna-config-test' };
    expect(loopbackPublicUrls(loadConfig({ ...base, NODE_ENV: 'production' }))).toEqual([
      'WEB_URL=http://localhost:3000',
      // The payment pages open through the storefront's origin (issue #48).
      'PUBLIC_API_URL=http://localhost:3000',
    ]);
    const live = {
      ...base,
      NODE_ENV: 'production',
      WEB_URL: 'https://kartyna.ua',
      PUBLIC_API_URL: 'https://api.kartyna.ua',
    };
    expect(loopbackPublicUrls(loadConfig(live))).toEqual([]);
    expect(loopbackPublicUrls(loadConfig({ ...base, NODE_ENV: 'development' }))).toEqual([]);
  });
});
