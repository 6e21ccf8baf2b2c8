import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { revokedSessions } from '../../db/schema';

/** Signs one session out on every API process; rows past the token's lifetime are swept here. */
export async function revokeSession(
  db: DbOrTx,
  session: { sessionId: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(revokedSessions).values(session).onConflictDoNothing();
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
}

/** One primary-key look-up per authenticated request. */
export async function isSessionRevoked(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(eq(revokedSessions.sessionId, sessionId))
    .limit(1);
  return row !== undefined;
}
