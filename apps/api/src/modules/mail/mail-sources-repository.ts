import type { Locale } from '@kartyna/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  appearRequests,
  orderLines,
  orders,
  photoOrderLines,
  photoOrders,
  products,
  users,
} from '../../db/schema';
import type { OrderRef } from '@kartyna/domain';

/** What the mail templates are filled from: reads only, inside the caller's transaction. */

/**
 * An order of either kind with its lines. The two kinds live in their own tables and are numbered
 * apart, so the reference names which one is meant. One query after the other: a transaction's
 * connection runs one at a time (node-postgres deprecates overlapping them).
 */
export async function findOrderForMail(db: DbOrTx, ref: OrderRef) {
  if (ref.kind === 'order') {
    const [order] = await db.select().from(orders).where(eq(orders.id, ref.id));
    const byLine = asc(orderLines.id);
    const lines = order
      ? await db.select().from(orderLines).where(eq(orderLines.orderId, ref.id)).orderBy(byLine)
      : [];
    return order ? { kind: 'order' as const, order, lines } : null;
  }
  const [order] = await db.select().from(photoOrders).where(eq(photoOrders.id, ref.id));
  const ofOrder = eq(photoOrderLines.photoOrderId, ref.id);
  const lines = order
    ? await db.select().from(photoOrderLines).where(ofOrder).orderBy(asc(photoOrderLines.id))
    : [];
  return order ? { kind: 'photo-order' as const, order, lines } : null;
}

export async function findAppearRequestForMail(db: DbOrTx, appearRequestId: number) {
  const [row] = await db
    .select({
      id: appearRequests.id,
      mail: appearRequests.mail,
      locale: appearRequests.locale,
      notifiedAt: appearRequests.notifiedAt,
      productId: products.id,
      nameUa: products.nameUa,
      nameRu: products.nameRu,
      price: products.price,
      discountPrice: products.discountPrice,
    })
    .from(appearRequests)
    .innerJoin(products, eq(products.id, appearRequests.productId))
    .where(eq(appearRequests.id, appearRequestId));
  return row ?? null;
}

/** The language of the account with this mail, if there is one. */
export async function findLocaleOfMail(db: DbOrTx, mail: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.mail})`, mail.trim().toLowerCase()))
    .limit(1);
  return row?.locale ?? null;
}
