import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { balanceOf, ledgerOf, pathToReceived, walk } from '../orders/lifecycle-test-kit';
import { postCallback, resign } from '../payments/payments-test-kit';
import { orderRow, paidOrder, refund } from './refunds-test-kit';

/**
 * Issue #44: what a refund does to the buyer's bonus (the cashback goes back in proportion), to
 * a provider's later "reversed" after only a part, and to the cabinet.
 */
let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await createTestUser(t.app, { role: 'manager' })).authHeader;
});
afterAll(async () => t?.close());

/** A buyer's paid order placed at 10 % cashback. */
async function buyersPaidOrder(price: number) {
  const buyer = await createTestUser(t.app);
  const paid = await paidOrder(t, { price, headers: buyer.authHeader });
  await t.db.update(orders).set({ cashbackPercent: 10 }).where(eq(orders.id, paid.orderId));
  return { buyer, ...paid };
}

describe('refunds and the cashback', () => {
  it('takes back the cashback in proportion, and the rest with the refund that completes it', async () => {
    const { buyer, orderId } = await buyersPaidOrder(90_000);
    await walk(t, orderId, pathToReceived, staff);
    expect(await balanceOf(t, buyer.user.id)).toBe(9_000);

    expect((await refund(t, staff, orderId, { amount: 300, reason: 'Частина' })).statusCode).toBe(201);
    // 9 000 × 300 / 900 = 3 000 kopiyky of cashback go with a third of the money.
    expect(await balanceOf(t, buyer.user.id)).toBe(6_000);
    expect((await refund(t, staff, orderId, { amount: 600, reason: 'Решта' })).statusCode).toBe(201);
    expect(await balanceOf(t, buyer.user.id)).toBe(0);
    const ledger = (await ledgerOf(t, buyer.user.id)).filter((e) => e.orderId === orderId);
    expect(ledger).toEqual([
      { orderId, kind: 'cashback', amount: 9_000 },
      { orderId, kind: 'cashback-refunded', amount: -3_000 },
      { orderId, kind: 'cashback-refunded', amount: -6_000 },
    ]);
  });

  it('credits cashback only on what was not given back before the order was received', async () => {
    const { buyer, orderId } = await buyersPaidOrder(100_000);
    expect((await refund(t, staff, orderId, { amount: 250, reason: 'Знижка за затримку' })).statusCode).toBe(
      201,
    );
    await walk(t, orderId, pathToReceived, staff);
    expect(await balanceOf(t, buyer.user.id)).toBe(7_500);
  });
});

describe("a provider's reversal after a partial refund", () => {
  it('leaves the payment paid; the whole reversal after all is back changes nothing more', async () => {
    const { orderId, data } = await paidOrder(t, { price: 50_000 });
    expect((await refund(t, staff, orderId, { amount: 100, reason: 'Частина' })).statusCode).toBe(201);
    const reversed = resign(t, data, { status: 'reversed', payment_id: 4242, end_date: Date.now() + 1000 });
    expect((await postCallback(t, reversed)).statusCode).toBe(200);
    expect((await orderRow(t, orderId)).paymentStatus).toBe('paid');
    const rest = await refund(t, staff, orderId, { amount: 400, reason: 'Решта' });
    expect(rest.json()).toMatchObject({ refundable: 0, refund: { status: 'done' } });
    expect((await orderRow(t, orderId)).paymentStatus).toBe('refunded');
    expect((await postCallback(t, reversed)).statusCode).toBe(200);
    expect((await orderRow(t, orderId)).paymentStatus).toBe('refunded');
  });
});

describe('the cabinet', () => {
  it("shows the buyer their order's refunds, not a refused one, and no staff details", async () => {
    const { buyer, orderId } = await buyersPaidOrder(20_000);
    expect((await refund(t, staff, orderId, { amount: 50, reason: 'Пошкоджено' })).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: '/api/server/orders', headers: buyer.authHeader });
    expect(res.statusCode).toBe(200);
    const order = (res.json() as { id: number; refunds: object[]; fiscalReceipts: object[] }[]).find(
      (o) => o.id === orderId,
    );
    expect(order?.refunds).toEqual([
      {
        id: expect.any(String),
        amount: 50,
        reason: 'Пошкоджено',
        status: 'done',
        createdAt: expect.any(String),
        doneAt: expect.any(String),
      },
    ]);
    // No register configured in this app: no receipts.
    expect(order?.fiscalReceipts).toEqual([]);
  });
});
