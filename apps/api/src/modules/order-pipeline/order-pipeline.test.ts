import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statusUndoSeconds } from '@kartyna/domain';
import { auditLog, mailOutbox, orderStatusHistory } from '../../db/schema';
import { placeTestOrder, setStatus } from '../orders/lifecycle-test-kit';
import { useOrderKinds } from './order-kinds-test-kit';

// Issue #27: a shop order and a photo order are two kinds of one order. One status machine
// moves both: the same history table, the same held-back mail, the same undo and audit trail.

const { photo: u } = useOrderKinds();

describe('one order pipeline', () => {
  it('moves a shop order and a photo order through the same steps, and takes both back alike', async () => {
    const t = u.k.t;
    const staff = await u.staff('Марія', 'Ткач');
    const shop = await placeTestOrder(t);
    const photo = await u.place();
    const before = Date.now();

    const moves = [
      await setStatus(t, shop.id, { status: 'processed', note: 'Пакуємо' }, staff.headers),
      await u.move(photo.id, { status: 'processed', note: 'Пакуємо' }, staff.headers),
    ];
    for (const move of moves) {
      expect(move.statusCode, move.body).toBe(200);
      expect(move.json()).toMatchObject({
        status: 'processed',
        undo: { from: 'requested', to: 'processed' },
        statusHistory: expect.arrayContaining([
          expect.objectContaining({
            status: 'processed',
            actorName: 'Марія Ткач',
            note: 'Пакуємо',
            undo: false,
          }),
        ]),
      });
    }

    // One history: each entry names exactly one order, a shop order's or a photo order's.
    const entries = await t.db
      .select()
      .from(orderStatusHistory)
      .where(or(eq(orderStatusHistory.orderId, shop.id), eq(orderStatusHistory.photoOrderId, photo.id)))
      .orderBy(asc(orderStatusHistory.id));
    const moved = entries.filter((entry) => entry.status === 'processed');
    expect(moved.map((entry) => [entry.orderId, entry.photoOrderId])).toEqual([
      [shop.id, null],
      [null, photo.id],
    ]);
    for (const entry of moved) {
      expect(entry).toMatchObject({ actor: 'staff', fromStatus: 'requested', actorUserId: staff.user.id });
      expect(entry.mailId).not.toBeNull();
    }

    // Both customers' mails wait out the undo minute.
    const heldMails = () =>
      t.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.id,
            moved.map((entry) => entry.mailId ?? 0),
          ),
        );
    const mails = await heldMails();
    expect(mails).toHaveLength(2);
    for (const queued of mails) {
      expect(queued.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + (statusUndoSeconds - 5) * 1000);
    }

    const undone = [
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${shop.id}/status/undo`,
        headers: staff.headers,
      }),
      await u.undo(photo.id, staff.headers),
    ];
    for (const answer of undone) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'requested', undo: null });
    }
    const left = await heldMails();
    expect(left).toEqual([]);
    const audits = await t.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, ['order.status.undo', 'photo-order.status.undo']),
          inArray(auditLog.entityId, [String(shop.id), String(photo.id)]),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(audits).toEqual([
      { action: 'order.status.undo', entityId: String(shop.id) },
      { action: 'photo-order.status.undo', entityId: String(photo.id) },
    ]);
  });

  it('keeps every history entry tied to exactly one order', async () => {
    const t = u.k.t;
    const orphans = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(isNull(orderStatusHistory.orderId), isNull(orderStatusHistory.photoOrderId)));
    expect(orphans).toEqual([]);
    const shop = await placeTestOrder(t);
    const photo = await u.place();
    // The table itself refuses an entry naming both kinds (or neither).
    await expect(
      t.db
        .insert(orderStatusHistory)
        .values({ orderId: shop.id, photoOrderId: photo.id, status: 'processed', actor: 'system' }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(orderStatusHistory).values({ status: 'processed', actor: 'system' }),
    ).rejects.toThrow();
  });
});
