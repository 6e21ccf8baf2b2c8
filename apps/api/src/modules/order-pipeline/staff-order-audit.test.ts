import { describe, expect, it } from 'vitest';
import { waybillNumber } from '../orders/lifecycle-test-kit';
import { useOrderKinds, type OrderKindKit, type Staff } from './order-kinds-test-kit';

// Every staff move of an order of either kind is written to the audit log in its own
// transaction (order-status-machine.ts: `<kind>.status`, `<kind>.waybill`) and named in the
// order's history; a retry or a refused move writes nothing. The note's audit is
// staff-order-view.test.ts's.

const { kinds } = useOrderKinds();

describe.each(kinds)('the audit of a $kind moved by staff', (u: OrderKindKit) => {
  let staffOnce: Staff | undefined;
  const staff = async () => (staffOnce ??= await u.staff('Ірина', 'Мельник'));

  it('writes <kind>.status with the status before and after, once per real change, and names the mover', async () => {
    const { headers, user } = await staff();
    const order = await u.place();
    const moved = await u.move(order.id, { status: 'processed', note: 'У роботі' }, headers);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'processed',
      nextStatuses: ['lading-bill-created', 'canceled'],
    });
    // The same status again is a retry: nothing changes, nothing is audited.
    expect((await u.move(order.id, { status: 'processed' }, headers)).statusCode).toBe(200);
    const view = await u.view(order.id, headers);
    expect(view.statusHistory).toEqual([
      expect.objectContaining({ status: 'requested', actor: 'customer' }),
      {
        status: 'processed',
        createdAt: expect.any(String),
        actor: 'staff',
        actorUserId: user.id,
        // The history names who moved it, as their account read at the move.
        actorName: `${user.firstName} ${user.lastName}`.trim(),
        undo: false,
        note: 'У роботі',
      },
    ]);
    expect(view.statusHistory[1].actorName).toBe('Ірина Мельник');

    const number = waybillNumber();
    const res = await u.move(
      order.id,
      { status: 'lading-bill-created', waybillNumber: number, note: 'Відправка завтра' },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const entries = await u.audit(order.id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.actorUserId, e.actorMail])).toEqual([
      [
        `${u.kind}.status`,
        { status: 'requested', waybillNumber: null },
        { status: 'processed', waybillNumber: null, note: 'У роботі' },
        user.id,
        user.mail,
      ],
      [
        `${u.kind}.status`,
        { status: 'processed', waybillNumber: null },
        { status: 'lading-bill-created', waybillNumber: number, note: 'Відправка завтра' },
        user.id,
        user.mail,
      ],
    ]);
  });

  it('writes <kind>.waybill for a corrected number and for a waybill made at the carrier', async () => {
    const { headers, user } = await staff();
    const order = await u.place();
    await u.walk(order.id, ['processed', 'lading-bill-created'], headers);
    const first = (await u.row(order.id)).waybillNumber;
    const corrected = waybillNumber();
    const correction = await u.move(
      order.id,
      { status: 'lading-bill-created', waybillNumber: corrected },
      headers,
    );
    expect(correction.statusCode, correction.body).toBe(200);
    expect((await u.audit(order.id)).at(-1)).toMatchObject({
      action: `${u.kind}.waybill`,
      before: { status: 'lading-bill-created', waybillNumber: first },
      after: { status: 'lading-bill-created', waybillNumber: corrected },
    });

    const posted = await u.place({}, { toBranch: true });
    await u.walk(posted.id, ['processed'], headers);
    const made = await u.waybill(posted.id, {}, headers);
    expect(made.statusCode, made.body).toBe(200);
    expect((await u.audit(posted.id)).at(-1)).toMatchObject({
      action: `${u.kind}.waybill`,
      actorUserId: user.id,
      before: { status: 'processed', waybillNumber: null },
      after: { status: 'lading-bill-created', waybillNumber: made.json().waybillNumber },
    });
  });

  it('writes nothing for a move the lifecycle does not allow (409) or a status it does not know (400)', async () => {
    const { headers } = await staff();
    const order = await u.place();
    for (const skip of ['sent', 'delivered']) {
      const res = await u.move(order.id, { status: skip }, headers);
      expect(res.statusCode, skip).toBe(409);
      expect(res.json()).toMatchObject({ message: 'status_transition_not_allowed' });
    }
    const bad = await u.move(order.id, { status: 'lost' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('status');
    expect(await u.audit(order.id)).toEqual([]);
    expect((await u.row(order.id)).status).toBe('requested');
  });
});
