import { asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { clientWorkListQuerySchema } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { pageOf } from '../../db/page';
import { clientWorks } from '../../db/schema';

export type ClientWorkRow = typeof clientWorks.$inferSelect;
type NewClientWork = typeof clientWorks.$inferInsert;

export async function listClientWorkRows(db: DbOrTx, query: z.infer<typeof clientWorkListQuerySchema>) {
  const column = { position: clientWorks.position, id: clientWorks.id, createdAt: clientWorks.createdAt }[
    query.sort
  ];
  const direction = query.order === 'ASC' ? asc : desc;
  return pageOf(
    query,
    db
      .select()
      .from(clientWorks)
      // The gallery's own tie-break (position, then id), so the list shows the storefront's order.
      .orderBy(direction(column), asc(clientWorks.id))
      .$dynamic(),
    db.select({ value: count() }).from(clientWorks),
  );
}

export async function findClientWorkRow(db: DbOrTx, id: number, lock = false): Promise<ClientWorkRow | null> {
  const query = db.select().from(clientWorks).where(eq(clientWorks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function nextClientWorkPosition(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: max(clientWorks.position) }).from(clientWorks);
  return row?.value == null ? 0 : row.value + 1;
}

export async function insertClientWorkRow(db: DbOrTx, values: NewClientWork): Promise<ClientWorkRow> {
  const [row] = await db.insert(clientWorks).values(values).returning();
  if (!row) throw new Error('client work not inserted');
  return row;
}

export async function updateClientWorkRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewClientWork>,
): Promise<ClientWorkRow | null> {
  const [row] = await db.update(clientWorks).set(values).where(eq(clientWorks.id, id)).returning();
  return row ?? null;
}

export async function deleteClientWorkRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(clientWorks).where(eq(clientWorks.id, id));
}

/** Every work's id in gallery order, locked: a reorder rewrites all positions at once. */
export async function lockClientWorkOrder(db: DbOrTx): Promise<{ id: number; position: number }[]> {
  return db
    .select({ id: clientWorks.id, position: clientWorks.position })
    .from(clientWorks)
    .orderBy(asc(clientWorks.position), asc(clientWorks.id))
    .for('update');
}

/** Positions 0, 1, 2, … in the order of `ids`, in one statement. */
export async function setClientWorkPositions(db: DbOrTx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, position) => sql`when ${id} then ${position}`),
    sql` `,
  );
  await db
    .update(clientWorks)
    .set({ position: sql`case ${clientWorks.id} ${cases} else ${clientWorks.position} end` })
    .where(sql`${clientWorks.id} in (${sql.join(ids, sql`, `)})`);
}
