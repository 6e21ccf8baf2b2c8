import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AdminPhotoOrderListQuery } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { pageOf } from '../../db/page';
import { photoOrderLines, photoOrders } from '../../db/schema';
import { orderListOrderBy, orderListWhere } from '../orders-admin-shared/order-list-conditions';

export type PhotoOrderRow = typeof photoOrders.$inferSelect;
export type PhotoOrderLineRow = typeof photoOrderLines.$inferSelect;

/** The buyer's contact lives in the order's clientData document. */
const client = (field: string) => sql<string>`${photoOrders.clientData}->>${field}`;

/** Photo orders' columns for the shared list filters, search and sort. */
const listColumns = {
  id: photoOrders.id,
  createdAt: photoOrders.createdAt,
  status: photoOrders.status,
  paymentStatus: photoOrders.paymentStatus,
  userId: photoOrders.userId,
  total: photoOrders.total,
  phone: client('phone'),
  email: client('email'),
  lastName: client('lastName'),
};

/** One page of photo orders with their picture count and first photo (for a thumbnail). */
export async function listAdminPhotoOrders(db: DbOrTx, query: AdminPhotoOrderListQuery) {
  const where = orderListWhere(query, listColumns);
  // Drizzle leaves columns of a one-table select unqualified; inside a subquery "id" would be the line's.
  const pictureCount = sql<number>`(select coalesce(sum(${photoOrderLines.amount}), 0) from ${photoOrderLines}
      where ${photoOrderLines.photoOrderId} = "photo_orders"."id")`
    .mapWith(Number)
    .as('picture_count');
  const firstImage = sql<string | null>`(select ${photoOrderLines.imageUrl} from ${photoOrderLines}
      where ${photoOrderLines.photoOrderId} = "photo_orders"."id" order by ${photoOrderLines.id} limit 1)`.as(
    'first_image',
  );
  return pageOf(
    query,
    db
      .select({
        id: photoOrders.id,
        createdAt: photoOrders.createdAt,
        status: photoOrders.status,
        paymentStatus: photoOrders.paymentStatus,
        paymentType: photoOrders.paymentType,
        clientData: photoOrders.clientData,
        delivery: photoOrders.delivery,
        total: photoOrders.total,
        pictureCount,
        firstImage,
      })
      .from(photoOrders)
      .where(where)
      .orderBy(...orderListOrderBy(query, listColumns))
      .$dynamic(),
    db.select({ value: count() }).from(photoOrders).where(where),
  );
}

export async function findPhotoOrder(db: DbOrTx, id: number): Promise<PhotoOrderRow | null> {
  const [row] = await db.select().from(photoOrders).where(eq(photoOrders.id, id)).limit(1);
  return row ?? null;
}

export async function linesOfPhotoOrder(db: DbOrTx, id: number): Promise<PhotoOrderLineRow[]> {
  return db
    .select()
    .from(photoOrderLines)
    .where(eq(photoOrderLines.photoOrderId, id))
    .orderBy(asc(photoOrderLines.id));
}

export async function findPhotoOrderLine(
  db: DbOrTx,
  photoOrderId: number,
  lineId: number,
): Promise<PhotoOrderLineRow | null> {
  const [row] = await db
    .select()
    .from(photoOrderLines)
    .where(and(eq(photoOrderLines.photoOrderId, photoOrderId), eq(photoOrderLines.id, lineId)))
    .limit(1);
  return row ?? null;
}
