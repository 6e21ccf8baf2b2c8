import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { photoOrderLines, photoOrders } from '../../db/schema';
import type { OrderRowChange } from '../order-pipeline/order-row-writes';

export type PhotoOrderRow = typeof photoOrders.$inferSelect;
export type NewPhotoOrderRow = typeof photoOrders.$inferInsert;
export type PhotoOrderLineRow = typeof photoOrderLines.$inferSelect;
export type NewPhotoOrderLine = Omit<typeof photoOrderLines.$inferInsert, 'photoOrderId'>;

/** The order and its lines together or not at all; the lines' ids in the order given. */
export async function insertPhotoOrder(
  db: DbOrTx,
  order: NewPhotoOrderRow,
  lines: NewPhotoOrderLine[],
): Promise<PhotoOrderRow & { lineIds: number[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(photoOrders).values(order).returning();
    if (!row) throw new Error('photo order not inserted');
    const inserted = await tx
      .insert(photoOrderLines)
      .values(lines.map((line) => ({ ...line, photoOrderId: row.id })))
      .returning({ id: photoOrderLines.id });
    return { ...row, lineIds: inserted.map((l) => l.id).sort((a, b) => a - b) };
  });
}

export interface PhotoOrderWithLines extends PhotoOrderRow {
  lines: PhotoOrderLineRow[];
}

/** A user's photo orders, newest first, each with its lines in the order they were given. */
export async function listPhotoOrdersOfUser(db: DbOrTx, userId: number): Promise<PhotoOrderWithLines[]> {
  const rows = await db
    .select()
    .from(photoOrders)
    .where(eq(photoOrders.userId, userId))
    .orderBy(desc(photoOrders.createdAt), desc(photoOrders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(photoOrderLines)
    .where(
      inArray(
        photoOrderLines.photoOrderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(photoOrderLines.id));
  const byOrder = new Map<number, PhotoOrderLineRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.photoOrderId) ?? [];
    list.push(line);
    byOrder.set(line.photoOrderId, list);
  }
  return rows.map((row) => ({ ...row, lines: byOrder.get(row.id) ?? [] }));
}

/*
 * The photo order's row after it is placed, written here only: staff move its status
 * (photo-orders-admin's subject), and the modules below the kinds ask through
 * order-pipeline/order-row-writes.ts for the payment's state, the test mark, the staff note and
 * the guest orders an account proves.
 */

/** The photo order, locked until the transaction ends: two staff changes run one after the other. */
export async function lockPhotoOrder(db: DbOrTx, id: number): Promise<PhotoOrderRow | null> {
  const [row] = await db.select().from(photoOrders).where(eq(photoOrders.id, id)).for('update');
  return row ?? null;
}

export async function updatePhotoOrder(
  db: DbOrTx,
  id: number,
  change: OrderRowChange & { status?: string; waybillNumber?: string | null; waybillRef?: string | null },
): Promise<PhotoOrderRow> {
  const [row] = await db
    .update(photoOrders)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(photoOrders.id, id))
    .returning();
  if (!row) throw new Error(`photo order ${id} vanished while locked`);
  return row;
}

/** Only photo orders without an owner move: one of another account stays where it is. */
export async function giveGuestPhotoOrdersTo(
  db: DbOrTx,
  userId: number,
  mail: string,
  now: Date,
): Promise<number> {
  const moved = await db
    .update(photoOrders)
    .set({ userId, updatedAt: now })
    .where(
      and(
        isNull(photoOrders.userId),
        sql`lower(${photoOrders.clientData}->>'email') = ${mail.toLowerCase()}`,
      ),
    )
    .returning({ id: photoOrders.id });
  return moved.length;
}
