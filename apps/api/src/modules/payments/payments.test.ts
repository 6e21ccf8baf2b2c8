import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { decodeLiqpayData } from '../../integrations/payments/liqpay-protocol';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  orderPaymentStatus,
  paymentRow,
  placeOrder,
  postCallback,
  prepare,
  resign,
  resultUrlOf,
} from './payments-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('POST /orders/prepare-payment', () => {
  it('creates a payment of the order total and answers the sandbox checkout', async () => {
    const orderId = await placeOrder(t, { price: 125050, amount: 2 });
    const res = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      provider: 'sandbox',
      paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orderId,
      amount: 2501,
      currency: 'UAH',
      status: 'awaiting',
      url: `${t.config.publicApiUrl}/api/server/payments/sandbox/checkout`,
      form: { data: expect.any(String), signature: expect.any(String) },
    });
    expect(await paymentRow(t, body.paymentId)).toMatchObject({
      orderId,
      amount: 250100,
      status: 'awaiting',
      provider: 'sandbox',
    });
    expect(decodeLiqpayData(body.form.data)).toMatchObject({
      amount: 2501,
      currency: 'UAH',
      description: `Оплата замовлення №${orderId}`,
      order_id: body.paymentId,
      language: 'uk',
      result_url: resultUrlOf(t),
      server_url: `${t.config.publicApiUrl}/api/server/payments/callback`,
    });
    const ru = await prepare(t, { orderId, language: 'ru', resultUrl: resultUrlOf(t) });
    expect(decodeLiqpayData(ru.json().form.data)).toMatchObject({
      description: `Оплата заказа №${orderId}`,
      language: 'ru',
    });

    const state = await t.app.inject({ method: 'GET', url: `/api/server/payments/${body.paymentId}` });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({
      paymentId: body.paymentId,
      orderId,
      status: 'awaiting',
      resultType: 'takeaway',
    });
  });

  it('refuses a result URL outside the storefront (open redirect)', async () => {
    const orderId = await placeOrder(t);
    for (const resultUrl of [
      'https://evil.example/cart',
      'http://shop.kartyna.test.evil.example/',
      'javascript:alert(1)',
      'ftp://shop.kartyna.test/',
      'not a url',
      `${t.config.webUrl}/${'x'.repeat(3000)}`,
    ]) {
      const res = await prepare(t, { orderId, language: 'ua', resultUrl });
      expect(res.statusCode, resultUrl).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });

  it('keeps a user order to its user and answers 404 for unknown orders', async () => {
    const owner = await createTestUser(t.app);
    const stranger = await createTestUser(t.app);
    const orderId = await placeOrder(t, { headers: owner.authHeader });
    const body = { orderId, language: 'ua', resultUrl: resultUrlOf(t), orderToken: undefined };
    for (const headers of [{}, stranger.authHeader]) {
      const res = await prepare(t, body, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'order_not_found', statusCode: 404 });
    }
    expect((await prepare(t, body, owner.authHeader)).statusCode).toBe(200);
    expect((await prepare(t, { ...body, orderId: 999_999 })).json()).toEqual({
      message: 'order_not_found',
      statusCode: 404,
    });
  });

  it('answers payment_not_available for cod and account orders (400) and paid ones (409)', async () => {
    const ukrPost = { deliveryType: 'ukr-post', city: 'Одеса', postIndex: '65000' };
    for (const paymentType of ['cod', 'account']) {
      const orderId = await placeOrder(t, { paymentType, delivery: ukrPost });
      const res = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('payment_not_available');
    }
    const paid = await placeOrder(t);
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid));
    const res = await prepare(t, { orderId: paid, language: 'ua', resultUrl: resultUrlOf(t) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'order_already_paid', statusCode: 409 });
  });

  it('answers 400 to bad bodies', async () => {
    const orderId = await placeOrder(t);
    const good = { orderId, language: 'ua', resultUrl: resultUrlOf(t) };
    for (const body of [
      {},
      { ...good, orderId: 'abc' },
      { ...good, orderId: -1 },
      { ...good, language: 'en' },
      { orderId, language: 'ua' },
      { ...good, resultUrl: 'x'.repeat(100_000) },
    ]) {
      const res = await prepare(t, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });
});

describe('POST /payments/callback', () => {
  const prepared = async () => {
    const orderId = await placeOrder(t);
    const res = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) });
    const { paymentId, form } = res.json() as { paymentId: string; form: { data: string } };
    return { orderId, paymentId, data: form.data };
  };

  it('marks a payment and its order paid, once', async () => {
    const { orderId, paymentId, data } = await prepared();
    const callback = resign(t, data, { status: 'success', payment_id: 42, end_date: Date.now() });
    const res = await postCallback(t, callback);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
    const after = await paymentRow(t, paymentId);
    expect(after).toMatchObject({ status: 'paid', providerReference: '42' });

    // A replay changes nothing, and a late "in progress" or failure never undoes the payment.
    expect((await postCallback(t, callback)).statusCode).toBe(200);
    for (const status of ['processing', 'failure']) {
      expect((await postCallback(t, resign(t, data, { status }))).statusCode).toBe(200);
    }
    expect(await paymentRow(t, paymentId)).toEqual(after);
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
  });

  it('refuses a callback whose data was altered after signing', async () => {
    const { orderId, paymentId, data } = await prepared();
    const callback = resign(t, data, { status: 'success' });
    const altered = resign(t, data, { status: 'success', amount: 0.01 }).data;
    const attempts: Record<string, string>[] = [
      { ...callback, data: altered },
      { ...callback, signature: 'AAAA' },
      { data: callback.data },
      {},
    ];
    for (const fields of attempts) {
      const res = await postCallback(t, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/server/payments/callback',
      payload: callback,
    });
    expect(asJson.statusCode).toBe(400);
    expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'awaiting' });
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
  });

  it('refuses a correctly signed callback with another amount', async () => {
    const { orderId, paymentId, data } = await prepared();
    const res = await postCallback(t, resign(t, data, { status: 'success', amount: 1 }));
    expect(res.statusCode).toBe(400);
    expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'awaiting' });
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
  });

  it('answers 404 for a payment it does not know', async () => {
    const { data } = await prepared();
    const res = await postCallback(t, resign(t, data, { status: 'success', order_id: 'no-such-payment' }));
    expect(res.statusCode).toBe(404);
    const state = await t.app.inject({ method: 'GET', url: '/api/server/payments/no-such-payment' });
    expect(state.statusCode).toBe(404);
  });

  it('marks a failed payment failed and lets a later success through', async () => {
    const { orderId, paymentId, data } = await prepared();
    expect((await postCallback(t, resign(t, data, { status: 'failure' }))).statusCode).toBe(200);
    expect(await orderPaymentStatus(t, orderId)).toBe('failed');
    expect((await postCallback(t, resign(t, data, { status: 'success' }))).statusCode).toBe(200);
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
    expect((await paymentRow(t, paymentId))?.status).toBe('paid');
  });

  it('refuses a huge form and keeps form parsing to the payments routes', async () => {
    const huge = await postCallback(t, { data: 'x'.repeat(100_000), signature: 'y' });
    expect(huge.statusCode).toBe(413);
    const orders = await t.app.inject({
      method: 'POST',
      url: '/api/server/orders',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'paymentType=card',
    });
    expect(orders.statusCode).toBe(415);
  });
});

describe('rate limit', () => {
  it('answers 429 too_many_requests after 60 prepare calls a minute from one address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await prepare(t, {}, headers)).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const last = await prepare(t, {}, headers);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: 'too_many_requests', statusCode: 429 });
    // Another address is not affected.
    expect((await prepare(t, {}, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(400);
  });
});
