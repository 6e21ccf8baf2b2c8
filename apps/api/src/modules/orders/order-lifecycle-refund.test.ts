import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { postCallback, prepare, resign, resultUrlOf } from '../payments/payments-test-kit';
import {
  balanceOf,
  ledgerOf,
  orderRow,
  pathToReceived,
  placeTestOrder,
  staffHeaders,
  walk,
} from './lifecycle-test-kit';

// Refunds through the sandbox provider's signed callbacks: the bonus ledger undoes the order.
let t: TestApp;
let staff: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffHeaders(t);
});
afterAll(async () => t?.close());

const loyalty = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/server/user/info/loyalty', headers })).json();

describe('a refund takes the cashback back', () => {
  it('reverses it once, lets the balance go below zero, and drops the order from the tier', async () => {
    const buyer = await createTestUser(t.app);
    const first = await placeTestOrder(t, { product: { price: 50_000 }, headers: buyer.authHeader });
    await walk(t, first.id, pathToReceived, staff.headers);

    // Paid online through the sandbox, then received: 5 % cashback as a wisher.
    const paid = await placeTestOrder(t, { product: { price: 100_000 }, headers: buyer.authHeader });
    const prepared = await prepare(
      t,
      { orderId: paid.id, language: 'ua', resultUrl: resultUrlOf(t) },
      buyer.authHeader,
    );
    expect(prepared.statusCode).toBe(200);
    const data = prepared.json().form.data as string;
    const success = await postCallback(
      t,
      resign(t, data, { status: 'success', end_date: Date.now() - 1000 }),
    );
    expect(success.statusCode).toBe(200);
    await walk(t, paid.id, pathToReceived, staff.headers);
    expect(await balanceOf(t, buyer.user.id)).toBe(5_000);
    expect(await loyalty(buyer.authHeader)).toMatchObject({ cumulativePurchases: 1500, bonusBalance: 50 });

    // The buyer spends the cashback before the refund comes.
    await placeTestOrder(t, {
      product: { price: 100_000 },
      headers: buyer.authHeader,
      body: { bonusToSpend: 50 },
    });
    expect(await balanceOf(t, buyer.user.id)).toBe(0);

    const reversed = resign(t, data, { status: 'reversed', end_date: Date.now() });
    for (let i = 0; i < 3; i++) expect((await postCallback(t, reversed)).statusCode).toBe(200);
    expect((await orderRow(t, paid.id)).paymentStatus).toBe('refunded');
    const entries = (await ledgerOf(t, buyer.user.id)).filter((e) => e.orderId === paid.id);
    expect(entries).toEqual([
      { orderId: paid.id, kind: 'cashback', amount: 5_000 },
      { orderId: paid.id, kind: 'cashback-reversed', amount: -5_000 },
    ]);
    expect(await balanceOf(t, buyer.user.id)).toBe(-5_000);
    // The refunded order no longer counts; the debt is shown as an empty balance.
    expect(await loyalty(buyer.authHeader)).toMatchObject({
      cumulativePurchases: 500,
      level: 'wisher',
      bonusBalance: 0,
    });
  });

  it('gives back the bonus a refunded order spent, once, even after a cancel', async () => {
    const buyer = await createTestUser(t.app, { bonusBalance: 20_000 });
    const order = await placeTestOrder(t, {
      product: { price: 100_000 },
      headers: buyer.authHeader,
      body: { bonusToSpend: 150 },
    });
    expect(await balanceOf(t, buyer.user.id)).toBe(5_000);
    const prepared = await prepare(
      t,
      { orderId: order.id, language: 'ua', resultUrl: resultUrlOf(t) },
      buyer.authHeader,
    );
    const data = prepared.json().form.data as string;
    await postCallback(t, resign(t, data, { status: 'success', end_date: Date.now() - 2000 }));
    // Canceled by staff (bonus back), then the money refunded: the bonus comes back only once.
    await walk(t, order.id, ['canceled'], staff.headers);
    for (let i = 0; i < 2; i++)
      await postCallback(t, resign(t, data, { status: 'reversed', end_date: Date.now() }));
    expect((await orderRow(t, order.id)).paymentStatus).toBe('refunded');
    expect(await balanceOf(t, buyer.user.id)).toBe(20_000);
    expect((await ledgerOf(t, buyer.user.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['spent', -15_000],
      ['spent-returned', 15_000],
    ]);
  });

  it('returns the spent bonus of a refund that needs no cancel', async () => {
    const buyer = await createTestUser(t.app, { bonusBalance: 10_000 });
    const order = await placeTestOrder(t, {
      product: { price: 100_000 },
      headers: buyer.authHeader,
      body: { bonusToSpend: 100 },
    });
    const prepared = await prepare(
      t,
      { orderId: order.id, language: 'ua', resultUrl: resultUrlOf(t) },
      buyer.authHeader,
    );
    const data = prepared.json().form.data as string;
    await postCallback(t, resign(t, data, { status: 'success', end_date: Date.now() - 2000 }));
    await postCallback(t, resign(t, data, { status: 'reversed', end_date: Date.now() }));
    expect(await balanceOf(t, buyer.user.id)).toBe(10_000);
  });

  it('reverses nothing for an order that earned no cashback', async () => {
    const buyer = await createTestUser(t.app, { bonusBalance: 1_000 });
    const order = await placeTestOrder(t, { product: { price: 100_000 }, headers: buyer.authHeader });
    const prepared = await prepare(
      t,
      { orderId: order.id, language: 'ua', resultUrl: resultUrlOf(t) },
      buyer.authHeader,
    );
    const data = prepared.json().form.data as string;
    await postCallback(t, resign(t, data, { status: 'success', end_date: Date.now() - 1000 }));
    await postCallback(t, resign(t, data, { status: 'reversed', end_date: Date.now() }));
    expect((await orderRow(t, order.id)).paymentStatus).toBe('refunded');
    // Received after the refund: it bought nothing, so it earns nothing.
    await walk(t, order.id, pathToReceived, staff.headers);
    expect(await ledgerOf(t, buyer.user.id)).toEqual([]);
    expect(await balanceOf(t, buyer.user.id)).toBe(1_000);
  });
});
