import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { orderRow, placeTestOrder, setStatus, staffHeaders, waybillNumber, walk } from './lifecycle-test-kit';
import { directoryRefs, deliveries } from './orders-test-kit';

/** One order in the back office, the staff note, and the audit entries of every staff change. */

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffHeaders(t);
});
afterAll(async () => t?.close());

const getOrder = (id: number, headers: Record<string, string> = staff.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers });
const putNote = (id: number, payload: unknown, headers: Record<string, string> = staff.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/note`, payload: payload as object, headers });
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

describe('GET /api/admin/orders/:id', () => {
  it('answers the lifecycle view with the buyer account, the payments and the staff note', async () => {
    const buyer = await createTestUser(t.app);
    const order = await placeTestOrder(t, { headers: buyer.authHeader });
    await t.db.insert(payments).values({
      id: `pay-${order.id}`,
      orderId: order.id,
      provider: 'sandbox',
      status: 'paid',
      amount: 50_000,
      resultUrl: 'http://shop.kartyna.test/thank-order',
    });
    const res = await getOrder(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: order.id,
      status: 'requested',
      nextStatuses: ['processed', 'canceled'],
      staffNote: null,
      buyer: { id: buyer.user.id, mail: buyer.user.mail },
      payments: [{ id: `pay-${order.id}`, provider: 'sandbox', status: 'paid', amount: 500 }],
    });
    expect(body.lines).toHaveLength(1);
    expect(body.statusHistory[0]).toMatchObject({ status: 'requested' });
  });

  it('names an awaiting attempt older than its checkout "abandoned", a fresh one awaiting; the row stays', async () => {
    const order = await placeTestOrder(t);
    const attempt = (id: string, minutesAgo: number) => ({
      id,
      orderId: order.id,
      provider: 'sandbox',
      status: 'awaiting',
      amount: 50_000,
      resultUrl: 'http://shop.kartyna.test/thank-order',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await t.db.insert(payments).values([attempt(`old-${order.id}`, 90), attempt(`new-${order.id}`, 2)]);
    const res = await getOrder(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payments).toMatchObject([
      { id: `old-${order.id}`, status: 'abandoned' },
      { id: `new-${order.id}`, status: 'awaiting' },
    ]);
    // Derived when listed: a late callback still finds the attempt awaiting.
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, `old-${order.id}`));
    expect(row?.status).toBe('awaiting');
  });

  it('answers a guest order with no buyer, and 404 for an unknown order', async () => {
    const order = await placeTestOrder(t);
    expect((await getOrder(order.id)).json()).toMatchObject({ buyer: null, payments: [] });
    const missing = await getOrder(2_147_480_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('order_not_found');
    expect((await getOrder(0)).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/orders/:id/note', () => {
  it('sets and clears the note, each change audited with the note it replaced', async () => {
    const order = await placeTestOrder(t);
    const set = await putNote(order.id, { staffNote: '  Дзвонити після 18:00  ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().staffNote).toBe('Дзвонити після 18:00');
    const cleared = await putNote(order.id, { staffNote: '' });
    expect(cleared.json().staffNote).toBeNull();
    expect((await orderRow(t, order.id)).staffNote).toBeNull();
    const entries = await auditOf(order.id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.actorUserId, e.actorMail])).toEqual([
      [
        'order.note',
        { staffNote: null },
        { staffNote: 'Дзвонити після 18:00' },
        staff.user.id,
        staff.user.mail,
      ],
      [
        'order.note',
        { staffNote: 'Дзвонити після 18:00' },
        { staffNote: null },
        staff.user.id,
        staff.user.mail,
      ],
    ]);
  });

  it('answers 400 for a note too long or not text, 404 for an unknown order, and writes nothing', async () => {
    const order = await placeTestOrder(t);
    const long = await putNote(order.id, { staffNote: 'я'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ path: 'staffNote', message: 'too_long' }]);
    const wrong = await putNote(order.id, { staffNote: 42 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('staffNote');
    expect((await putNote(2_147_480_000, { staffNote: 'x' })).statusCode).toBe(404);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('refuses customers and anonymous callers', async () => {
    const order = await placeTestOrder(t);
    const customer = await createTestUser(t.app);
    expect((await putNote(order.id, { staffNote: 'x' }, customer.authHeader)).statusCode).toBe(403);
    expect((await putNote(order.id, { staffNote: 'x' }, {})).statusCode).toBe(401);
    expect((await getOrder(order.id, customer.authHeader)).statusCode).toBe(403);
    expect((await orderRow(t, order.id)).staffNote).toBeNull();
  });
});

describe('audit of the lifecycle routes', () => {
  it('writes order.status with the status before and after, once per real change', async () => {
    const order = await placeTestOrder(t);
    await walk(t, order.id, ['processed'], staff.headers);
    // The same status again is a retry: nothing changes, nothing is audited.
    await walk(t, order.id, ['processed'], staff.headers);
    const number = waybillNumber();
    const res = await setStatus(
      t,
      order.id,
      { status: 'lading-bill-created', waybillNumber: number, note: 'Відправка завтра' },
      staff.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const entries = await auditOf(order.id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.actorMail])).toEqual([
      [
        'order.status',
        { status: 'requested', waybillNumber: null },
        { status: 'processed', waybillNumber: null, note: null },
        staff.user.mail,
      ],
      [
        'order.status',
        { status: 'processed', waybillNumber: null },
        { status: 'lading-bill-created', waybillNumber: number, note: 'Відправка завтра' },
        staff.user.mail,
      ],
    ]);
  });

  it('writes order.waybill for a corrected number and for a waybill made at the carrier', async () => {
    const order = await placeTestOrder(t);
    await walk(t, order.id, ['processed', 'lading-bill-created'], staff.headers);
    const first = (await orderRow(t, order.id)).waybillNumber;
    const corrected = waybillNumber();
    await setStatus(t, order.id, { status: 'lading-bill-created', waybillNumber: corrected }, staff.headers);
    const last = (await auditOf(order.id)).at(-1);
    expect(last).toMatchObject({
      action: 'order.waybill',
      before: { status: 'lading-bill-created', waybillNumber: first },
      after: { status: 'lading-bill-created', waybillNumber: corrected },
    });

    const refs = await directoryRefs(t);
    const posted = await placeTestOrder(t, { body: { delivery: deliveries(refs).post } });
    await walk(t, posted.id, ['processed'], staff.headers);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${posted.id}/waybill`,
      payload: {},
      headers: staff.headers,
    });
    expect(made.statusCode, made.body).toBe(200);
    const entry = (await auditOf(posted.id)).at(-1);
    expect(entry).toMatchObject({
      action: 'order.waybill',
      actorUserId: staff.user.id,
      before: { status: 'processed', waybillNumber: null },
      after: { status: 'lading-bill-created', waybillNumber: made.json().waybillNumber },
    });
  });

  it('writes nothing for a refused move', async () => {
    const order = await placeTestOrder(t);
    const res = await setStatus(t, order.id, { status: 'sent' }, staff.headers);
    expect(res.statusCode).toBe(409);
    expect(await auditOf(order.id)).toEqual([]);
  });
});
