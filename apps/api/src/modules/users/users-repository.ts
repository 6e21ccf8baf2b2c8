import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

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

/** Postgres unique_violation; drizzle wraps the driver's error, so the code may sit on a cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
