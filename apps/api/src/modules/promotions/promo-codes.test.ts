import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { checkCode, promotionStaff, quote, uniqueCode } from './promotions-test-kit';

/** POST /promo-codes/check and /promotions/quote: the contract's answers and refusals. */

let t: TestApp;
let staff: Awaited<ReturnType<typeof promotionStaff>>;
let kit: { id: number }; // 500 ₴
let brush: { id: number }; // 100 ₴, another category
beforeAll(async () => {
  t = await buildTestApp();
  staff = await promotionStaff(t);
  kit = await insertProduct(t.db, {
    price: 50_000,
    categoryPath: ['picture-by-numbers', 'landscapes', 'sea'],
  });
  brush = await insertProduct(t.db, { price: 10_000, categoryPath: ['accessories'] });
});
afterAll(async () => t?.close());

const hour = 3600_000;

describe('POST /api/server/promo-codes/check', () => {
  it('answers the discount, subtotal and total in UAH, whatever case the code is typed in', async () => {
    const promo = await staff.create({ code: 'Zyma10', value: 10 });
    const res = await checkCode(t, { code: 'zYMA10', lines: [{ productId: kit.id, amount: 3 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'Zyma10', discount: 150, subtotal: 1500, total: 1350 });
    expect(res.json().promotions).toEqual([
      { name: { ua: 'Тестова акція', ru: 'Тестова акція' }, code: 'Zyma10', discount: 150 },
    ]);
    expect(promo.code).toBe('Zyma10');
  });

  it('refuses an unknown, paused, not yet started, ended and used-up code with its 422', async () => {
    const lines = [{ productId: kit.id, amount: 1 }];
    const now = Date.now();
    const paused = await staff.create({ active: false });
    const later = await staff.create({ startsAt: new Date(now + hour).toISOString() });
    const over = await staff.create({
      endsAt: new Date(now - hour).toISOString(),
      startsAt: new Date(now - 2 * hour).toISOString(),
    });
    const cases: [string, string][] = [
      [uniqueCode('NEMA'), 'promo_code_not_found'],
      [paused.code!, 'promo_code_expired'],
      [later.code!, 'promo_code_expired'],
      [over.code!, 'promo_code_expired'],
    ];
    for (const [code, message] of cases) {
      const res = await checkCode(t, { code, lines });
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toMatchObject({ message, statusCode: 422 });
    }
  });

  it('refuses a code for other goods or below its minimum; the quote says how much is missing', async () => {
    const forSea = await staff.create({ categoryIds: [await categoryOf(kit.id)], minSubtotal: 1000 });
    const brushOnly = [{ productId: brush.id, amount: 2 }];
    expect((await checkCode(t, { code: forSea.code, lines: brushOnly })).json().message).toBe(
      'promo_code_not_applicable',
    );
    const oneKit = [{ productId: kit.id, amount: 1 }, ...brushOnly];
    const below = await checkCode(t, { code: forSea.code, lines: oneKit });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe('promo_code_not_applicable');
    // The brushes do not count toward a minimum of the sea pictures: 1000 − 500 = 500 ₴ to go.
    const quoted = await quote(t, { code: forSea.code, lines: oneKit });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({
      subtotal: 700,
      discount: 0,
      total: 700,
      codeRefusal: { message: 'promo_code_not_applicable', missing: 500, missingItems: null },
    });
  });

  it("prices a photo order's pictures from the requirements’ table and leaves category codes out", async () => {
    const anything = await staff.create({ discountType: 'fixed', value: 100 });
    const photoLines = [{ complectation: 'classic', size: '40x50', speed: 'standart', amount: 2 }];
    const res = await checkCode(t, { code: anything.code, photoLines });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().discount).toBe(100);
    expect(res.json().total).toBe(res.json().subtotal - 100);
    const forKits = await staff.create({ productIds: [kit.id] });
    expect((await checkCode(t, { code: forKits.code, photoLines })).json().message).toBe(
      'promo_code_not_applicable',
    );
  });

  it("answers 400 in the spec's shape for a huge code, odd Unicode, or no lines", async () => {
    const lines = [{ productId: kit.id, amount: 1 }];
    for (const code of ['A'.repeat(5000), 'ZYMA\u0000', 'ZY\u202eMA', 'ZY MA', 'ZYMA\ud800', '', '💸💸']) {
      const res = await checkCode(t, { code, lines });
      expect(res.statusCode, JSON.stringify(code).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'invalid_data', statusCode: 400 });
    }
    expect((await checkCode(t, { code: 'ZYMA' })).statusCode).toBe(400);
    expect(
      (
        await checkCode(t, {
          code: 'ZYMA',
          lines,
          photoLines: [{ complectation: 'classic', size: '40x50', speed: 'standart' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await checkCode(t, '{"code":', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });
});

describe('POST /api/server/promotions/quote', () => {
  it('shows the best automatic promotion, and the nearest one not reached yet', async () => {
    const auto = await staff.create({
      code: null,
      name: 'Осінній розпродаж',
      nameRu: 'Осенняя распродажа',
      value: 5,
      minSubtotal: 1500,
    });
    const two = await quote(t, { lines: [{ productId: kit.id, amount: 2 }] });
    expect(two.json()).toMatchObject({
      discount: 0,
      nextPromotion: {
        name: { ua: 'Осінній розпродаж', ru: 'Осенняя распродажа' },
        discountType: 'percent',
        value: 5,
        missing: 500,
      },
    });
    const three = await quote(t, { lines: [{ productId: kit.id, amount: 3 }] });
    expect(three.json()).toMatchObject({ subtotal: 1500, discount: 75, total: 1425, nextPromotion: null });
    expect(three.json().promotions).toEqual([
      { name: { ua: 'Осінній розпродаж', ru: 'Осенняя распродажа' }, code: null, discount: 75 },
    ]);
    await staff.call('PUT', `/promotions/${auto.id}`, {
      name: 'Осінній розпродаж',
      code: null,
      discountType: 'percent',
      value: 5,
      minSubtotal: 1500,
      active: false,
    });
    expect((await quote(t, { lines: [{ productId: kit.id, amount: 3 }] })).json().discount).toBe(0);
  });
});

async function categoryOf(productId: number): Promise<number> {
  const { products } = await import('../../db/schema');
  const { eq } = await import('drizzle-orm');
  const [row] = await t.db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, productId));
  // The parent of the product's own category: a promotion of it covers the subcategory.
  const { categories } = await import('../../db/schema');
  const [category] = await t.db.select().from(categories).where(eq(categories.id, row!.categoryId));
  return category!.parentId ?? category!.id;
}
