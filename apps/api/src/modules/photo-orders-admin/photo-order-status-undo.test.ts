import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statusUndoSeconds } from '@kartyna/domain';
import { auditLog } from '../../db/schema';
import { csrfHeader } from '@kartyna/domain';
import { ACCESS_COOKIE } from '../../http/auth-guard';
import { createTestUser } from '../../test/fixtures';
import { usePhotoUndoKit } from './photo-undo-test-kit';

// A photo order's status change by staff can be taken back within a minute, as an order's:
// the status it left, no waybill typed with it, and no mail to the customer.

const u = usePhotoUndoKit();
const sentTo = (email: string) => u.mail.sent.filter((m) => m.to === email);

describe('POST /api/admin/photo-orders/:id/status/undo', () => {
  it('holds the status mail back for the minute and offers the undo in the answer', async () => {
    const staff = await u.staff();
    const order = await u.place();
    const before = Date.now();
    const res = await u.move(order.id, { status: 'processed' }, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const offered = res.json().undo;
    expect(offered).toMatchObject({ from: 'requested', to: 'processed' });
    expect(Date.parse(offered.until) - before).toBeGreaterThanOrEqual(statusUndoSeconds * 1000 - 2000);
    expect(Date.parse(offered.until) - before).toBeLessThanOrEqual(statusUndoSeconds * 1000 + 2000);
    expect((await u.view(order.id, staff.headers)).undo).toEqual(offered);

    const [queued] = await u.statusMails(order.id);
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + (statusUndoSeconds - 2) * 1000);
    // A worker running now sends the order-accepted mail, not the held-back status mail.
    await u.deliverIn(0);
    expect(sentTo(order.email)).toHaveLength(1);
    expect((await u.statusMails(order.id)).map((m) => m.status)).toEqual(['pending']);
  });

  it('restores the status, drops the typed waybill, deletes the unsent mail and audits the undo', async () => {
    const staff = await u.staff('Ірина', 'Мельник');
    const order = await u.place();
    await u.move(order.id, { status: 'processed' }, staff.headers);
    await u.age(order.id, statusUndoSeconds + 5);
    const moved = await u.move(
      order.id,
      { status: 'lading-bill-created', waybillNumber: '20450000000077' },
      staff.headers,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      waybillNumber: '20450000000077',
      undo: { to: 'lading-bill-created' },
    });

    const res = await u.undo(order.id, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'processed',
      waybillNumber: null,
      trackingUrl: null,
      undo: null,
      nextStatuses: ['lading-bill-created', 'canceled'],
    });
    expect(
      res.json().statusHistory.map((h: { status: string; undo: boolean }) => [h.status, h.undo]),
    ).toEqual([
      ['requested', false],
      ['processed', false],
      ['lading-bill-created', false],
      ['processed', true],
    ]);
    expect(res.json().statusHistory.at(-1)).toMatchObject({
      actorUserId: staff.user.id,
      actorName: 'Ірина Мельник',
    });
    // The held-back mail is gone; the processed one (long due) stays. A later worker sends no waybill mail.
    expect((await u.statusMails(order.id)).map((m) => m.dedupeKey)).toEqual([
      `photo-order-status:${order.id}:processed`,
    ]);
    await u.deliverIn(statusUndoSeconds * 3);
    expect(u.mail.sent.filter((m) => m.to === order.email && m.text.includes('20450000000077'))).toEqual([]);

    const audit = await u.k.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo-order.status.undo'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        entity: 'photo-order',
        actorUserId: staff.user.id,
        before: { status: 'lading-bill-created', waybillNumber: '20450000000077' },
        after: { status: 'processed', waybillNumber: null, mailDeleted: expect.any(Number) },
      }),
    ]);

    // An undo is not undone twice, and the same move can be made again (its mail queued afresh).
    expect((await u.undo(order.id, staff.headers)).json()).toEqual({
      statusCode: 409,
      message: 'status_undo_not_possible',
    });
    const again = await u.move(
      order.id,
      { status: 'lading-bill-created', waybillNumber: '20450000000078' },
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
    expect(res.json()).toEqual({ statusCode: 409, message: 'status_undo_expired' });
    expect((await u.view(order.id, staff.headers)).status).toBe('processed');
    expect(await u.statusMails(order.id)).toHaveLength(1);
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

  it('is staff only and needs the CSRF header with a cookie; 404 for a photo order that does not exist', async () => {
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
