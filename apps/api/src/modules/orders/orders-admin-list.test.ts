import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeTestOrder, staffHeaders, walk, type Headers } from './lifecycle-test-kit';
import { contact } from './orders-test-kit';

/** GET /api/admin/orders: filters, search, sort and pages over orders placed through the shop. */

let t: TestApp;
let staff: Headers;
let buyer: Awaited<ReturnType<typeof createTestUser>>;
const placed: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };

const list = (query: Record<string, string | number>, headers: Headers = staff) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/orders',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers,
  });
const idsOf = async (query: Record<string, string | number>) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: number }[]).map((i) => i.id);
};

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await staffHeaders(t)).headers;
  buyer = await createTestUser(t.app);
  const cheap = await insertProduct(t.db, { price: 10_000 });
  const dear = await insertProduct(t.db, { price: 99_950 });
  const other = await insertProduct(t.db, { price: 20_000 });
  placed.a = (
    await placeTestOrder(t, {
      productId: cheap.id,
      body: {
        contact: { ...contact, lastName: 'Шевчук', email: 'shevchuk@example.com', phone: '0501112233' },
      },
    })
  ).id;
  placed.b = (
    await placeTestOrder(t, {
      productId: dear.id,
      amount: 2,
      headers: buyer.authHeader,
      body: {
        contact: { ...contact, lastName: 'Бондар', email: 'bondar@example.com', phone: '+380939998877' },
      },
    })
  ).id;
  // Two lines: the list counts them.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/server/orders',
    payload: {
      contact: { ...contact, lastName: 'Мельник', email: 'melnyk@example.com', phone: '067 444 55 66' },
      delivery: { deliveryType: 'takeaway' },
      paymentType: 'account',
      lines: [
        { productId: cheap.id, amount: 1 },
        { productId: other.id, amount: 1 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  placed.c = res.json().id;
  placed.d = (await placeTestOrder(t, { productId: other.id })).id;
  await walk(t, placed.a, ['processed'], staff);
  await walk(t, placed.d, ['canceled'], staff);
  await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, placed.b));
  // Order a was placed two days ago (in Kyiv), so date filters can tell it apart.
  await t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(orders.id, placed.a));
});
afterAll(async () => t?.close());

describe('GET /api/admin/orders', () => {
  it('answers a page of rows with the customer, totals in UAH and the line count', async () => {
    const res = await list({ sort: 'id', order: 'ASC' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([placed.a, placed.b, placed.c, placed.d]);
    expect(body.items[1]).toMatchObject({
      id: placed.b,
      status: 'requested',
      paymentStatus: 'paid',
      customerName: 'Бондар Олена',
      phone: '+380939998877',
      email: 'bondar@example.com',
      deliveryType: 'takeaway',
      paymentType: 'card',
      total: 1999,
      lineCount: 1,
      userId: buyer.user.id,
      waybillNumber: null,
    });
    expect(body.items[2]).toMatchObject({ id: placed.c, lineCount: 2, total: 300, paymentType: 'account' });
  });

  it('filters by several statuses, payment status, delivery and payment type', async () => {
    expect(await idsOf({ status: 'processed,canceled', sort: 'id', order: 'ASC' })).toEqual([
      placed.a,
      placed.d,
    ]);
    expect(await idsOf({ paymentStatus: 'paid' })).toEqual([placed.b]);
    expect(await idsOf({ paymentType: 'account' })).toEqual([placed.c]);
    expect(await idsOf({ deliveryType: 'takeaway', status: 'requested', sort: 'id', order: 'ASC' })).toEqual([
      placed.b,
      placed.c,
    ]);
    expect(await idsOf({ userId: buyer.user.id })).toEqual([placed.b]);
  });

  it('filters by Kyiv days: from takes the day in, to takes the whole day in', async () => {
    const kyivDay = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
    const today = kyivDay(Date.now());
    const twoDaysAgo = kyivDay(Date.now() - 2 * 86_400_000);
    expect(await idsOf({ from: today, sort: 'id', order: 'ASC' })).toEqual([placed.b, placed.c, placed.d]);
    expect(await idsOf({ to: twoDaysAgo })).toEqual([placed.a]);
    expect(await idsOf({ from: twoDaysAgo, to: twoDaysAgo })).toEqual([placed.a]);
    expect(await idsOf({ to: new Date(Date.now() - 86_400_000).toISOString() })).toEqual([placed.a]);
  });

  it('searches by phone digits in any spelling, mail, last name and id', async () => {
    expect(await idsOf({ q: '(050) 111-22-33' })).toEqual([placed.a]);
    expect(await idsOf({ q: '0674445566' })).toEqual([placed.c]);
    expect(await idsOf({ q: '+38 093 999 88 77' })).toEqual([placed.b]);
    expect(await idsOf({ q: 'MELNYK@' })).toEqual([placed.c]);
    expect(await idsOf({ q: 'бондар' })).toEqual([placed.b]);
    expect(await idsOf({ q: String(placed.d) })).toEqual([placed.d]);
    expect(await idsOf({ q: `#${placed.a}` })).toEqual([placed.a]);
    expect(await idsOf({ q: '100%' })).toEqual([]);
  });

  it('sorts by total, status and date both ways, the id breaking ties', async () => {
    expect(await idsOf({ sort: 'total', order: 'DESC' })).toEqual([placed.b, placed.c, placed.d, placed.a]);
    expect(await idsOf({ sort: 'total', order: 'ASC' })).toEqual([placed.a, placed.d, placed.c, placed.b]);
    const byStatus = await idsOf({ sort: 'status', order: 'ASC' });
    expect(byStatus).toEqual([placed.d, placed.a, placed.b, placed.c]);
    expect((await idsOf({ sort: 'createdAt', order: 'ASC' }))[0]).toBe(placed.a);
  });

  it('pages without overlap and counts every match', async () => {
    const first = await list({ perPage: 3, page: 1, sort: 'id', order: 'DESC' });
    const second = await list({ perPage: 3, page: 2, sort: 'id', order: 'DESC' });
    expect(first.json().total).toBe(4);
    expect(first.json().items.map((i: { id: number }) => i.id)).toEqual([placed.d, placed.c, placed.b]);
    expect(second.json().items.map((i: { id: number }) => i.id)).toEqual([placed.a]);
  });

  it('answers 400 with the field of each bad parameter', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ status: 'lost' }, 'querystring.status.0'],
      [{ paymentStatus: 'maybe' }, 'querystring.paymentStatus.0'],
      [{ deliveryType: 'pigeon' }, 'querystring.deliveryType.0'],
      [{ sort: 'email' }, 'querystring.sort'],
      [{ order: 'sideways' }, 'querystring.order'],
      [{ from: '23.11.2026' }, 'querystring.from'],
      [{ page: '0' }, 'querystring.page'],
      [{ perPage: '501' }, 'querystring.perPage'],
      [{ q: 'x'.repeat(201) }, 'querystring.q'],
    ];
    for (const [query, path] of cases) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'invalid_data', statusCode: 400 });
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it('refuses anonymous callers and customers', async () => {
    expect((await list({}, {})).statusCode).toBe(401);
    expect((await list({}, buyer.authHeader)).statusCode).toBe(403);
    const admin = await staffHeaders(t, 'admin');
    expect((await list({}, admin.headers)).statusCode).toBe(200);
  });
});
