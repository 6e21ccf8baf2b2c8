import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { auditLog } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';

// Migration 0017 moves photo orders' status history out of the audit log into its own table;
// a database migrated before it must still show who moved each photo order, and when.

const k = usePhotoOrderKit();

/** The migration's last statement: the copy of the audit log's status entries. */
async function copyStatement(): Promise<string> {
  const file = await readFile(join(migrationsFolder(), '0017_photo_status_undo.sql'), 'utf8');
  const copy = file.split('--> statement-breakpoint').at(-1);
  if (!copy?.includes('INSERT INTO "photo_order_status_history"')) throw new Error('no copy in 0017');
  return copy;
}

describe('0017_photo_status_undo', () => {
  it("copies the audit log's photo order status entries into the history, named", async () => {
    const staff = await createTestUser(k.t.app, { role: 'manager', firstName: 'Ірина', lastName: 'Мельник' });
    const id = (await k.place(k.orderBody())).json().id as number;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 9, minutes));
    const entry = { entity: 'photo-order', entityId: String(id), createdAt: at(0) };
    await k.t.db.insert(auditLog).values([
      {
        ...entry,
        actorUserId: staff.user.id,
        actorMail: staff.user.mail,
        action: 'photo-order.status',
        before: { status: 'requested' },
        after: { status: 'processed', note: 'У роботі' },
      },
      // Not status changes, or not of an existing photo order: left where they are.
      { ...entry, actorMail: 'x@example.com', action: 'photo-order.note', after: { staffNote: 'a' } },
      {
        ...entry,
        entityId: '2147480000',
        actorMail: 'x@example.com',
        action: 'photo-order.status',
        after: { status: 'processed' },
      },
      {
        ...entry,
        entity: 'order',
        actorMail: 'x@example.com',
        action: 'order.status',
        after: { status: 'sent' },
      },
      // The account is gone: the mail the entry kept names it.
      {
        ...entry,
        createdAt: at(5),
        actorUserId: null,
        actorMail: 'gone@example.com',
        action: 'photo-order.status',
        before: { status: 'processed' },
        after: { status: 'canceled', note: null },
      },
    ]);

    await k.t.db.execute(sql.raw(await copyStatement()));

    const res = await k.t.app.inject({
      method: 'GET',
      url: `/api/admin/photo-orders/${id}`,
      headers: staff.authHeader,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusHistory).toEqual([
      {
        status: 'processed',
        createdAt: at(0).toISOString(),
        actor: 'staff',
        actorUserId: staff.user.id,
        actorName: 'Ірина Мельник',
        undo: false,
        note: 'У роботі',
      },
      {
        status: 'canceled',
        createdAt: at(5).toISOString(),
        actor: 'staff',
        actorUserId: null,
        actorName: 'gone@example.com',
        undo: false,
        note: null,
      },
    ]);
    // Copied entries are long past their minute and carry no status to go back to.
    expect(res.json().undo).toBeNull();
  });
});
