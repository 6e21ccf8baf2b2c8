import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csrfHeader, statusUndoSeconds } from '@kartyna/domain';
import { auditLog, mailOutbox } from '../../db/schema';
import { ACCESS_COOKIE } from '../../http/auth-guard';
import { createTestUser } from '../../test/fixtures';
import { waybillNumber } from '../orders/lifecycle-test-kit';
import { useOrderKinds } from './order-kinds-test-kit';

// Issue #18, the money trail: who changed a status by name, and a minute to take a slip back
// before the customer is mailed about it: the status it left, no waybill typed with it, no
// mail. One status machine moves both kinds of order (status-undo.ts), so each kind passes
// every test here.

const { kinds } = useOrderKinds();

describe.each(kinds)('a $kind status change taken back', (u) => {
  const sentTo = (email: string) => u.mail.sent.filter((m) => m.to === email);

  it('keeps the name of whoever moved the order, in the answer and in the row', async () => {
    const named = await u.staff('Ірина', 'Мельник');
    const order = await u.place();
    const res = await u.move(order.id, { status: 'processed' }, named.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusHistory.at(-1)).toMatchObject({
      status: 'processed',
      actor: 'staff',
      actorUserId: named.user.id,
      actorName: 'Ірина Мельник',
      undo: false,
    });
    expect((await u.history(order.id)).at(-1)?.actorName).toBe('Ірина Мельник');
  });

  it('holds the status mail back for the undo minute and offers the undo in the answer', async () => {
    const staff = await u.staff();
    const order = await u.place();
    const before = Date.now();
    const res = await u.move(order.id, { status: 'processed' }, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const offered = res.json().undo;
    expect(offered).toMatchObject({ from: 'requested', to: 'processed' });
    const until = Date.parse(offered.until);
    expect(until - before).toBeGreaterThanOrEqual(statusUndoSeconds * 1000 - 2000);
    expect(until - before).toBeLessThanOrEqual(statusUndoSeconds * 1000 + 2000);
    expect((await u.view(order.id, staff.headers)).undo).toEqual(offered);

    const [queued] = await u.statusMails(order.id);
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + (statusUndoSeconds - 2) * 1000);
    // A worker running now sends the order-accepted mail, not the held-back status mail.
    await u.deliverIn(0);
    expect(sentTo(order.email)).toHaveLength(1);
    expect((await u.statusMails(order.id)).map((m) => m.status)).toEqual(['pending']);
  });

  it('restores the status, drops the typed waybill, deletes the unsent mail and records the undo by name', async () => {
    const staff = await u.staff('Ірина', 'Мельник');
    const order = await u.place();
    const number = waybillNumber();
    await u.move(order.id, { status: 'processed' }, staff.headers);
    await u.age(order.id, statusUndoSeconds + 5);
    const moved = await u.move(
      order.id,
      { status: 'lading-bill-created', waybillNumber: number },
      staff.headers,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ ...u.waybillView(number), undo: { to: 'lading-bill-created' } });
    expect((await u.statusMails(order.id)).map((m) => m.dedupeKey)).toEqual([
      u.mailKey(order.id, 'processed'),
      u.mailKey(order.id, 'lading-bill-created'),
    ]);

    const res = await u.undo(order.id, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      status: 'processed',
      ...u.waybillView(null),
      undo: null,
      nextStatuses: ['lading-bill-created', 'canceled'],
    });
    expect(answer.statusHistory.map((h: { status: string; undo: boolean }) => [h.status, h.undo])).toEqual([
      ['requested', false],
      ['processed', false],
      ['lading-bill-created', false],
      ['processed', true],
    ]);
    expect(answer.statusHistory.at(-1)).toMatchObject({
      status: 'processed',
      actor: 'staff',
      actorUserId: staff.user.id,
      actorName: 'Ірина Мельник',
      undo: true,
    });
    expect((await u.row(order.id)).status).toBe('processed');
    // The held-back mail is gone; the processed one (long due) stays. A later worker sends no waybill mail.
    expect((await u.statusMails(order.id)).map((m) => m.dedupeKey)).toEqual([
      u.mailKey(order.id, 'processed'),
    ]);
    await u.deliverIn(statusUndoSeconds * 3);
    expect(sentTo(order.email).filter((m) => m.text.includes(number))).toEqual([]);

    const audit = await u.k.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, `${u.kind}.status.undo`), eq(auditLog.entityId, String(order.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        entity: u.kind,
        actorUserId: staff.user.id,
        before: { status: 'lading-bill-created', waybillNumber: number },
        after: { status: 'processed', waybillNumber: null, mailDeleted: expect.any(Number) },
      }),
    ]);

    // An undo is not undone, and the same move can be made again (its mail queued afresh).
    expect((await u.undo(order.id, staff.headers)).json()).toEqual({
      statusCode: 409,
      message: 'status_undo_not_possible',
    });
    const again = await u.move(
      order.id,
      { status: 'lading-bill-created', waybillNumber: number },
      staff.headers,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await u.statusMails(order.id)).toHaveLength(2);
  });

  it('answers 409 status_undo_expired after the minute, and changes nothing', async () => {
    const staff = await u.staff();
    const order = await u.place();
    await u.move(order.id, { status: 'processed' }, staff.headers);
    await u.age(order.id, statusUndoSeconds + 1);
    expect((await u.view(order.id, staff.headers)).undo).toBeNull();
    const res = await u.undo(order.id, staff.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, message: 'status_undo_expired' });
    expect((await u.row(order.id)).status).toBe('processed');
    expect((await u.view(order.id, staff.headers)).status).toBe('processed');
    expect(await u.statusMails(order.id)).toHaveLength(1);
  });

  it('answers 409 once a mail worker has picked the mail up, even inside the minute', async () => {
    const staff = await u.staff();
    const order = await u.place();
    await u.move(order.id, { status: 'processed' }, staff.headers);
    const [queued] = await u.statusMails(order.id);
    await u.k.t.db
      .update(mailOutbox)
      .set({ attempts: 1 })
      .where(eq(mailOutbox.id, queued?.id ?? 0));
    const res = await u.undo(order.id, staff.headers);
    expect(res.json()).toEqual({ statusCode: 409, message: 'status_undo_expired' });
    expect((await u.row(order.id)).status).toBe('processed');
  });

  it('answers 409 status_undo_expired once the mail went, even inside the minute', async () => {
    const staff = await u.staff();
    const order = await u.place();
    await u.move(order.id, { status: 'processed' }, staff.headers);
    await u.deliverIn(statusUndoSeconds + 1);
    expect((await u.statusMails(order.id)).map((m) => m.status)).toEqual(['sent']);
    const res = await u.undo(order.id, staff.headers);
    expect(res.json()).toEqual({ statusCode: 409, message: 'status_undo_expired' });
    expect((await u.view(order.id, staff.headers)).status).toBe('processed');
  });

  it('offers no undo for a cancel (what it gives back is not taken back) and mails it at once', async () => {
    const staff = await u.staff();
    const order = await u.place();
    const before = Date.now();
    const res = await u.move(order.id, { status: 'canceled' }, staff.headers);
    expect(res.json().undo).toBeNull();
    const [queued] = await u.statusMails(order.id);
    expect(queued?.nextAttemptAt.getTime()).toBeLessThan(before + 5000);
    expect((await u.undo(order.id, staff.headers)).json()).toMatchObject({
      message: 'status_undo_not_possible',
    });
  });

  it('is staff only and needs the CSRF header with a cookie; 404 for an order that does not exist', async () => {
    const staff = await u.staff();
    const customer = await createTestUser(u.k.t.app);
    const order = await u.place(customer.authHeader);
    await u.move(order.id, { status: 'processed' }, staff.headers);
    expect((await u.undo(order.id, {})).statusCode).toBe(401);
    expect((await u.undo(order.id, customer.authHeader)).statusCode).toBe(403);
    const cookie = { cookie: `${ACCESS_COOKIE}=${staff.accessToken}` };
    const noCsrf = await u.undo(order.id, cookie);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message).toBe('csrf_invalid');
    expect((await u.row(order.id)).status).toBe('processed');
    expect((await u.view(order.id, staff.headers)).status).toBe('processed');
    expect(await u.statusMails(order.id)).toHaveLength(1);

    const withCsrf = await u.undo(order.id, { ...cookie, [csrfHeader]: staff.csrfToken });
    expect(withCsrf.statusCode, withCsrf.body).toBe(200);
    expect(withCsrf.json().status).toBe('requested');
    expect((await u.undo(2_147_480_000, staff.headers)).json()).toEqual({
      statusCode: 404,
      message: 'order_not_found',
    });
  });
});
