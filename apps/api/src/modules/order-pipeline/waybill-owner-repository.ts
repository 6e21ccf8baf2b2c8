import { and, eq, ne, sql } from 'drizzle-orm';
import type { OrderRef } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { orders, photoOrders } from '../../db/schema';

/*
 * Shop orders and photo orders keep their waybill numbers in two tables, so no unique index can
 * say that one parcel belongs to one order; the status machine asks here, inside its transaction.
 */

/**
 * Holds, until the transaction ends, the right to give `number` to an order: two staff members
 * typing the same number into two orders at once take turns, and the second sees the first.
 * The one-key form keeps clear of the two-key locks promotions take.
 */
export async function lockWaybillNumber(db: DbOrTx, number: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`waybill:${number}`}, 0))`);
}

/** Another order (of either kind) that already has the waybill `number`; null when none has. */
export async function waybillNumberOwner(
  db: DbOrTx,
  number: string,
  except: OrderRef,
): Promise<OrderRef | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      except.kind === 'order'
        ? and(eq(orders.waybillNumber, number), ne(orders.id, except.id))
        : eq(orders.waybillNumber, number),
    )
    .orderBy(orders.id)
    .limit(1);
  if (order) return { kind: 'order', id: order.id };
  const [photo] = await db
    .select({ id: photoOrders.id })
    .from(photoOrders)
    .where(
      except.kind === 'photo-order'
        ? and(eq(photoOrders.waybillNumber, number), ne(photoOrders.id, except.id))
        : eq(photoOrders.waybillNumber, number),
    )
    .orderBy(photoOrders.id)
    .limit(1);
  return photo ? { kind: 'photo-order', id: photo.id } : null;
}
