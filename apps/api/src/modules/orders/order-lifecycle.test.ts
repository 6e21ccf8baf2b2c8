import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextOrderStatuses, orderStatuses, type OrderStatus } from '@kartyna/domain';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  historyRows,
  orderRow,
  pathToReceived,
  placeTestOrder,
  setStatus,
  staffHeaders,
  statusMails,
  walk,
  waybillNumber,
  type Headers,
} from './lifecycle-test-kit';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffHeaders(t);
});
afterAll(async () => t?.close());

/** The statuses an order passes on its way to `target` (a refused parcel turns back after delivery). */
const pathTo = (target: OrderStatus): OrderStatus[] => {
  if (target === 'requested') return [];
  if (target === 'returning' || target === 'returned') {
    const back: OrderStatus[] = target === 'returned' ? ['returning', 'returned'] : ['returning'];
    return [...pathTo('delivered'), ...back];
  }
  return pathToReceived.slice(0, pathToReceived.indexOf(target) + 1);
};

/** An order brought to `status` through the admin route. */
async function orderAt(status: OrderStatus, headers: Headers = {}) {
  const order = await placeTestOrder(t, { headers });
  if (status === 'canceled') await walk(t, order.id, ['canceled'], staff.headers);
  else await walk(t, order.id, pathTo(status), staff.headers);
  return order;
}

describe('POST /api/admin/orders/:id/status — the legal moves', () => {
  it('walks requested → … → received, answering the staff view each time', async () => {
    const buyer = await createTestUser(t.app);
    const order = await placeTestOrder(t, { headers: buyer.authHeader });
    const number = waybillNumber();
    const before = await orderRow(t, order.id);
    for (const status of pathToReceived) {
      const body =
        status === 'lading-bill-created'
          ? { status, waybillNumber: number, note: 'ЕН з кабінету' }
          : { status, note: `now ${status}` };
      const res = await setStatus(t, order.id, body, staff.headers);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({
        id: order.id,
        status,
        userId: buyer.user.id,
        waybillNumber: pathToReceived.indexOf(status) >= 1 ? number : null,
        nextStatuses: [...nextOrderStatuses(status)],
      });
      expect(answer.statusHistory.at(-1)).toMatchObject({
        status,
        actor: 'staff',
        actorUserId: staff.user.id,
        note: body.note,
      });
    }
    const after = await orderRow(t, order.id);
    expect(after.status).toBe('received');
    expect(after.waybillNumber).toBe(number);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    // One history row per move, after the customer's own 'requested', with actor and time.
    const rows = await historyRows(t, order.id);
    expect(rows.map((r) => [r.status, r.actor, r.actorUserId])).toEqual([
      ['requested', 'customer', null],
      ...pathToReceived.map((s) => [s, 'staff', staff.user.id]),
    ]);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.createdAt.getTime());
    }

    // The customer sees the same history in their cabinet.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/server/orders/${order.id}`,
      headers: buyer.authHeader,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().status).toBe('received');
    expect(mine.json().waybillNumber).toBe(number);
    expect(mine.json().statusHistory).toEqual(
      rows.map((r) => ({ status: r.status, createdAt: r.createdAt.toISOString() })),
    );

    // Each move queued one status mail to the order's address ('requested' is the order mail).
    const mails = await statusMails(t, order.email);
    expect(mails).toHaveLength(pathToReceived.length);
    expect(new Set(mails.map((m) => m.dedupeKey)).size).toBe(pathToReceived.length);
  });

  it.each(['requested', 'processed', 'lading-bill-created'] as const)(
    'cancels from %s, with a history row and a mail',
    async (from) => {
      const order = await orderAt(from);
      const mailsBefore = (await statusMails(t, order.email)).length;
      const res = await setStatus(
        t,
        order.id,
        { status: 'canceled', note: 'клієнт передумав' },
        staff.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'canceled', nextStatuses: [] });
      const rows = await historyRows(t, order.id);
      expect(rows.at(-1)).toMatchObject({
        status: 'canceled',
        actor: 'staff',
        actorUserId: staff.user.id,
        note: 'клієнт передумав',
      });
      expect(await statusMails(t, order.email)).toHaveLength(mailsBefore + 1);
    },
  );

  it('answers the same status again with 200 and writes nothing', async () => {
    const order = await orderAt('processed');
    const rows = await historyRows(t, order.id);
    const row = await orderRow(t, order.id);
    const mails = await statusMails(t, order.email);
    const again = await setStatus(t, order.id, { status: 'processed' }, staff.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('processed');
    expect(await historyRows(t, order.id)).toEqual(rows);
    expect(await orderRow(t, order.id)).toEqual(row);
    expect(await statusMails(t, order.email)).toEqual(mails);
  });
});

describe('POST /api/admin/orders/:id/status — the refused moves', () => {
  // For each status: every status the lifecycle does not allow from it (skips, going back, leaving an end).
  const illegal = orderStatuses.flatMap((from) =>
    orderStatuses
      .filter((to) => to !== from && !nextOrderStatuses(from).includes(to))
      .map((to) => [from, to] as const),
  );

  it('has refused moves from every status, ends included', () => {
    for (const from of orderStatuses) expect(illegal.some(([f]) => f === from)).toBe(true);
    for (const end of ['received', 'canceled', 'returned'])
      expect(illegal.filter(([f]) => f === end)).toHaveLength(orderStatuses.length - 1);
  });

  it.each(illegal)('%s → %s is 409 and changes nothing', async (from, to) => {
    const order = await orderAt(from);
    const row = await orderRow(t, order.id);
    const rows = await historyRows(t, order.id);
    const mails = await statusMails(t, order.email);
    const body =
      to === 'lading-bill-created' ? { status: to, waybillNumber: waybillNumber() } : { status: to };
    const res = await setStatus(t, order.id, body, staff.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'status_transition_not_allowed', statusCode: 409 });
    // The answer names the moves that are allowed.
    expect((res.json().errors ?? []).map((e: { message: string }) => e.message)).toEqual([
      ...nextOrderStatuses(from),
    ]);
    expect(await orderRow(t, order.id)).toEqual(row);
    expect(await historyRows(t, order.id)).toEqual(rows);
    expect(await statusMails(t, order.email)).toEqual(mails);
  });
});

describe('POST /api/admin/orders/:id/status — input', () => {
  it('needs a waybill number to enter lading-bill-created', async () => {
    const order = await orderAt('processed');
    const res = await setStatus(t, order.id, { status: 'lading-bill-created' }, staff.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('waybill_number_required');
    expect((await orderRow(t, order.id)).status).toBe('processed');
  });

  it('refuses a waybill number that is not Nova Poshta’s', async () => {
    const order = await orderAt('processed');
    for (const bad of ['123', '10450012345678', '2045001234567x', 20450012345678]) {
      const res = await setStatus(
        t,
        order.id,
        { status: 'lading-bill-created', waybillNumber: bad },
        staff.headers,
      );
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'invalid_data',
        errors: [{ path: 'waybillNumber', message: 'invalid_waybill_number' }],
      });
    }
    const spaced = await setStatus(
      t,
      order.id,
      { status: 'lading-bill-created', waybillNumber: '59 0001 2345 6789' },
      staff.headers,
    );
    expect(spaced.statusCode).toBe(200);
    expect(spaced.json().waybillNumber).toBe('59000123456789');
  });

  it('answers 400 for a bad body or id and 404 for an unknown order', async () => {
    const order = await orderAt('requested');
    for (const body of [{}, { status: 'shipped' }, { status: 'processed', note: 'x'.repeat(1001) }]) {
      const res = await setStatus(t, order.id, body, staff.headers);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
    expect((await setStatus(t, 0, { status: 'processed' }, staff.headers)).statusCode).toBe(400);
    const missing = await setStatus(t, 2_000_000_000, { status: 'processed' }, staff.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'order_not_found', statusCode: 404 });
    expect((await orderRow(t, order.id)).status).toBe('requested');
  });

  it('corrects a waybill number while the order waits at lading-bill-created, and only then', async () => {
    const order = await orderAt('processed');
    const first = waybillNumber();
    const second = waybillNumber();
    const set = (number: string) =>
      setStatus(t, order.id, { status: 'lading-bill-created', waybillNumber: number }, staff.headers);
    expect((await set(first)).statusCode).toBe(200);
    expect((await set(first)).statusCode).toBe(200);
    const corrected = await set(second);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().waybillNumber).toBe(second);
    expect((await orderRow(t, order.id)).waybillNumber).toBe(second);
    const history = await historyRows(t, order.id);
    expect(history.map((h) => h.status)).toEqual([
      'requested',
      'processed',
      'lading-bill-created',
      'lading-bill-created',
    ]);
    expect(history.at(-1)?.note).toBe(`${first} → ${second}`);

    expect((await setStatus(t, order.id, { status: 'sent' }, staff.headers)).statusCode).toBe(200);
    const late = await set(first);
    expect(late.statusCode).toBe(409);
    expect((await orderRow(t, order.id)).waybillNumber).toBe(second);
  });

  it('accepts the underscore spelling of a status', async () => {
    const order = await orderAt('processed');
    const res = await setStatus(
      t,
      order.id,
      { status: 'LADING_BILL_CREATED', waybillNumber: waybillNumber() },
      staff.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('lading-bill-created');
  });
});
