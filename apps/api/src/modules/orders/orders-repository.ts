import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orderStatusHistory, orders, products } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
export type OrderStatusRow = typeof orderStatusHistory.$inferSelect;

export interface OrderableProduct {
  id: number;
  article: string;
  nameUa: string;
  nameRu: string;
  categoryId: number;
  price: number;
  discountPrice: number | null;
  labels: string[];
  images: string[];
}

/** Products a shopper may order: hidden ones are as good as unknown. */
export async function findOrderableProducts(db: DbOrTx, ids: number[]): Promise<OrderableProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      article: products.article,
      nameUa: products.nameUa,
      nameRu: products.nameRu,
      categoryId: products.categoryId,
      price: products.price,
      discountPrice: products.discountPrice,
      labels: products.labels,
      images: products.images,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isHidden, false)));
}

export async function insertOrder(db: DbOrTx, order: NewOrderRow): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function insertOrderLines(db: DbOrTx, lines: NewOrderLineRow[]): Promise<void> {
  if (lines.length > 0) await db.insert(orderLines).values(lines);
}

export async function listOrdersOfUser(db: DbOrTx, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function findOrderOfUser(db: DbOrTx, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function linesOfOrders(db: DbOrTx, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

export async function historyOfOrders(db: DbOrTx, orderIds: number[]): Promise<OrderStatusRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
