import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Goods bought in orders the buyer has received, kopiyky; what SPEC §9 tiers count. A refunded
 * order was given back: it no longer counts toward a tier.
 */
export async function sumReceivedGoods(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string | number | null>`coalesce(sum(${orders.goodsTotal} - ${orders.discount}), 0)`,
    })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'received'), ne(orders.paymentStatus, 'refunded')),
    );
  // sum(integer) is bigint, which the drivers hand over as a string.
  return Number(row?.total ?? 0);
}
