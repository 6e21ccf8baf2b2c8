import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, payments } from '../../db/schema';
import { hashOrderToken } from '../order-pipeline/order-token';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser } from '../../test/fixtures';
import {
  contact,
  form,
  orderPaymentStatus,
  orderTokens,
  placeOrder,
  prepare,
  resultUrlOf,
} from './payments-test-kit';

/** Issue #14: a guest's order opens with its token only; an unpaid online order can be paid later. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { paymentProvider: 'sandbox' } });
});
afterAll(async () => t?.close());

const summary = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/server/orders/${id}/summary`, headers });
const tokenOf = (id: number) => orderTokens.get(id) ?? '';
const body = (orderId: number, orderToken?: string) => ({
  orderId,
  language: 'ua',
  resultUrl: resultUrlOf(t),
  orderToken,
});
const decide = (fields: Record<string, string>, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/server/payments/sandbox/checkout/decision',
    ...form({ ...fields, decision }),
  });

describe('order access token', () => {
  it('is answered at placement and stored only as its sha256', async () => {
    const orderId = await placeOrder(t);
    const token = tokenOf(orderId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.accessTokenHash).toBe(hashOrderToken(token));
  });

  it('prepare-payment needs the token or the owner: 404 order_not_found otherwise', async () => {
    const orderId = await placeOrder(t);
    for (const orderToken of [undefined, 'wrong', tokenOf(await placeOrder(t))]) {
      const res = await prepare(t, body(orderId, orderToken));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'order_not_found', statusCode: 404 });
    }
    expect((await prepare(t, body(orderId, tokenOf(orderId)))).statusCode).toBe(200);

    const owner = await createTestUser(t.app);
    const stranger = await createTestUser(t.app);
    const mine = await placeOrder(t, { headers: owner.authHeader });
    expect((await prepare(t, body(mine), stranger.authHeader)).statusCode).toBe(404);
    expect((await prepare(t, body(mine), owner.authHeader)).statusCode).toBe(200);
  });
});

describe('pay later', () => {
  it('opens a fresh payment of the same order each time, until one succeeds', async () => {
    const orderId = await placeOrder(t);
    const ordersBefore = (await t.db.select({ n: count() }).from(orders))[0]?.n;
    const first = await prepare(t, body(orderId, tokenOf(orderId)));
    expect((await decide(first.json().form, 'decline')).statusCode).toBe(303);
    expect(await orderPaymentStatus(t, orderId)).toBe('failed');
    const second = await prepare(t, body(orderId, tokenOf(orderId)));
    const third = await prepare(t, body(orderId, tokenOf(orderId)));
    for (const res of [second, third]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().orderId).toBe(orderId);
    }
    expect(new Set([first, second, third].map((r) => r.json().paymentId)).size).toBe(3);
    expect((await t.db.select({ n: count() }).from(orders))[0]?.n).toBe(ordersBefore);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(3);

    expect((await decide(third.json().form, 'approve')).statusCode).toBe(303);
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
    const again = await prepare(t, body(orderId, tokenOf(orderId)));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('order_already_paid');
  });
});

describe('GET /orders/:id/summary', () => {
  it('answers the token holder and the owner; 404 to anyone else', async () => {
    const orderId = await placeOrder(t, { price: 25_000, amount: 2 });
    expect((await summary(orderId)).statusCode).toBe(404);
    expect((await summary(orderId, { 'x-order-token': 'nope' })).json()).toEqual({
      message: 'order_not_found',
      statusCode: 404,
    });
    const res = await summary(orderId, { 'x-order-token': tokenOf(orderId) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: orderId,
      status: 'requested',
      paymentStatus: 'awaiting',
      paymentType: 'card',
      resultType: 'takeaway',
      total: 500,
      discount: 0,
      payable: true,
      testPayment: true,
    });

    const owner = await createTestUser(t.app);
    const mine = await placeOrder(t, { headers: owner.authHeader });
    expect((await summary(mine, owner.authHeader)).json()).toMatchObject({ id: mine, payable: true });
    expect((await summary(mine, (await createTestUser(t.app)).authHeader)).statusCode).toBe(404);
  });

  it('is not payable once paid, cancelled, or paid on delivery', async () => {
    const paid = await placeOrder(t);
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid));
    const cancelled = await placeOrder(t);
    await t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, cancelled));
    const invoice = await placeOrder(t, { paymentType: 'account' });
    for (const id of [paid, cancelled, invoice]) {
      expect((await summary(id, { 'x-order-token': tokenOf(id) })).json().payable).toBe(false);
    }
  });
});

describe('order-accepted mail', () => {
  const acceptedMail = async (orderId: number) => {
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.dedupeKey, `order-accepted:${orderId}`), eq(mailOutbox.recipient, contact.email)),
      );
    return mail;
  };

  it('of an unpaid online order carries the pay link with the token', async () => {
    const orderId = await placeOrder(t);
    const thankOrder = encodeURIComponent(
      JSON.stringify({ t: 'takeaway', id: orderId, k: tokenOf(orderId) }),
    );
    const link = `${t.config.webUrl}/cart?thank-order=${thankOrder}`;
    const mail = await acceptedMail(orderId);
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link.replaceAll('&', '&amp;'));
  });

  it('of an order paid by invoice has none', async () => {
    const orderId = await placeOrder(t, { paymentType: 'account' });
    const mail = await acceptedMail(orderId);
    expect(mail?.text).toBeTruthy();
    expect(mail?.text).not.toContain('thank-order');
  });
});

describe('with no provider', () => {
  it('nothing is payable', async () => {
    const none = await buildTestApp({ config: { paymentProvider: null } });
    try {
      const orderId = await placeOrder(none, { paymentType: 'account' });
      const res = await none.app.inject({
        method: 'GET',
        url: `/api/server/orders/${orderId}/summary`,
        headers: { 'x-order-token': tokenOf(orderId) },
      });
      expect(res.json()).toMatchObject({ payable: false, testPayment: false });
    } finally {
      await none.close();
    }
  });
});
