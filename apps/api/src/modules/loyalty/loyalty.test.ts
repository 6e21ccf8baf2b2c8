import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, photoOrders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** An order row straight in the database; money in kopiyky. */
async function insertOrder(userId: number | null, goodsTotal: number, status = 'received') {
  await t.db.insert(orders).values({
    userId,
    status,
    deliveryType: 'post',
    paymentType: 'card',
    resultType: 'post',
    lastName: 'Коваль',
    firstName: 'Олена',
    email: 'buyer@example.com',
    phone: '+380671234567',
    delivery: {},
    goodsTotal,
    total: goodsTotal,
  });
}

const loyalty = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/server/user/info/loyalty', headers });

describe('GET /user/info/loyalty', () => {
  it('shows a new buyer as beginner with the way to the first tier', async () => {
    const { authHeader } = await createTestUser(t.app);
    const res = await loyalty(authHeader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      level: 'beginner',
      cashbackPercent: 0,
      cumulativePurchases: 0,
      nextLevel: 'wisher',
      toNextLevel: 1,
      bonusBalance: 0,
    });
  });

  it.each([
    // [received goods in kopiyky, level, cashback, next, to next in UAH]
    [[100], 'wisher', 5, 'artist', 2999],
    [[150_050, 149_900], 'wisher', 5, 'artist', 0.5],
    [[299_999, 1], 'artist', 10, 'master-of-art', 4000],
    [[699_999], 'artist', 10, 'master-of-art', 0.01],
    [[500_000, 200_000], 'master-of-art', 15, null, 0],
    [[5_000_000], 'master-of-art', 15, null, 0],
  ] as const)(
    'counts received goods %j as %s',
    async (totals, level, cashbackPercent, nextLevel, toNextLevel) => {
      const { user, authHeader } = await createTestUser(t.app);
      for (const total of totals) await insertOrder(user.id, total);
      const sum = totals.reduce((a, b) => a + b, 0) / 100;
      expect((await loyalty(authHeader)).json()).toEqual({
        level,
        cashbackPercent,
        cumulativePurchases: sum,
        nextLevel,
        toNextLevel,
        bonusBalance: 0,
      });
    },
  );

  it('counts only received orders of this buyer, and shows the bonus balance in UAH', async () => {
    const { user, authHeader } = await createTestUser(t.app, { bonusBalance: 12_345 });
    const other = await createTestUser(t.app);
    await insertOrder(user.id, 200_000);
    for (const status of ['requested', 'processed', 'lading-bill-created', 'sent', 'delivered', 'canceled']) {
      await insertOrder(user.id, 900_000, status);
    }
    await insertOrder(other.user.id, 900_000);
    await insertOrder(null, 900_000);
    expect((await loyalty(authHeader)).json()).toEqual({
      level: 'wisher',
      cashbackPercent: 5,
      cumulativePurchases: 2000,
      nextLevel: 'artist',
      toNextLevel: 1000,
      bonusBalance: 123.45,
    });
  });

  it('counts received photo orders (what was paid, after the discount) as shop orders count (issue #48)', async () => {
    const { user, authHeader } = await createTestUser(t.app);
    const photo = (total: number, status: string, paymentStatus = 'paid') =>
      t.db.insert(photoOrders).values({
        userId: user.id,
        status,
        paymentStatus,
        paymentType: 'card',
        clientData: {},
        delivery: {},
        total,
        discount: 5_000,
      });
    await photo(151_800, 'received');
    await photo(900_000, 'sent');
    await photo(900_000, 'received', 'refunded');
    await insertOrder(user.id, 100_000);
    // 1 518 ₴ of a photo order + 1 000 ₴ of a kit: past the first tier, the photo order's discount not counted.
    expect((await loyalty(authHeader)).json()).toMatchObject({ level: 'wisher', cumulativePurchases: 2518 });
    const staff = await createTestUser(t.app, { role: 'manager' });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers?q=${encodeURIComponent(user.mail)}`,
      headers: staff.authHeader,
    });
    expect(listed.json().items[0]).toMatchObject({ cumulativePurchases: 2518, level: 'wisher' });
  });

  it('answers 401 unauthorized without or with a bad token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { cookie: 'access_token=nope' },
    ];
    for (const headers of attempts) {
      const res = await loyalty(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'unauthorized', statusCode: 401 });
    }
  });
});
