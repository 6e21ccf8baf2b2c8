import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusTransactions, products } from '../../db/schema';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  balanceOf,
  ledgerOf,
  orderRow,
  pathToReceived,
  placeTestOrder,
  setStatus,
  staffHeaders,
  walk,
} from './lifecycle-test-kit';
import { orderBody, postOrder, stockOf } from './orders-test-kit';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffHeaders(t);
});
afterAll(async () => t?.close());

const loyalty = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/server/user/info/loyalty', headers })).json();

describe('cancel gives back stock and spent bonus, once', () => {
  it('restores every line and the bonus, and a second cancel changes nothing', async () => {
    const buyer = await createTestUser(t.app, { bonusBalance: 50_000 });
    const a = await insertProduct(t.db, { price: 100_000, stock: 5 });
    const b = await insertProduct(t.db, { price: 20_000, stock: 1 });
    const res = await postOrder(
      t,
      orderBody(
        [
          { productId: b.id, amount: 1 },
          { productId: a.id, amount: 2 },
        ],
        { bonusToSpend: 300 },
      ),
      buyer.authHeader,
    );
    expect(res.statusCode).toBe(201);
    const orderId = res.json().id as number;
    expect(await stockOf(t.db, a.id)).toBe(3);
    expect(await stockOf(t.db, b.id)).toBe(0);
    expect(await balanceOf(t, buyer.user.id)).toBe(20_000);
    // Placing the order wrote why the balance went down.
    expect(await ledgerOf(t, buyer.user.id)).toEqual([{ orderId, kind: 'spent', amount: -30_000 }]);

    await walk(t, orderId, ['processed'], staff.headers);
    const cancel = await setStatus(t, orderId, { status: 'canceled' }, staff.headers);
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(t.db, a.id)).toBe(5);
    expect(await stockOf(t.db, b.id)).toBe(1);
    expect(await balanceOf(t, buyer.user.id)).toBe(50_000);
    const ledger = [
      { orderId, kind: 'spent', amount: -30_000 },
      { orderId, kind: 'spent-returned', amount: 30_000 },
    ];
    expect(await ledgerOf(t, buyer.user.id)).toEqual(ledger);
    const [entry] = await t.db
      .select()
      .from(bonusTransactions)
      .where(and(eq(bonusTransactions.orderId, orderId), eq(bonusTransactions.kind, 'spent-returned')));
    expect(entry?.actor).toBe(`staff:${staff.user.id}`);

    // A retried cancel is a no-op; moving out of canceled is refused. Neither gives back twice.
    expect((await setStatus(t, orderId, { status: 'canceled' }, staff.headers)).statusCode).toBe(200);
    expect((await setStatus(t, orderId, { status: 'processed' }, staff.headers)).statusCode).toBe(409);
    expect(await stockOf(t.db, a.id)).toBe(5);
    expect(await stockOf(t.db, b.id)).toBe(1);
    expect(await balanceOf(t, buyer.user.id)).toBe(50_000);
    expect(await ledgerOf(t, buyer.user.id)).toEqual(ledger);
  });

  it('gives back nothing for a preorder line, which took no stock', async () => {
    const product = await insertProduct(t.db, { stock: 0, labels: ['preorder'] });
    const order = await placeTestOrder(t, { productId: product.id, amount: 3 });
    await walk(t, order.id, ['canceled'], staff.headers);
    expect(await stockOf(t.db, product.id)).toBe(0);
  });

  it('cancels an order whose product was deleted since', async () => {
    const kept = await insertProduct(t.db, { stock: 4 });
    const gone = await insertProduct(t.db, { stock: 4 });
    const res = await postOrder(
      t,
      orderBody([
        { productId: kept.id, amount: 1 },
        { productId: gone.id, amount: 1 },
      ]),
    );
    const orderId = res.json().id as number;
    await t.db.delete(products).where(eq(products.id, gone.id));
    expect((await setStatus(t, orderId, { status: 'canceled' }, staff.headers)).statusCode).toBe(200);
    expect(await stockOf(t.db, kept.id)).toBe(4);
  });
});

describe('cashback when an order is received', () => {
  it('credits the tier held at placement, on the goods paid with money, rounded down', async () => {
    const buyer = await createTestUser(t.app);
    const big = await insertProduct(t.db, { price: 300_000, stock: 10 });

    // 3000 UAH received as a beginner: no cashback, but the buyer becomes an artist (10 %).
    const first = await placeTestOrder(t, { productId: big.id, headers: buyer.authHeader });
    expect((await orderRow(t, first.id)).cashbackPercent).toBe(0);
    await walk(t, first.id, pathToReceived, staff.headers);
    expect(await ledgerOf(t, buyer.user.id)).toEqual([]);
    expect(await loyalty(buyer.authHeader)).toMatchObject({ level: 'artist', cashbackPercent: 10 });

    // Placed as an artist, received after the buyer became a master (15 %).
    const second = await placeTestOrder(t, { product: { price: 123_457 }, headers: buyer.authHeader });
    expect((await orderRow(t, second.id)).cashbackPercent).toBe(10);
    const third = await placeTestOrder(t, { product: { price: 400_000 }, headers: buyer.authHeader });
    await walk(t, third.id, pathToReceived, staff.headers);
    expect(await loyalty(buyer.authHeader)).toMatchObject({ level: 'master-of-art', cashbackPercent: 15 });
    await walk(t, second.id, pathToReceived, staff.headers);
    // 10 % of 1234.57 UAH is 123.457 UAH: 12 345 kopiyky, not 15 % (18 518).
    expect(await ledgerOf(t, buyer.user.id)).toEqual([
      { orderId: third.id, kind: 'cashback', amount: 40_000 },
      { orderId: second.id, kind: 'cashback', amount: 12_345 },
    ]);
    expect(await balanceOf(t, buyer.user.id)).toBe(52_345);

    // Bonus spent on an order earns no cashback: 15 % of (2000.01 − 500) UAH = 225.0015 → 225 UAH.
    const fourth = await placeTestOrder(t, {
      product: { price: 200_001 },
      headers: buyer.authHeader,
      body: { bonusToSpend: 500 },
    });
    expect(await orderRow(t, fourth.id)).toMatchObject({ cashbackPercent: 15, bonusSpent: 50_000 });
    await walk(t, fourth.id, pathToReceived, staff.headers);
    const ledger = await ledgerOf(t, buyer.user.id);
    expect(ledger.slice(2)).toEqual([
      { orderId: fourth.id, kind: 'spent', amount: -50_000 },
      { orderId: fourth.id, kind: 'cashback', amount: 22_500 },
    ]);
    // The ledger explains the balance to the kopiyka.
    const balance = await balanceOf(t, buyer.user.id);
    expect(balance).toBe(52_345 - 50_000 + 22_500);
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(balance);
    expect((await loyalty(buyer.authHeader)).bonusBalance).toBe(248.45);

    // A promotion's discount earns no cashback either (issue #43): 15 % of (1000 − 20 %) UAH = 120 UAH.
    const promo = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: staff.headers,
      payload: { name: 'Мінус 20 %', code: 'MINUS20CB', discountType: 'percent', value: 20, active: true },
    });
    expect(promo.statusCode, promo.body).toBe(201);
    const fifth = await placeTestOrder(t, {
      product: { price: 100_000 },
      headers: buyer.authHeader,
      body: { promoCode: 'minus20cb' },
    });
    expect(await orderRow(t, fifth.id)).toMatchObject({
      goodsTotal: 100_000,
      discount: 20_000,
      total: 80_000,
    });
    await walk(t, fifth.id, pathToReceived, staff.headers);
    expect((await ledgerOf(t, buyer.user.id)).at(-1)).toEqual({
      orderId: fifth.id,
      kind: 'cashback',
      amount: 12_000,
    });
  });

  it('earns nothing for a guest', async () => {
    const order = await placeTestOrder(t, { product: { price: 900_000 } });
    await walk(t, order.id, pathToReceived, staff.headers);
    const rows = await t.db.select().from(bonusTransactions).where(eq(bonusTransactions.orderId, order.id));
    expect(rows).toEqual([]);
  });
});
