import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, photoOrders, users } from '../../db/schema';
import type { OrderKind } from '@kartyna/domain';

const tables = { order: orders, 'photo-order': photoOrders } as const;

/** The buyer's account behind an order: signed in when placing it, or joined by a proven mail. */
export async function findBuyer(db: DbOrTx, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select({ id: users.id, mail: users.mail, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { id: row.id, mail: row.mail, name: `${row.lastName} ${row.firstName}`.trim() };
}

/** The order's note, the row locked for the change, so the audit's "before" is the note replaced. */
export async function lockStaffNote(db: DbOrTx, kind: OrderKind, id: number) {
  const table = tables[kind];
  const [row] = await db
    .select({ staffNote: table.staffNote })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row ?? null;
}

export async function updateStaffNote(
  db: DbOrTx,
  kind: OrderKind,
  id: number,
  staffNote: string | null,
): Promise<void> {
  const table = tables[kind];
  await db.update(table).set({ staffNote, updatedAt: new Date() }).where(eq(table.id, id));
}
