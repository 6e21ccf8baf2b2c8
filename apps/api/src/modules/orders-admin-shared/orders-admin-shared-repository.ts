import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

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
