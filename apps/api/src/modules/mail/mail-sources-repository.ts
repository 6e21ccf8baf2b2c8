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

/** What the mail templates are filled from: reads only, inside the caller's transaction. */

export async function findOrderForMail(db: DbOrTx, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return { order, lines };
}

export async function findPhotoOrderForMail(db: DbOrTx, photoOrderId: number) {
  const [order] = await db.select().from(photoOrders).where(eq(photoOrders.id, photoOrderId));
  if (!order) return null;
  const lines = await db
    .select()
    .from(photoOrderLines)
    .where(eq(photoOrderLines.photoOrderId, photoOrderId))
    .orderBy(asc(photoOrderLines.id));
  return { order, lines };
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
