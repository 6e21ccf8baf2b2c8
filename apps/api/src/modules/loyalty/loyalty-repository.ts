import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, photoOrders } from '../../db/schema';

/**
 * What the buyer paid for goods in orders of both kinds they have received, kopiyky: what
 * requirements §9 tiers count (a photo picture is a purchase like a kit, issue #48). A refunded order
 * was given back: it no longer counts toward a tier. A discount was never paid: it does not count.
 */
export async function sumReceivedGoods(db: DbOrTx, userId: number): Promise<number> {
  // sum(integer) is bigint, which the drivers hand over as a string.
  const [[shop], [photo]] = await Promise.all([
    db
      .select({
        total: sql<string | number | null>`coalesce(sum(${orders.goodsTotal} - ${orders.discount}), 0)`,
      })
      .from(orders)
      .where(
        and(eq(orders.userId, userId), eq(orders.status, 'received'), ne(orders.paymentStatus, 'refunded')),
      ),
    db
      .select({ total: sql<string | number | null>`coalesce(sum(${photoOrders.total}), 0)` })
      .from(photoOrders)
      .where(
        and(
          eq(photoOrders.userId, userId),
          eq(photoOrders.status, 'received'),
          ne(photoOrders.paymentStatus, 'refunded'),
        ),
      ),
  ]);
  return Number(shop?.total ?? 0) + Number(photo?.total ?? 0);
}
