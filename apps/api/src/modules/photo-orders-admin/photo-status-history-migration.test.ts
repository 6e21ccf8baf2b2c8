import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { auditLog, orderStatusHistory } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';

// Migration 0017 moved photo orders' status history out of the audit log into its own table,
// 0022 moved that into the one history of every order; a database migrated before them must
// still show who moved each photo order, and when, and an undo must still name what it took back.

const k = usePhotoOrderKit();

async function statementsOf(prefix: string): Promise<string[]> {
  const files = await readdir(migrationsFolder());
  const name = files.find((file) => file.startsWith(prefix) && file.endsWith('.sql'));
  if (!name) throw new Error(`no migration ${prefix}`);
  return (await readFile(join(migrationsFolder(), name), 'utf8')).split('--> statement-breakpoint');
}

/** 0017's last statement: the copy of the audit log's status entries. */
async function auditCopy(): Promise<string> {
  const copy = (await statementsOf('0017_')).at(-1);
  if (!copy?.includes('INSERT INTO "photo_order_status_history"')) throw new Error('no copy in 0017');
  return copy;
}

/** 0022's last two statements: the move into the one history, and its id sequence after it. */
async function historyMove(): Promise<string[]> {
  const [copy, sequence] = (await statementsOf('0022_')).slice(-2);
  if (!copy?.includes('INSERT INTO "order_status_history"') || !sequence?.includes('setval'))
    throw new Error('no move in 0022');
  return [copy, sequence];
}

/** A photo order as the releases before 0031 placed it: nothing in its history yet. */
async function placeAsBefore(): Promise<number> {
  const id = (await k.place(k.orderBody())).json().id as number;
  await k.t.db.delete(orderStatusHistory).where(eq(orderStatusHistory.photoOrderId, id));
  return id;
}

async function runMove(): Promise<void> {
  for (const statement of await historyMove()) await k.t.db.execute(sql.raw(statement));
}

/**
 * Runs `write` as a database before 0028 would: the legacy table's rows not forwarded as written
 * (legacy-history-contract.test.ts proves the forwarding).
 */
async function before0028(write: () => Promise<void>): Promise<void> {
  await k.t.db.execute(sql`alter table "photo_order_status_history" disable trigger user`);
  try {
    await write();
  } finally {
    await k.t.db.execute(sql`alter table "photo_order_status_history" enable trigger user`);
  }
}

describe('0017_photo_status_undo and 0022_order_history_for_every_order', () => {
  it("copies the audit log's photo order status entries into the history, named", async () => {
    const staff = await createTestUser(k.t.app, { role: 'manager', firstName: 'Ірина', lastName: 'Мельник' });
    const id = await placeAsBefore();
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

    await before0028(async () => {
      await k.t.db.execute(sql.raw(await auditCopy()));
      await runMove();
    });

    const res = await k.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/photo-${id}`,
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

  it("moves photo orders' entries into the one history, an undo still naming what it took back", async () => {
    const staff = await createTestUser(k.t.app, { role: 'manager', firstName: 'Олег', lastName: 'Бондар' });
    const id = await placeAsBefore();
    // The table before 0022 is no longer in the schema: its rows are written as the old release did.
    const legacy = sql.raw('"photo_order_status_history"');
    await before0028(async () => {
      await k.t.db.execute(
        sql`insert into ${legacy} (photo_order_id, status, actor, actor_name, from_status)
            values (${id}, 'processed', 'staff', 'Олег Бондар', 'requested')`,
      );
      await k.t.db.execute(
        sql`insert into ${legacy} (photo_order_id, status, actor, actor_name, undo_of)
            select ${id}, 'requested', 'staff', 'Олег Бондар', max(id) from ${legacy} where photo_order_id = ${id}`,
      );
      await runMove();
    });

    const moved = await k.t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.photoOrderId, id))
      .orderBy(asc(orderStatusHistory.id));
    expect(moved.map((entry) => [entry.status, entry.orderId])).toEqual([
      ['processed', null],
      ['requested', null],
    ]);
    expect(moved[1]?.undoOf).toBe(moved[0]?.id);
    const view = await k.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/photo-${id}`,
      headers: staff.authHeader,
    });
    expect(view.json().statusHistory.map((entry: { undo: boolean }) => entry.undo)).toEqual([false, true]);
    // The sequence went past the moved ids: the next change is written after them.
    const next = await k.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/photo-${id}/status`,
      payload: { status: 'processed' },
      headers: staff.authHeader,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().statusHistory).toHaveLength(3);
  });
});
