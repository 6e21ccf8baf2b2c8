import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusUndoSeconds } from '@kartyna/domain';
import { auditLog, mailOutbox, orderStatusHistory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser } from '../../test/fixtures';
import { recordingMail } from '../auth/auth-test-kit';
import { deliverDueMail } from '../mail/mail-worker';
import {
  historyRows,
  orderRow,
  placeTestOrder,
  setStatus,
  staffHeaders,
  statusMails,
  waybillNumber,
  type Headers,
} from './lifecycle-test-kit';

// Issue #18, the money trail: who changed a status by name, and a minute to take a slip back
// before the customer is mailed about it.

const mail = recordingMail();
let t: TestApp;
let staff: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { mail } });
  staff = await staffHeaders(t);
});
afterAll(async () => t?.close());

const undo = (orderId: number, headers: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status/undo`, headers });

/**
 * Moves the order's history `seconds` into the past, as if that time had passed: every entry, so
 * the latest stays the latest (the history is read by time).
 */
async function age(orderId: number, seconds: number) {
  const aged = await t.db
    .update(orderStatusHistory)
    .set({
      createdAt: sql`${orderStatusHistory.createdAt} - make_interval(secs => ${seconds})`,
      undoUntil: sql`${orderStatusHistory.undoUntil} - make_interval(secs => ${seconds})`,
    })
    .where(eq(orderStatusHistory.orderId, orderId))
    .returning({ id: orderStatusHistory.id });
  if (aged.length === 0) throw new Error('no history');
}

describe('the status history names the staff member', () => {
  it('keeps the name of whoever moved the order, in the answer and in the row', async () => {
    const named = await createTestUser(t.app, { role: 'manager', firstName: 'Ірина', lastName: 'Мельник' });
    const order = await placeTestOrder(t);
    const res = await setStatus(t, order.id, { status: 'processed' }, named.authHeader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusHistory.at(-1)).toMatchObject({
      status: 'processed',
      actor: 'staff',
      actorUserId: named.user.id,
      actorName: 'Ірина Мельник',
      undo: false,
    });
    expect((await historyRows(t, order.id)).at(-1)?.actorName).toBe('Ірина Мельник');
  });
});

describe('POST /api/admin/orders/:id/status/undo', () => {
  it('holds the status mail back for the undo minute and offers the undo in the answer', async () => {
    const order = await placeTestOrder(t);
    const before = Date.now();
    const res = await setStatus(t, order.id, { status: 'processed' }, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { undo: offered } = res.json();
    expect(offered).toMatchObject({ from: 'requested', to: 'processed' });
    const until = Date.parse(offered.until);
    expect(until - before).toBeGreaterThanOrEqual(statusUndoSeconds * 1000 - 2000);
    expect(until - before).toBeLessThanOrEqual(statusUndoSeconds * 1000 + 2000);

    const [queued] = await statusMails(t, order.email);
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + (statusUndoSeconds - 2) * 1000);
    // A worker running now sends nothing to this buyer: the mail is not due yet.
    await deliverDueMail({ db: t.db, mail });
    expect(mail.sent.filter((m) => m.to === order.email)).toHaveLength(1); // the order-accepted mail only
  });

  it('restores the previous status, deletes the unsent mail and records the undo by name', async () => {
    const order = await placeTestOrder(t);
    const number = waybillNumber();
    await setStatus(t, order.id, { status: 'processed' }, staff.headers);
    await age(order.id, statusUndoSeconds + 5);
    const moved = await setStatus(
      t,
      order.id,
      { status: 'lading-bill-created', waybillNumber: number },
      staff.headers,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await statusMails(t, order.email)).map((m) => m.dedupeKey)).toEqual([
      `order-status:${order.id}:processed`,
      `order-status:${order.id}:lading-bill-created`,
    ]);

    const res = await undo(order.id, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ status: 'processed', waybillNumber: null, undo: null });
    expect(answer.statusHistory.at(-1)).toMatchObject({
      status: 'processed',
      actor: 'staff',
      actorUserId: staff.user.id,
      actorName: 'Олена Коваль',
      undo: true,
    });
    expect((await orderRow(t, order.id)).status).toBe('processed');
    // The held-back mail is gone; the processed one (long due) stays.
    expect((await statusMails(t, order.email)).map((m) => m.dedupeKey)).toEqual([
      `order-status:${order.id}:processed`,
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status.undo'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toMatchObject({ actorUserId: staff.user.id, before: { status: 'lading-bill-created' } });
    expect(audit?.after).toMatchObject({ status: 'processed' });

    // An undo is not undone, and the same move can be made again (its mail queued afresh).
    expect((await undo(order.id, staff.headers)).json()).toMatchObject({
      statusCode: 409,
      message: 'status_undo_not_possible',
    });
    const again = await setStatus(
      t,
      order.id,
      { status: 'lading-bill-created', waybillNumber: number },
      staff.headers,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await statusMails(t, order.email)).toHaveLength(2);
  });

  it("leaves the change and its undo out of the customer's own history", async () => {
    const buyer = await createTestUser(t.app);
    const order = await placeTestOrder(t, { headers: buyer.authHeader });
    await setStatus(t, order.id, { status: 'processed' }, staff.headers);
    expect((await undo(order.id, staff.headers)).statusCode).toBe(200);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/server/orders/${order.id}`,
      headers: buyer.authHeader,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().statusHistory.map((h: { status: string }) => h.status)).toEqual(['requested']);
    expect(await statusMails(t, order.email)).toHaveLength(0);
  });

  it('answers 409 status_undo_expired after the minute, and changes nothing', async () => {
    const order = await placeTestOrder(t);
    await setStatus(t, order.id, { status: 'processed' }, staff.headers);
    await age(order.id, statusUndoSeconds + 1);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: staff.headers,
    });
    expect(view.json().undo).toBeNull();
    const res = await undo(order.id, staff.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, message: 'status_undo_expired' });
    expect((await orderRow(t, order.id)).status).toBe('processed');
    expect(await statusMails(t, order.email)).toHaveLength(1);
  });

  it('answers 409 once a mail worker has picked the mail up, even inside the minute', async () => {
    const order = await placeTestOrder(t);
    await setStatus(t, order.id, { status: 'processed' }, staff.headers);
    const [queued] = await statusMails(t, order.email);
    await t.db
      .update(mailOutbox)
      .set({ attempts: 1 })
      .where(eq(mailOutbox.id, queued?.id ?? 0));
    const res = await undo(order.id, staff.headers);
    expect(res.json()).toEqual({ statusCode: 409, message: 'status_undo_expired' });
    expect((await orderRow(t, order.id)).status).toBe('processed');
  });

  it('offers no undo for a cancel (stock and bonus moved) and mails it at once', async () => {
    const order = await placeTestOrder(t);
    const before = Date.now();
    const res = await setStatus(t, order.id, { status: 'canceled' }, staff.headers);
    expect(res.json().undo).toBeNull();
    const [queued] = await statusMails(t, order.email);
    expect(queued?.nextAttemptAt.getTime()).toBeLessThan(before + 5000);
    expect((await undo(order.id, staff.headers)).json()).toMatchObject({
      message: 'status_undo_not_possible',
    });
  });

  it('is staff only, and 404 for an order that does not exist', async () => {
    const order = await placeTestOrder(t);
    await setStatus(t, order.id, { status: 'processed' }, staff.headers);
    const customer = await createTestUser(t.app);
    expect((await undo(order.id, {})).statusCode).toBe(401);
    expect((await undo(order.id, customer.authHeader)).statusCode).toBe(403);
    expect((await orderRow(t, order.id)).status).toBe('processed');
    expect((await undo(999_999, staff.headers)).json()).toEqual({
      statusCode: 404,
      message: 'order_not_found',
    });
  });
});
