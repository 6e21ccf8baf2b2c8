import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: DbOrTx,
  row: typeof contactMessages.$inferInsert,
): Promise<void> {
  await db.insert(contactMessages).values(row);
}
