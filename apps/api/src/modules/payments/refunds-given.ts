import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refunds } from '../../db/schema';

/**
 * Staff refunds of a payment that are done or under way and add up to less than all of it: a
 * provider's "reversed" then speaks of a part (issue #44), never of the whole payment.
 */
export async function givenBackInPart(db: DbOrTx, payment: { id: string; amount: number }): Promise<boolean> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      done: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'done'), 0)::int`,
    })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), sql`${refunds.status} <> 'failed'`));
  return (row?.n ?? 0) > 0 && (row?.done ?? 0) < payment.amount;
}
