import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailConfirmations, orders, photoOrders, users } from '../../db/schema';

export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;

export async function insertEmailConfirmation(
  db: DbOrTx,
  row: { userId: number; mail: string; tokenHash: string; expiresAt: Date },
): Promise<EmailConfirmationRow> {
  const [inserted] = await db.insert(emailConfirmations).values(row).returning();
  if (!inserted) throw new Error('email confirmation not inserted');
  return inserted;
}

/**
 * The link of this hash, locked: two clicks of one link racing each other confirm once, the
 * second waits and then finds it used.
 */
export async function lockEmailConfirmation(
  db: DbOrTx,
  tokenHash: string,
): Promise<EmailConfirmationRow | null> {
  const [row] = await db
    .select()
    .from(emailConfirmations)
    .where(eq(emailConfirmations.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Every link of the account is spent with the one used: an older mail opens nothing later. */
export async function spendEmailConfirmations(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
}

/**
 * The account whose proven mail this is, if any: a guest order placed with it belongs there.
 * The account's row is locked (shared) whether proven or not, so a placement and a confirmation
 * of the same mail never miss each other: whichever comes second waits for the first to commit
 * and then sees it (a placement reads the confirmed row; a confirmation's attach sees the order).
 */
export async function findConfirmedAccountId(db: DbOrTx, mail: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(sql`lower(${users.mail}) = ${mail.toLowerCase()}`)
    .for('share')
    .limit(1);
  return row?.confirmedAt ? row.id : null;
}

/** Whether any guest order or photo order was placed with this mail (case-insensitive). */
export async function hasGuestOrders(db: DbOrTx, mail: string): Promise<boolean> {
  const lower = mail.toLowerCase();
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${lower}`))
    .limit(1);
  if (order) return true;
  const [photo] = await db
    .select({ id: photoOrders.id })
    .from(photoOrders)
    .where(and(isNull(photoOrders.userId), sql`lower(${photoOrders.clientData}->>'email') = ${lower}`))
    .limit(1);
  return Boolean(photo);
}
