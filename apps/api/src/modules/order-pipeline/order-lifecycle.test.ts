import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextOrderStatuses, orderStatuses, type OrderStatus } from '@kartyna/domain';
import { auditLog } from '../../db/schema';
import { pathToReceived, waybillNumber } from '../orders/lifecycle-test-kit';
import { useOrderKinds, type OrderKindKit, type Staff } from './order-kinds-test-kit';

// Staff move an order of either kind along one lifecycle (order-status-machine.ts), each move
// answered with the staff view, kept in the history, mailed and audited (issues #16, #18).
// What a status settles for one kind only is that kind's: order-lifecycle-money.test.ts,
// photo-order-cashback.test.ts.

const { kinds } = useOrderKinds();

/** The statuses an order passes on its way to `target` (a refused parcel turns back after delivery). */
const pathTo = (target: OrderStatus): OrderStatus[] => {
  if (target === 'requested') return [];
  if (target === 'returning' || target === 'returned') {
    const back: OrderStatus[] = target === 'returned' ? ['returning', 'returned'] : ['returning'];
    return [...pathTo('delivered'), ...back];
  }
  return pathToReceived.slice(0, pathToReceived.indexOf(target) + 1);
};

/** For each status: every status the lifecycle does not allow from it (skips, going back, leaving an end). */
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

describe.each(kinds)('a $kind moved by staff', (u: OrderKindKit) => {
  let staffOnce: Staff | undefined;
  const staff = async () => (staffOnce ??= await u.staff());

  /** An order brought to `status` through the staff route. */
  async function orderAt(status: OrderStatus) {
    const order = await u.place();
    await u.walk(order.id, status === 'canceled' ? ['canceled'] : pathTo(status), (await staff()).headers);
    return order;
  }

  describe('the legal moves', () => {
    it('walks requested → … → received, answering the staff view, with a history row, a mail and an audit entry each', async () => {
      const { headers, user } = await staff();
      const order = await u.place();
      const number = waybillNumber();
      const before = await u.row(order.id);
      for (const status of pathToReceived) {
        const body =
          status === 'lading-bill-created'
            ? { status, waybillNumber: number, note: 'ЕН з кабінету' }
            : { status, note: `now ${status}` };
        const res = await u.move(order.id, body, headers);
        expect(res.statusCode, res.body).toBe(200);
        const answer = res.json();
        expect(answer).toMatchObject({
          id: order.id,
          status,
          ...u.waybillView(pathToReceived.indexOf(status) >= 1 ? number : null),
          nextStatuses: [...nextOrderStatuses(status)],
        });
        expect(answer.statusHistory.at(-1)).toMatchObject({
          status,
          actor: 'staff',
          actorUserId: user.id,
          note: body.note,
        });
      }
      const after = await u.row(order.id);
      expect(after.status).toBe('received');
      expect(after.waybillNumber).toBe(number);
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

      // One history row per move, after the customer's own 'requested', with actor and time.
      const rows = await u.history(order.id);
      expect(rows.map((r) => [r.status, r.actor, r.actorUserId])).toEqual([
        ['requested', 'customer', null],
        ...pathToReceived.map((s) => [s, 'staff', user.id]),
      ]);
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.createdAt.getTime());
      }

      // Each move queued one status mail to the order's address ('requested' is the order mail).
      const mails = await u.statusMails(order.id);
      expect(mails.map((m) => [m.kind, m.recipient, m.dedupeKey])).toEqual(
        pathToReceived.map((s) => ['order-status', order.email, u.mailKey(order.id, s)]),
      );

      const audit = await u.k.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, u.kind), eq(auditLog.entityId, String(order.id))))
        .orderBy(asc(auditLog.id));
      expect(audit.map((a) => (a.after as { status: string }).status)).toEqual(pathToReceived);
      expect(audit.every((a) => a.actorUserId === user.id)).toBe(true);
    });

    it.each(['requested', 'processed', 'lading-bill-created'] as const)(
      'cancels from %s, with a history row and a mail',
      async (from) => {
        const { headers, user } = await staff();
        const order = await orderAt(from);
        const mailsBefore = await u.statusMails(order.id);
        const res = await u.move(order.id, { status: 'canceled', note: 'клієнт передумав' }, headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ status: 'canceled', nextStatuses: [] });
        expect((await u.history(order.id)).at(-1)).toMatchObject({
          status: 'canceled',
          actor: 'staff',
          actorUserId: user.id,
          note: 'клієнт передумав',
        });
        expect((await u.statusMails(order.id)).map((m) => m.dedupeKey)).toEqual([
          ...mailsBefore.map((m) => m.dedupeKey),
          u.mailKey(order.id, 'canceled'),
        ]);
      },
    );

    it('answers the same status again with 200 and writes nothing', async () => {
      const order = await orderAt('processed');
      const rows = await u.history(order.id);
      const row = await u.row(order.id);
      const mails = await u.statusMails(order.id);
      const again = await u.move(order.id, { status: 'processed' }, (await staff()).headers);
      expect(again.statusCode).toBe(200);
      expect(again.json().status).toBe('processed');
      expect(await u.history(order.id)).toEqual(rows);
      expect(await u.row(order.id)).toEqual(row);
      expect(await u.statusMails(order.id)).toEqual(mails);
    });

    it("makes Nova Poshta's waybill for a processed order to a branch, and not before", async () => {
      const { headers } = await staff();
      const order = await u.place({}, { toBranch: true });
      expect((await u.waybill(order.id, {}, headers)).statusCode).toBe(409);
      await u.move(order.id, { status: 'processed' }, headers);
      const res = await u.waybill(order.id, {}, headers);
      expect(res.statusCode, res.body).toBe(200);
      const number = res.json().waybillNumber;
      expect(number).toMatch(/^20\d{12}$/);
      expect(res.json()).toMatchObject({ status: 'lading-bill-created', ...u.waybillView(number) });
      expect((await u.statusMails(order.id)).map((m) => m.dedupeKey)).toContain(
        u.mailKey(order.id, 'lading-bill-created'),
      );
    });
  });

  describe('the refused moves', () => {
    it.each(illegal)('%s → %s is 409 and changes nothing', async (from, to) => {
      const order = await orderAt(from);
      const row = await u.row(order.id);
      const rows = await u.history(order.id);
      const mails = await u.statusMails(order.id);
      const body =
        to === 'lading-bill-created' ? { status: to, waybillNumber: waybillNumber() } : { status: to };
      const res = await u.move(order.id, body, (await staff()).headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'status_transition_not_allowed', statusCode: 409 });
      // The answer names the moves that are allowed.
      expect((res.json().errors ?? []).map((e: { message: string }) => e.message)).toEqual([
        ...nextOrderStatuses(from),
      ]);
      expect(await u.row(order.id)).toEqual(row);
      expect(await u.history(order.id)).toEqual(rows);
      expect(await u.statusMails(order.id)).toEqual(mails);
    });
  });

  describe('input', () => {
    it('needs a waybill number to enter lading-bill-created', async () => {
      const order = await orderAt('processed');
      const res = await u.move(order.id, { status: 'lading-bill-created' }, (await staff()).headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('waybill_number_required');
      expect((await u.row(order.id)).status).toBe('processed');
    });

    it('refuses a waybill number that is not Nova Poshta’s', async () => {
      const { headers } = await staff();
      const order = await orderAt('processed');
      for (const bad of ['123', '10450012345678', '2045001234567x', 20450012345678]) {
        const res = await u.move(order.id, { status: 'lading-bill-created', waybillNumber: bad }, headers);
        expect(res.statusCode, String(bad)).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'invalid_data',
          errors: [{ path: 'waybillNumber', message: 'invalid_waybill_number' }],
        });
      }
      // Numbers are one order's each: the spaced one is this order's own.
      const number = `59${waybillNumber().slice(2)}`;
      const spaced = await u.move(
        order.id,
        {
          status: 'lading-bill-created',
          waybillNumber: number.replace(/^(\d{2})(\d{4})(\d{4})/, '$1 $2 $3 '),
        },
        headers,
      );
      expect(spaced.statusCode, spaced.body).toBe(200);
      expect(spaced.json().waybillNumber).toBe(number);
    });

    it('answers 400 for a bad body or id and 404 for an unknown order', async () => {
      const { headers } = await staff();
      const order = await orderAt('requested');
      for (const body of [{}, { status: 'shipped' }, { status: 'processed', note: 'x'.repeat(1001) }]) {
        const res = await u.move(order.id, body, headers);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(res.json().message).toBe('invalid_data');
      }
      expect((await u.move(0, { status: 'processed' }, headers)).statusCode).toBe(400);
      const missing = await u.move(2_000_000_000, { status: 'processed' }, headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'order_not_found', statusCode: 404 });
      expect((await u.row(order.id)).status).toBe('requested');
    });

    it('corrects a waybill number while the order waits at lading-bill-created, and only then', async () => {
      const { headers } = await staff();
      const order = await orderAt('processed');
      const first = waybillNumber();
      const second = waybillNumber();
      const set = (number: string) =>
        u.move(order.id, { status: 'lading-bill-created', waybillNumber: number }, headers);
      expect((await set(first)).statusCode).toBe(200);
      expect((await set(first)).statusCode).toBe(200);
      const corrected = await set(second);
      expect(corrected.statusCode).toBe(200);
      expect(corrected.json().waybillNumber).toBe(second);
      expect((await u.row(order.id)).waybillNumber).toBe(second);
      const history = await u.history(order.id);
      expect(history.map((h) => h.status)).toEqual([
        'requested',
        'processed',
        'lading-bill-created',
        'lading-bill-created',
      ]);
      expect(history.at(-1)?.note).toBe(`${first} → ${second}`);

      expect((await u.move(order.id, { status: 'sent' }, headers)).statusCode).toBe(200);
      const late = await set(first);
      expect(late.statusCode).toBe(409);
      expect((await u.row(order.id)).waybillNumber).toBe(second);
    });

    it('accepts the underscore spelling of a status', async () => {
      const order = await orderAt('processed');
      const res = await u.move(
        order.id,
        { status: 'LADING_BILL_CREATED', waybillNumber: waybillNumber() },
        (await staff()).headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('lading-bill-created');
    });
  });
});
