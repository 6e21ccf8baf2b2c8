import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, promotionUses, promotions } from '../../db/schema';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { contact, orderBody, postOrder, stockOf } from '../orders/orders-test-kit';
import { promotionStaff, uniqueCode } from './promotions-test-kit';

/** Orders with promotions (issue #43): limits under a rush, retries, categories, cancels, figures. */

let t: TestApp;
let staff: Awaited<ReturnType<typeof promotionStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await promotionStaff(t);
});
afterAll(async () => t?.close());

const usesCount = async (id: number) =>
  (await t.db.select({ n: promotions.usesCount }).from(promotions).where(eq(promotions.id, id)))[0]!.n;

describe('POST /orders with a promoCode', () => {
  it('gives a code limited to 5 uses to exactly 5 of 20 parallel checkouts', async () => {
    const product = await insertProduct(t.db, { price: 40_000, stock: 100 });
    const promo = await staff.create({ value: 20, usageLimit: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postOrder(
          t,
          orderBody([{ productId: product.id, amount: 1 }], {
            promoCode: promo.code!.toLowerCase(),
            contact: { ...contact, email: `buyer${i}@example.com` },
          }),
        ),
      ),
    );
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(5);
    for (const r of placed) expect(r.json()).toMatchObject({ discount: 80, total: 320 });
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.json().message)).toEqual(
      Array.from({ length: 15 }, () => 'promo_code_used_up'),
    );
    expect(await usesCount(promo.id)).toBe(5);
    expect(
      await t.db.select().from(promotionUses).where(eq(promotionUses.promotionId, promo.id)),
    ).toHaveLength(5);
    // A refused order took nothing: 5 pictures left the shelf, not 20.
    expect(await stockOf(t.db, product.id)).toBe(95);
  });

  it('takes no second use for a retried checkout (Idempotency-Key)', async () => {
    const product = await insertProduct(t.db, { price: 30_000 });
    const promo = await staff.create({ discountType: 'fixed', value: 50 });
    const body = orderBody([{ productId: product.id, amount: 2 }], { promoCode: promo.code });
    const headers = { 'idempotency-key': `promo-retry-${promo.id}` };
    const first = await postOrder(t, body, headers);
    const retry = await postOrder(t, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ discount: 50, total: 550 });
    expect(
      await t.db.select().from(promotionUses).where(eq(promotionUses.promotionId, promo.id)),
    ).toHaveLength(1);
  });

  it('discounts only the lines of a category code (its subcategories too) on a mixed cart', async () => {
    const sea = await insertProduct(t.db, {
      price: 60_000,
      categoryPath: ['picture-by-numbers', 'landscapes', 'sea'],
    });
    const cat = await insertProduct(t.db, { price: 45_000, categoryPath: ['picture-by-numbers', 'animals'] });
    const landscapes = await parentCategoryOf(sea.categoryId);
    const promo = await staff.create({ value: 25, categoryIds: [landscapes] });
    const res = await postOrder(
      t,
      orderBody(
        [
          { productId: sea.id, amount: 1 },
          { productId: cat.id, amount: 2 },
        ],
        { promoCode: promo.code },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    // 25 % of the sea picture's 600 ₴ only; the cats stay at 900 ₴.
    expect(res.json()).toMatchObject({ discount: 150, total: 1350 });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, res.json().id));
    expect(lines.map((l) => [l.productId, l.discount]).sort()).toEqual(
      [
        [cat.id, 0],
        [sea.id, 15_000],
      ].sort(),
    );
  });

  it('refuses the whole order for a refused code and creates nothing', async () => {
    const product = await insertProduct(t.db, { price: 10_000, stock: 3 });
    const promo = await staff.create({ minSubtotal: 500 });
    const before = (await t.db.select().from(orders)).length;
    const below = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 1 }], { promoCode: promo.code }),
    );
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ message: 'promo_code_not_applicable', statusCode: 422 });
    const unknown = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 1 }], { promoCode: uniqueCode('NI') }),
    );
    expect(unknown.json().message).toBe('promo_code_not_found');
    const huge = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 1 }], { promoCode: 'X'.repeat(5000) }),
    );
    expect(huge.statusCode).toBe(400);
    expect((await t.db.select().from(orders)).length).toBe(before);
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  it('holds a per-customer limit by mail in any case and by account', async () => {
    const product = await insertProduct(t.db, { price: 20_000 });
    const promo = await staff.create({ perCustomerLimit: 1 });
    const lines = [{ productId: product.id, amount: 1 }];
    const as = (email: string) => orderBody(lines, { promoCode: promo.code, contact: { ...contact, email } });
    expect((await postOrder(t, as('Marta@Example.com'))).statusCode).toBe(201);
    const again = await postOrder(t, as('marta@example.COM'));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('promo_code_used_up');
    const buyer = await createTestUser(t.app);
    expect((await postOrder(t, as('first@example.com'), buyer.authHeader)).statusCode).toBe(201);
    // Another mail typed in the form, the same account: still the same customer.
    expect((await postOrder(t, as('second@example.com'), buyer.authHeader)).json().message).toBe(
      'promo_code_used_up',
    );
    expect((await postOrder(t, as('someone@example.com'))).statusCode).toBe(201);
  });

  it('gives one use to one buyer placing 10 orders at once (the per-customer lock, no usage limit)', async () => {
    const product = await insertProduct(t.db, { price: 20_000, stock: 50 });
    const promo = await staff.create({ perCustomerLimit: 1 });
    const body = orderBody([{ productId: product.id, amount: 1 }], {
      promoCode: promo.code,
      contact: { ...contact, email: 'rush@example.com' },
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => postOrder(t, body)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(9);
    expect(await stockOf(t.db, product.id)).toBe(49);
  });

  it('gives the use back when an unpaid order is cancelled, and shows the code to staff', async () => {
    const product = await insertProduct(t.db, { price: 20_000 });
    const promo = await staff.create({ usageLimit: 1, value: 15 });
    const lines = [{ productId: product.id, amount: 1 }];
    const first = await postOrder(t, orderBody(lines, { promoCode: promo.code }));
    expect(first.statusCode).toBe(201);
    const staffView = (await staff.call('GET', `/orders/${first.json().id}`)).json();
    expect(staffView).toMatchObject({ promoCode: promo.code, discount: 30, goodsTotal: 200, total: 170 });
    expect(staffView.promotions).toEqual([
      { name: { ua: 'Тестова акція', ru: 'Тестова акція' }, code: promo.code, discount: 30 },
    ]);
    expect((await postOrder(t, orderBody(lines, { promoCode: promo.code }))).json().message).toBe(
      'promo_code_used_up',
    );
    const cancel = await staff.call('POST', `/orders/${first.json().id}/status`, { status: 'canceled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await usesCount(promo.id)).toBe(0);
    // A second cancel (a replay) gives nothing more back.
    await staff.call('POST', `/orders/${first.json().id}/status`, { status: 'canceled' });
    expect(await usesCount(promo.id)).toBe(0);
    expect((await postOrder(t, orderBody(lines, { promoCode: promo.code }))).statusCode).toBe(201);
    const figures = (await staff.call('GET', `/promotions/${promo.id}`)).json();
    expect(figures).toMatchObject({ uses: 1, discountGiven: 30, revenue: 170, state: 'used-up' });
  });

  it('stacks a code with the best automatic promotion, never below zero, every N-th item free', async () => {
    const cheap = await insertProduct(t.db, { price: 10_000 });
    const dear = await insertProduct(t.db, { price: 30_000 });
    const third = await staff.create({
      code: null,
      name: 'Третя в подарунок',
      discountType: 'nth_free',
      value: 3,
      productIds: [cheap.id, dear.id],
    });
    const big = await staff.create({ discountType: 'fixed', value: 100_000 });
    const res = await postOrder(
      t,
      orderBody(
        [
          { productId: dear.id, amount: 2 },
          { productId: cheap.id, amount: 1 },
        ],
        { promoCode: big.code },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    // 700 ₴ of goods; the fixed 100,000 ₴ takes all of it; the total stops at 0.
    expect(res.json()).toMatchObject({ discount: 700, total: 0 });
    const alone = await postOrder(
      t,
      orderBody([
        { productId: dear.id, amount: 2 },
        { productId: cheap.id, amount: 1 },
      ]),
    );
    // Without the code, the cheapest of the three (100 ₴) is free.
    expect(alone.json()).toMatchObject({ discount: 100, total: 600 });
    const mine = (await staff.call('GET', `/orders/${alone.json().id}`)).json();
    expect(mine.promotions).toEqual([
      { name: { ua: 'Третя в подарунок', ru: 'Третя в подарунок' }, code: null, discount: 100 },
    ]);
    await staff.call('PUT', `/promotions/${third.id}`, {
      name: 'Третя в подарунок',
      code: null,
      discountType: 'nth_free',
      value: 3,
      active: false,
    });
  });
});

async function parentCategoryOf(categoryId: number): Promise<number> {
  const { categories } = await import('../../db/schema');
  const [row] = await t.db.select().from(categories).where(eq(categories.id, categoryId));
  return row!.parentId!;
}
