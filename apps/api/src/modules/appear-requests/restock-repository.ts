import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appearRequests } from '../../db/schema';

/**
 * Marks every pending request of a product notified and answers their ids. One statement: two
 * restocks at once cannot both claim a request, so each request is mailed once, ever.
 */
export async function claimPendingAppearRequests(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db
    .update(appearRequests)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(appearRequests.productId, productId), isNull(appearRequests.notifiedAt)))
    .returning({ id: appearRequests.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
