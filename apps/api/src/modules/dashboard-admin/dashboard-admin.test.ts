import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, orders, photoOrders, testimonials } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { kyivPeriods } from './dashboard-admin-service';

/**
 * "Now" is Wednesday 25 March 2026, 10:00 in Kyiv (08:00 UTC, winter time): today began at
 * 2026-03-24T22:00Z, the week on Monday 23 March at 2026-03-22T22:00Z.
 */
const NOW = new Date('2026-03-25T08:00:00Z');

let t: TestApp;
let manager: Awaited<ReturnType<typeof createTestUser>>;
const lowIds = { one: 0, three: 0 };

async function order(at: string, totalUah: number, status: string) {
  await t.db.insert(orders).values({
    status,
    deliveryType: 'post',
    paymentType: 'card',
    resultType: 'post',
    lastName: 'Коваль',
    firstName: 'Олена',
    email: 'buyer@example.com',
    phone: '+380671234567',
    delivery: {},
    goodsTotal: totalUah * 100,
    total: totalUah * 100,
    createdAt: new Date(at),
  });
}

async function photoOrder(at: string, totalUah: number, status: string) {
  await t.db.insert(photoOrders).values({
    status,
    paymentType: 'card',
    clientData: {},
    delivery: {},
    total: totalUah * 100,
    createdAt: new Date(at),
  });
}

beforeAll(async () => {
  // Only Date is faked: the database and the server keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await buildTestApp();
  manager = await createTestUser(t.app, { role: 'manager' });
  await order('2026-03-25T07:00:00Z', 1000, 'requested'); // today
  await order('2026-03-24T22:30:00Z', 500, 'processed'); // today in Kyiv, yesterday in UTC
  await order('2026-03-24T21:30:00Z', 300, 'sent'); // Tuesday 23:30 in Kyiv
  await order('2026-03-25T06:00:00Z', 700, 'canceled'); // today, brings no revenue
  await order('2026-03-22T21:30:00Z', 999, 'lading-bill-created'); // Sunday 23:30: last week
  await order('2026-03-22T22:30:00Z', 200, 'received'); // Monday 00:30: this week
  await photoOrder('2026-03-25T07:30:00Z', 1250, 'processed');
  await photoOrder('2026-03-25T07:40:00Z', 995, 'canceled');
  await photoOrder('2026-03-20T10:00:00Z', 825, 'requested');
  await photoOrder('2026-03-10T10:00:00Z', 950, 'lading-bill-created');
  const one = await insertProduct(t.db, { stock: 1, article: 'LOW-1', nameUa: 'Маки' });
  const three = await insertProduct(t.db, { stock: 3, article: 'LOW-3', nameUa: 'Море' });
  await insertProduct(t.db, { stock: 4 });
  await insertProduct(t.db, { stock: 0 });
  await insertProduct(t.db, { stock: 0, isHidden: true });
  await insertProduct(t.db, { stock: 2, isHidden: true });
  Object.assign(lowIds, { one: one.id, three: three.id });
  await t.db.insert(contactMessages).values([
    { name: 'А', email: 'a@example.com', message: 'Питання' },
    { name: 'Б', email: 'b@example.com', message: 'Питання' },
    { name: 'В', email: 'c@example.com', message: 'Питання', handledAt: new Date() },
  ]);
  await t.db.insert(testimonials).values([
    { name: 'А', rating: 5, phone: '+380671234567', text: 'Дякую', status: 'pending' },
    { name: 'Б', rating: 4, phone: '+380671234567', text: 'Гарно', status: 'approved' },
  ]);
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});
describe('GET /api/admin/dashboard', () => {
  it("counts Kyiv today's and this week's orders; revenue leaves canceled orders out", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: manager.authHeader,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      generatedAt: NOW.toISOString(),
      today: {
        from: '2026-03-24T22:00:00.000Z',
        orders: 3,
        revenue: 1500,
        photoOrders: 2,
        photoRevenue: 1250,
      },
      week: {
        from: '2026-03-22T22:00:00.000Z',
        orders: 5,
        revenue: 2000,
        photoOrders: 2,
        photoRevenue: 1250,
      },
      waiting: { requested: 1, processed: 1, 'lading-bill-created': 1, sent: 1 },
      photoOrders: { requested: 1, inProduction: 1 },
      lowStock: {
        count: 2,
        soldOut: 1,
        items: [
          { id: lowIds.one, article: 'LOW-1', nameUa: 'Маки', stock: 1 },
          { id: lowIds.three, article: 'LOW-3', nameUa: 'Море', stock: 3 },
        ],
      },
      contactMessages: { unhandled: 2 },
      testimonials: { pending: 1 },
    });
  });

  it('is for staff only', async () => {
    const customer = await createTestUser(t.app);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: customer.authHeader,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});

describe('kyivPeriods', () => {
  it.each([
    // [now, today began, week began]
    ['2026-03-25T08:00:00Z', '2026-03-24T22:00:00.000Z', '2026-03-22T22:00:00.000Z'], // winter Wednesday
    ['2026-03-22T21:59:59Z', '2026-03-21T22:00:00.000Z', '2026-03-15T22:00:00.000Z'], // Sunday's last second
    ['2026-03-22T22:00:00Z', '2026-03-22T22:00:00.000Z', '2026-03-22T22:00:00.000Z'], // Monday's first
    ['2026-03-29T12:00:00Z', '2026-03-28T22:00:00.000Z', '2026-03-22T22:00:00.000Z'], // the summer-time Sunday
    ['2026-03-30T05:00:00Z', '2026-03-29T21:00:00.000Z', '2026-03-29T21:00:00.000Z'], // first summer Monday
    ['2026-07-01T20:30:00Z', '2026-06-30T21:00:00.000Z', '2026-06-28T21:00:00.000Z'], // 23:30 Kyiv
  ])('at %s today began %s and the week %s', (now, today, week) => {
    const periods = kyivPeriods(new Date(now));
    expect([periods.today.toISOString(), periods.week.toISOString()]).toEqual([today, week]);
  });
});
