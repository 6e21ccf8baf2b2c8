import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orderStatusHistory, orders } from '../../db/schema';
import { insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deliveries, directoryRefs, orderBody, postOrder, stockOf, type Refs } from './orders-test-kit';

let t: TestApp;
let refs: Refs;
beforeAll(async () => {
  t = await buildTestApp();
  refs = await directoryRefs(t);
});
afterAll(async () => t?.close());

const orderRow = async (id: number) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
};

describe('POST /orders, one per delivery type', () => {
  const expected = {
    post: { paymentType: 'card', resultType: 'post' },
    postomat: { paymentType: 'cod', resultType: 'postomat' },
    'new-post-address': { paymentType: 'google-pay', resultType: 'new-post-address' },
    'ukr-post': { paymentType: 'account', resultType: 'ukr-post' },
    'new-intr': { paymentType: 'card', resultType: 'new-intr' },
    takeaway: { paymentType: 'apple-pay', resultType: 'takeaway' },
  } as const;

  for (const [type, { paymentType, resultType }] of Object.entries(expected)) {
    it(`places a ${type} order priced from the database`, async () => {
      const product = await insertProduct(t.db, { price: 50000, stock: 5 });
      const delivery = deliveries(refs)[type as keyof typeof expected];
      const res = await postOrder(
        t,
        orderBody([{ productId: product.id, amount: 2 }], { delivery, paymentType }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      const codFee = paymentType === 'cod' ? 20 + 20 : 0; // 20 UAH + 2 % of 1000 UAH
      expect(body).toEqual({
        id: expect.any(Number),
        deliveryType: type,
        paymentType,
        resultType,
        total: 1000,
        discount: 0,
        codFee,
        status: 'requested',
        paymentStatus: 'awaiting',
        orderToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      expect(await stockOf(t.db, product.id)).toBe(3);
      const row = await orderRow(body.id);
      expect(row).toMatchObject({ userId: null, goodsTotal: 100000, total: 100000, codFee: codFee * 100 });
      expect(row.phone).toBe('+380671234567');
      const history = await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, body.id));
      expect(history.map((h) => [h.status, h.actor])).toEqual([['requested', 'customer']]);
    });
  }

  it('keeps city and branch names of the directory on the order', async () => {
    const product = await insertProduct(t.db);
    const res = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 1 }], { delivery: deliveries(refs).post }),
    );
    expect(res.statusCode).toBe(201);
    const row = await orderRow(res.json().id);
    expect(row.delivery).toMatchObject({
      deliveryType: 'post',
      cityRef: refs.kyiv.ref,
      cityName: { ua: 'Київ', ru: 'Киев' },
      branch: { ref: refs.branch.ref, number: refs.branch.number, address: { ua: refs.branch.addressUa } },
    });
  });

  it('accepts the underscore and uppercase spellings (new_post_address, COD)', async () => {
    const product = await insertProduct(t.db);
    const delivery = { ...deliveries(refs)['new-post-address'], deliveryType: 'new_post_address' };
    const res = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 1 }], { delivery, paymentType: 'COD' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ deliveryType: 'new-post-address', paymentType: 'cod', codFee: 30 });
  });
});

describe('POST /orders pricing and stock', () => {
  it('uses discountPrice and ignores prices and totals sent by the client', async () => {
    const product = await insertProduct(t.db, { price: 50000, discountPrice: 42050 });
    const res = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 2, price: 1 } as never], { total: 1, goodsTotal: 1 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe(841);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, res.json().id));
    expect(lines).toMatchObject([{ productId: product.id, price: 42050, amount: 2, isPreorder: false }]);
  });

  it('computes the cash-on-delivery fee from the goods value (20 UAH + 2 %)', async () => {
    const a = await insertProduct(t.db, { price: 123456 });
    const b = await insertProduct(t.db, { price: 10000 });
    const res = await postOrder(
      t,
      orderBody(
        [
          { productId: a.id, amount: 1 },
          { productId: b.id, amount: 3 },
        ],
        { paymentType: 'cod', delivery: deliveries(refs).post },
      ),
    );
    expect(res.statusCode).toBe(201);
    // goods 1534.56 UAH; 2 % = 30.6912 → 30.69; + 20
    expect(res.json()).toMatchObject({ total: 1534.56, codFee: 50.69 });
  });

  it('orders a preorder product without stock and answers resultType preorder', async () => {
    const pre = await insertProduct(t.db, { stock: 0, labels: ['preorder'] });
    const normal = await insertProduct(t.db, { stock: 3 });
    const res = await postOrder(
      t,
      orderBody(
        [
          { productId: pre.id, amount: 4 },
          { productId: normal.id, amount: 1 },
        ],
        { delivery: deliveries(refs).post },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().resultType).toBe('preorder');
    expect(await stockOf(t.db, pre.id)).toBe(0);
    expect(await stockOf(t.db, normal.id)).toBe(2);
  });

  it('answers 409 out_of_stock naming the lines and leaves every stock untouched', async () => {
    const plenty = await insertProduct(t.db, { stock: 5 });
    const few = await insertProduct(t.db, { stock: 1 });
    const none = await insertProduct(t.db, { stock: 0 });
    const before = await t.db.select().from(orders);
    const res = await postOrder(
      t,
      orderBody([
        { productId: few.id, amount: 2 },
        { productId: plenty.id, amount: 5 },
        { productId: none.id, amount: 1 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'out_of_stock',
      statusCode: 409,
      errors: [
        { path: 'lines.0', message: 'out_of_stock' },
        { path: 'lines.2', message: 'out_of_stock' },
      ],
    });
    expect([
      await stockOf(t.db, plenty.id),
      await stockOf(t.db, few.id),
      await stockOf(t.db, none.id),
    ]).toEqual([5, 1, 0]);
    expect(await t.db.select().from(orders)).toHaveLength(before.length);
  });

  it('answers 404 product_not_found for a hidden or unknown product', async () => {
    const hidden = await insertProduct(t.db, { isHidden: true });
    const shown = await insertProduct(t.db, { stock: 2 });
    for (const productId of [hidden.id, 999_999]) {
      const res = await postOrder(
        t,
        orderBody([
          { productId: shown.id, amount: 1 },
          { productId, amount: 1 },
        ]),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'product_not_found', errors: [{ path: 'lines.1' }] });
    }
    expect(await stockOf(t.db, shown.id)).toBe(2);
  });
});
