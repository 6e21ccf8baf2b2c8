import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema';
import { csrfHeader } from '@kartyna/domain';
import { ACCESS_COOKIE } from '../../http/auth-guard';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deliveries, directoryRefs, orderBody, postOrder, stockOf, type Refs } from './orders-test-kit';

let t: TestApp;
let refs: Refs;
beforeAll(async () => {
  t = await buildTestApp();
  refs = await directoryRefs(t);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/server${url}`, headers });

describe('orders of a signed-in user', () => {
  it('links the order to the user and lists only their own orders, newest first', async () => {
    const alice = await createTestUser(t.app);
    const bob = await createTestUser(t.app);
    const product = await insertProduct(t.db, {
      price: 30000,
      images: ['/uploads/a.webp', '/uploads/b.webp'],
    });

    const first = await postOrder(t, orderBody([{ productId: product.id, amount: 1 }]), alice.authHeader);
    const second = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 2 }], { delivery: deliveries(refs).post }),
      alice.authHeader,
    );
    const bobs = await postOrder(t, orderBody([{ productId: product.id, amount: 1 }]), bob.authHeader);
    const guest = await postOrder(t, orderBody([{ productId: product.id, amount: 1 }]));
    for (const r of [first, second, bobs, guest]) expect(r.statusCode).toBe(201);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, first.json().id));
    expect(row?.userId).toBe(alice.user.id);

    const list = await get('/orders', alice.authHeader);
    expect(list.statusCode).toBe(200);
    const mine = list.json() as { id: number }[];
    expect(mine.map((o) => o.id)).toEqual([second.json().id, first.json().id]);
    expect(list.json()[0]).toMatchObject({
      id: second.json().id,
      deliveryType: 'post',
      paymentType: 'card',
      status: 'requested',
      paymentStatus: 'awaiting',
      resultType: 'post',
      contact: { lastName: 'Коваль', firstName: 'Олена', fatherName: null, phone: '+380671234567' },
      delivery: { deliveryType: 'post', branchRef: refs.branch.ref, cityName: { ua: 'Київ', ru: 'Киев' } },
      lines: [
        {
          productId: product.id,
          article: product.article,
          name: { ua: product.nameUa, ru: product.nameRu },
          image: '/uploads/a.webp',
          price: 300,
          amount: 2,
          total: 600,
        },
      ],
      goodsTotal: 600,
      bonusSpent: 0,
      total: 600,
      codFee: 0,
      waybillNumber: null,
      statusHistory: [{ status: 'requested', createdAt: expect.any(String) }],
      // An unpaid card order while the (sandbox) provider is configured: the cabinet offers "pay".
      payable: true,
    });

    const one = await get(`/orders/${first.json().id}`, alice.authHeader);
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe(first.json().id);
    // Another user's order and a guest order are as missing as an unknown id.
    for (const id of [bobs.json().id, guest.json().id, 999_999]) {
      const res = await get(`/orders/${id}`, alice.authHeader);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'order_not_found', statusCode: 404 });
    }
  });

  it('needs a signed-in user to read orders', async () => {
    expect((await get('/orders')).statusCode).toBe(401);
    expect((await get('/orders/1')).statusCode).toBe(401);
    expect((await get('/orders', { authorization: 'Bearer forged' })).statusCode).toBe(401);
    const user = await createTestUser(t.app);
    for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(30)]) {
      const res = await get(`/orders/${id}`, user.authHeader);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });

  it('needs the CSRF header when the order is placed with the session cookie', async () => {
    const user = await createTestUser(t.app);
    const product = await insertProduct(t.db);
    const cookie = `${ACCESS_COOKIE}=${user.accessToken}`;
    const body = orderBody([{ productId: product.id, amount: 1 }]);
    const without = await postOrder(t, body, { cookie });
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toBe('csrf_invalid');
    expect(await stockOf(t.db, product.id)).toBe(10);
    const withCsrf = await postOrder(t, body, { cookie, [csrfHeader]: user.csrfToken });
    expect(withCsrf.statusCode).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, withCsrf.json().id));
    expect(row?.userId).toBe(user.user.id);
  });
});

describe('bonus and cashback', () => {
  it('spends at most 30 % of the goods from the bonus balance', async () => {
    const user = await createTestUser(t.app);
    await t.db.update(users).set({ bonusBalance: 20000 }).where(eq(users.id, user.user.id));
    const product = await insertProduct(t.db, { price: 50000 });
    const res = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 1 }], { bonusToSpend: 1000 }),
      user.authHeader,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe(350);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row).toMatchObject({ goodsTotal: 50000, bonusSpent: 15000, total: 35000 });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(after?.bonusBalance).toBe(5000);

    // Never more than the balance: 50 UAH left, 100 asked.
    const next = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 1 }], { bonusToSpend: 100 }),
      user.authHeader,
    );
    expect(next.json().total).toBe(450);
    const [drained] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(drained?.bonusBalance).toBe(0);
  });

  it('ignores bonusToSpend of a guest', async () => {
    const product = await insertProduct(t.db, { price: 50000 });
    const res = await postOrder(t, orderBody([{ productId: product.id, amount: 1 }], { bonusToSpend: 100 }));
    expect(res.json().total).toBe(500);
  });

  it("stores the cashback percent of the buyer's tier, counted over received orders", async () => {
    const user = await createTestUser(t.app);
    const product = await insertProduct(t.db, { price: 100000, stock: 50 });
    const place = async () => {
      const res = await postOrder(t, orderBody([{ productId: product.id, amount: 4 }]), user.authHeader);
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
      return row!;
    };
    const first = await place();
    expect(first.cashbackPercent).toBe(0);
    // A placed but not received order does not count.
    expect((await place()).cashbackPercent).toBe(0);
    await t.db.update(orders).set({ status: 'received' }).where(eq(orders.id, first.id));
    expect((await place()).cashbackPercent).toBe(10); // 4000 UAH received → artist
  });
});
