import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByMail(db: DbOrTx, mail: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.mail}) = ${mail.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function insertUser(db: DbOrTx, user: NewUserRow): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  patch: Partial<NewUserRow>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/**
 * A profile change that may touch the mail: two accounts racing to one mail meet the unique
 * index on lower(mail), and the loser gets 'mail_taken' instead of a database error.
 */
export async function updateUserProfile(
  db: DbOrTx,
  id: number,
  patch: Partial<NewUserRow>,
): Promise<UserRow | 'mail_taken' | null> {
  try {
    return await updateUser(db, id, patch);
  } catch (error) {
    if (isUniqueViolation(error)) return 'mail_taken';
    throw error;
  }
}

/**
 * Stores a new password hash and retires every token issued before it, in one statement so a
 * concurrent change cannot leave an old token valid.
 */
export async function setUserPassword(db: DbOrTx, id: number, passwordHash: string): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      // A password the owner chose replaces any reset still waiting in the mail.
      pendingPasswordHash: null,
      pendingPasswordExpiresAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** forgot-password: the new password waits beside the old one until it is first used. */
export async function setPendingPassword(
  db: DbOrTx,
  id: number,
  pendingPasswordHash: string,
  expiresAt: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ pendingPasswordHash, pendingPasswordExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/**
 * The pending password becomes the password and every older token retires. Guarded by the
 * hash that was verified, so two sign-ins racing on one reset promote it once.
 */
export async function promotePendingPassword(
  db: DbOrTx,
  id: number,
  verifiedPendingHash: string,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash: verifiedPendingHash,
      pendingPasswordHash: null,
      pendingPasswordExpiresAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, id), eq(users.pendingPasswordHash, verifiedPendingHash)))
    .returning();
  return row ?? null;
}

/** "Sign out everywhere": every token issued so far stops working. */
export async function bumpTokenVersion(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/**
 * Marks the account's mail proven (email-confirmation's link), only while it is still `mail`: a
 * change of mail in between makes the link stale, and null answers that it no longer is.
 */
export async function markMailConfirmed(db: DbOrTx, userId: number, mail: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), sql`lower(${users.mail}) = ${mail.toLowerCase()}`))
    .returning({ id: users.id });
  return row ?? null;
}

/**
 * The bonus balance, locked until the transaction ends so two orders cannot spend it twice
 * (the checkout locks it, then spends it with spendBonus in the same transaction).
 */
export async function lockBonusBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ bonusBalance: users.bonusBalance })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.bonusBalance ?? 0;
}

/** The checkout takes the bonus it spends off the balance (loyalty's ledger records why). */
export async function spendBonus(db: DbOrTx, userId: number, amount: number): Promise<void> {
  await db
    .update(users)
    .set({ bonusBalance: sql`${users.bonusBalance} - ${amount}`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Moves a balance by a signed amount in one statement, so concurrent moves add up: loyalty's
 * ledger calls it beside each entry it writes.
 */
export async function addToBonusBalance(db: DbOrTx, userId: number, delta: number): Promise<void> {
  await db
    .update(users)
    .set({ bonusBalance: sql`${users.bonusBalance} + ${delta}`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
