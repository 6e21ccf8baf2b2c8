import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bonusTransactions, orders, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser } from '../../test/fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createTestUser>>;
let manager: Awaited<ReturnType<typeof createTestUser>>;
let anna: Awaited<ReturnType<typeof createTestUser>>;
let petro: Awaited<ReturnType<typeof createTestUser>>;
let ivan: Awaited<ReturnType<typeof createTestUser>>;

const department = {
  cityRef: 'c1',
  cityName: 'Київ',
  ref: 'b1',
  name: 'Відділення №1',
  address: 'вул. Хрещатик, 1',
};

/** An order straight in the database; money in kopiyky. */
async function insertOrder(userId: number, goodsTotal: number, status = 'received', paymentStatus = 'paid') {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId,
      status,
      paymentStatus,
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
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createTestUser(t.app, { role: 'admin', mail: 'admin@example.com' });
  manager = await createTestUser(t.app, { role: 'manager', mail: 'manager@example.com' });
  // Anna: artist (3500 UAH received; a refunded and a canceled order do not count), 20 UAH bonus.
  anna = await createTestUser(t.app, {
    mail: 'anna@example.com',
    firstName: 'Анна',
    lastName: 'Мельник',
    phone: '+380501112233',
    bonusBalance: 2_000,
    deliveryDepartment: department,
  });
  await insertOrder(anna.user.id, 200_000);
  await insertOrder(anna.user.id, 150_000);
  await insertOrder(anna.user.id, 900_000, 'received', 'refunded');
  await insertOrder(anna.user.id, 900_000, 'canceled', 'awaiting');
  const cashback = await insertOrder(anna.user.id, 10_000);
  await t.db.insert(bonusTransactions).values({
    userId: anna.user.id,
    orderId: cashback.id,
    kind: 'cashback',
    amount: 2_000,
    actor: 'system',
  });
  // Petro: master-of-art (8000 UAH).
  petro = await createTestUser(t.app, {
    mail: 'petro@example.com',
    firstName: 'Петро',
    lastName: 'Шевчук',
    phone: '+380939998877',
  });
  await insertOrder(petro.user.id, 800_000);
  // Ivan: nothing bought yet.
  ivan = await createTestUser(t.app, { mail: 'ivan@example.com', firstName: 'Іван', lastName: 'Бондар' });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = admin.authHeader) =>
  t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers });
const adjust = (id: number, payload: object, headers: Record<string, string> = admin.authHeader) =>
  t.app.inject({ method: 'POST', url: `/api/admin/customers/${id}/bonus-adjustment`, headers, payload });
const mailsOf = (res: { json(): { items: { mail: string }[] } }) => res.json().items.map((c) => c.mail);

describe('GET /api/admin/customers', () => {
  it('lists customers only, with orders, purchases, tier and bonus in UAH', async () => {
    const res = await get('/customers?sort=id&order=ASC');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(mailsOf(res)).toEqual(['anna@example.com', 'petro@example.com', 'ivan@example.com']);
    expect(body.items[0]).toEqual({
      id: anna.user.id,
      mail: 'anna@example.com',
      firstName: 'Анна',
      lastName: 'Мельник',
      phone: '+380501112233',
      createdAt: anna.user.createdAt.toISOString(),
      ordersCount: 5,
      cumulativePurchases: 3600,
      level: 'artist',
      cashbackPercent: 10,
      bonusBalance: 20,
    });
    expect(body.items[1]).toMatchObject({
      ordersCount: 1,
      cumulativePurchases: 8000,
      level: 'master-of-art',
    });
    expect(body.items[2]).toMatchObject({ ordersCount: 0, cumulativePurchases: 0, level: 'beginner' });
  });

  it('finds by a part of the name, the mail or the phone in any spelling', async () => {
    expect(mailsOf(await get('/customers?q=мельн'))).toEqual(['anna@example.com']);
    expect(mailsOf(await get(`/customers?q=${encodeURIComponent('Петро Шевчук')}`))).toEqual([
      'petro@example.com',
    ]);
    expect(mailsOf(await get('/customers?q=IVAN@'))).toEqual(['ivan@example.com']);
    expect(mailsOf(await get(`/customers?q=${encodeURIComponent('093 999-88')}`))).toEqual([
      'petro@example.com',
    ]);
    expect((await get('/customers?q=nobody')).json()).toEqual({ items: [], total: 0 });
    // LIKE wildcards are taken literally.
    expect((await get('/customers?q=%25')).json().total).toBe(0);
  });

  it('sorts by purchases and orders, pages, and filters by tier', async () => {
    expect(mailsOf(await get('/customers?sort=cumulativePurchases&order=DESC'))).toEqual([
      'petro@example.com',
      'anna@example.com',
      'ivan@example.com',
    ]);
    expect(mailsOf(await get('/customers?sort=ordersCount&order=ASC'))[0]).toBe('ivan@example.com');
    const page2 = await get('/customers?sort=id&order=ASC&perPage=2&page=2');
    expect(page2.json().total).toBe(3);
    expect(mailsOf(page2)).toEqual(['ivan@example.com']);
    expect(mailsOf(await get('/customers?level=artist'))).toEqual(['anna@example.com']);
    expect(mailsOf(await get('/customers?level=beginner,master-of-art&sort=id&order=ASC'))).toEqual([
      'petro@example.com',
      'ivan@example.com',
    ]);
  });

  it('answers 400 for unknown sorts and tiers', async () => {
    for (const query of ['sort=passwordHash', 'level=gold', 'perPage=1000']) {
      const res = await get(`/customers?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
  });

  it('is for staff: managers too, customers and anonymous callers not', async () => {
    expect((await get('/customers', manager.authHeader)).statusCode).toBe(200);
    expect((await get('/customers', anna.authHeader)).statusCode).toBe(403);
    expect((await get('/customers', {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('answers the profile, saved delivery, tier, bonus and ledger', async () => {
    const res = await get(`/customers/${anna.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: anna.user.id,
      fatherName: null,
      locale: 'ua',
      deliveryDepartment: department,
      deliveryPostomat: null,
      level: 'artist',
      nextLevel: 'master-of-art',
      toNextLevel: 3400,
      ordersCount: 5,
      photoOrdersCount: 0,
      bonusBalance: 20,
      bonusLedger: [{ kind: 'cashback', amount: 20, actor: 'system', actorMail: null, note: null }],
    });
  });

  it('answers 404 user_not_found for staff accounts and unknown ids', async () => {
    for (const id of [manager.user.id, 999_999]) {
      const res = await get(`/customers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'user_not_found', statusCode: 404 });
    }
  });
});

describe('POST /api/admin/customers/:id/bonus-adjustment', () => {
  it('writes one adjustment entry, moves the balance and audits it', async () => {
    const res = await adjust(ivan.user.id, { amount: 150.5, reason: '  Компенсація за затримку  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.bonusBalance).toBe(150.5);
    expect(body.bonusLedger).toEqual([
      {
        id: expect.any(Number),
        kind: 'adjustment',
        amount: 150.5,
        orderId: null,
        photoOrderId: null,
        actor: `staff:${admin.user.id}`,
        actorMail: 'admin@example.com',
        note: 'Компенсація за затримку',
        createdAt: expect.any(String),
      },
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.id, ivan.user.id));
    expect(row?.bonusBalance).toBe(15_050);
    const ledger = await t.db
      .select()
      .from(bonusTransactions)
      .where(eq(bonusTransactions.userId, ivan.user.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'adjustment', amount: 15_050, actor: `staff:${admin.user.id}` });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ivan.user.id)))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      actorMail: 'admin@example.com',
      action: 'customer.bonus-adjust',
      entity: 'customer',
      before: { bonusBalance: 0 },
      after: {
        bonusBalance: 150.5,
        amount: 150.5,
        reason: 'Компенсація за затримку',
        bonusTransactionId: ledger[0]?.id,
      },
    });
  });

  it('takes bonus away (a manager may too), but never below zero', async () => {
    const down = await adjust(
      anna.user.id,
      { amount: -20, reason: 'Помилкове нарахування' },
      manager.authHeader,
    );
    expect(down.statusCode).toBe(200);
    expect(down.json().bonusBalance).toBe(0);
    expect(down.json().bonusLedger[0]).toMatchObject({ amount: -20, actor: `staff:${manager.user.id}` });

    const auditBefore = (await t.db.select().from(auditLog)).length;
    const tooMuch = await adjust(anna.user.id, { amount: -0.01, reason: 'Ще раз' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ message: 'bonus_balance_too_low', statusCode: 409 });
    const [row] = await t.db.select().from(users).where(eq(users.id, anna.user.id));
    expect(row?.bonusBalance).toBe(0);
    expect(
      await t.db.select().from(bonusTransactions).where(eq(bonusTransactions.userId, anna.user.id)),
    ).toHaveLength(2);
    expect((await t.db.select().from(auditLog)).length).toBe(auditBefore);
  });

  it('answers 400 with a key per field for a bad amount or no reason', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ amount: 0, reason: 'x' }, { amount: 'invalid_amount' }],
      [{ amount: 1.005, reason: 'x' }, { amount: 'invalid_amount' }],
      [{ amount: 100_001, reason: 'x' }, { amount: 'invalid_amount' }],
      [{ amount: '10', reason: 'x' }, { amount: 'invalid_amount' }],
      [{ amount: 10, reason: '   ' }, { reason: 'required_field' }],
      [{}, { amount: 'invalid_amount', reason: 'required_field' }],
      [{ amount: 10, reason: 'x'.repeat(501) }, { reason: 'too_long' }],
    ];
    for (const [payload, expected] of cases) {
      const res = await adjust(petro.user.id, payload);
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as { path: string; message: string }[];
      expect(Object.fromEntries(errors.map((e) => [e.path, e.message]))).toEqual(expected);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, petro.user.id));
    expect(row?.bonusBalance).toBe(0);
  });

  it('answers 404 for staff and unknown accounts, 403 for customers', async () => {
    expect((await adjust(manager.user.id, { amount: 10, reason: 'x' })).statusCode).toBe(404);
    expect((await adjust(999_999, { amount: 10, reason: 'x' })).statusCode).toBe(404);
    expect((await adjust(ivan.user.id, { amount: 10, reason: 'x' }, anna.authHeader)).statusCode).toBe(403);
  });
});
