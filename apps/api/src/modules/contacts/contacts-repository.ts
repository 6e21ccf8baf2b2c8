import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: DbOrTx,
  row: typeof contactMessages.$inferInsert,
): Promise<void> {
  await db.insert(contactMessages).values(row);
}

export async function setContactMessageHandledAt(
  db: DbOrTx,
  id: number,
  handledAt: Date | null,
): Promise<ContactMessageRow | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}

export async function findContactMessage(db: DbOrTx, id: number): Promise<ContactMessageRow | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}
