import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { orderStatusHistory } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';

// Issue #47: during a rolling upgrade past 0022, an API of the release before still writes photo
// orders' status changes into photo_order_status_history. 0028 forwards each into the one history
// as it is written and copies the ones written before it; the contract step that drops the table
// copies what is left first. Nothing an old API wrote is lost on the way.

const k = usePhotoOrderKit();
const legacy = sql.raw('"photo_order_status_history"');

async function statementsOf(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8')).split('--> statement-breakpoint');
}

/** A status change as the release before 0022 wrote it: the photo order's row and its history row. */
async function oldReleaseMoves(id: number, from: string, to: string, undoOf?: number): Promise<number> {
  await k.t.db.execute(sql`update photo_orders set status = ${to} where id = ${id}`);
  const written = await k.t.db.execute(
    sql`insert into ${legacy} (photo_order_id, status, actor, actor_name, from_status, undo_of)
        values (${id}, ${to}, 'staff', 'Стара версія', ${from}, ${undoOf ?? null}) returning id`,
  );
  return Number((written as unknown as { rows: { id: number }[] }).rows[0]?.id);
}

async function historyOf(id: number) {
  return k.t.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.photoOrderId, id))
    .orderBy(asc(orderStatusHistory.id));
}

describe('photo status history written by the release before 0022', () => {
  it('reaches the one history as it is written, beside this release’s changes, an undo naming its entry', async () => {
    const staff = await createTestUser(k.t.app, { role: 'manager', firstName: 'Ніна', lastName: 'Коваль' });
    const id = (await k.place(k.orderBody())).json().id as number;
    const moved = await k.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/photo-${id}/status`,
      payload: { status: 'processed' },
      headers: staff.authHeader,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // An old API beside the new one moves the order on, then takes that back.
    const sent = await oldReleaseMoves(id, 'processed', 'sent');
    await oldReleaseMoves(id, 'sent', 'processed', sent);

    const history = await historyOf(id);
    expect(history.slice(-3).map((entry) => [entry.status, entry.actorName])).toEqual([
      ['processed', 'Ніна Коваль'],
      ['sent', 'Стара версія'],
      ['processed', 'Стара версія'],
    ]);
    const [forwarded, undo] = history.slice(-2);
    expect(undo?.undoOf).toBe(forwarded?.id);
    const view = await k.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/photo-${id}`,
      headers: staff.authHeader,
    });
    expect(
      view
        .json()
        .statusHistory.slice(-2)
        .map((entry: { undo: boolean }) => entry.undo),
    ).toEqual([false, true]);
  });

  it('copies what was written between 0022 and 0028 once, however often the copy runs', async () => {
    const id = (await k.place(k.orderBody())).json().id as number;
    // Rows an old API wrote before 0028 existed: no trigger forwarded them.
    await k.t.db.execute(sql`alter table ${legacy} disable trigger user`);
    const first = await oldReleaseMoves(id, 'requested', 'processed');
    await oldReleaseMoves(id, 'processed', 'requested', first);
    await k.t.db.execute(sql`alter table ${legacy} enable trigger user`);
    const before = (await historyOf(id)).length;

    const migration = await statementsOf(join(migrationsFolder(), '0028_legacy_photo_history_forward.sql'));
    const copy = migration.at(-1) ?? '';
    expect(copy).toContain('copy_legacy_photo_status_history()');
    await k.t.db.execute(sql.raw(copy));
    const after = await historyOf(id);
    expect(after).toHaveLength(before + 2);
    expect(after.at(-1)?.undoOf).toBe(after.at(-2)?.id);

    await k.t.db.execute(sql.raw(copy));
    expect(await historyOf(id)).toHaveLength(before + 2);
  });

  // Last: it drops the legacy table from this file's database.
  it('the contract step copies what is left before it drops the table', async () => {
    const id = (await k.place(k.orderBody())).json().id as number;
    await k.t.db.execute(sql`alter table ${legacy} disable trigger user`);
    await oldReleaseMoves(id, 'requested', 'canceled');
    await k.t.db.execute(sql`alter table ${legacy} enable trigger user`);
    const before = (await historyOf(id)).map((entry) => entry.status);

    const file = join(migrationsFolder(), '..', 'contract-steps', '0000_drop_photo_order_status_history.sql');
    const steps = await statementsOf(file);
    expect(steps[0]).toMatch(/^-- contract-step: \S/);
    for (const statement of steps) await k.t.db.execute(sql.raw(statement));

    expect((await historyOf(id)).map((entry) => entry.status)).toEqual([...before, 'canceled']);
    const left = await k.t.db.execute(sql`select to_regclass('photo_order_status_history')::text as name`);
    expect((left as unknown as { rows: { name: string | null }[] }).rows[0]?.name).toBeNull();
  });
});
