import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  kitProgress,
  orderLines,
  orders,
  photoOrderLines,
  photoOrders,
  photoTemplates,
  products,
} from '../../db/schema';

export type KitTemplateRow = typeof photoTemplates.$inferSelect;
export type KitTicks = Record<string, [0 | 1, number]>;

/** Who may open a kit: the order's account, or whoever holds the order's access token. */
interface KitOrder {
  orderId: number;
  userId: number | null;
  accessTokenHash: string | null;
  status: string;
  createdAt: Date;
}

export interface PhotoLineKitRow {
  order: KitOrder;
  line: { id: number; size: string; complectation: string };
  template: KitTemplateRow | null;
}

export interface OrderLineKitRow {
  order: KitOrder;
  line: { id: number; nameUa: string; nameRu: string; image: string | null };
  /** null when the product was deleted since (the line keeps its name) */
  product: { id: number; nameUa: string; nameRu: string; images: string[]; categoryId: number } | null;
  template: KitTemplateRow | null;
}

const photoLineColumns = {
  order: {
    orderId: photoOrders.id,
    userId: photoOrders.userId,
    accessTokenHash: photoOrders.accessTokenHash,
    status: photoOrders.status,
    createdAt: photoOrders.createdAt,
  },
  line: {
    id: photoOrderLines.id,
    size: photoOrderLines.size,
    complectation: photoOrderLines.complectation,
  },
  template: photoTemplates,
};

const orderLineColumns = {
  order: {
    orderId: orders.id,
    userId: orders.userId,
    accessTokenHash: orders.accessTokenHash,
    status: orders.status,
    createdAt: orders.createdAt,
  },
  line: { id: orderLines.id, nameUa: orderLines.nameUa, nameRu: orderLines.nameRu, image: orderLines.image },
  product: {
    id: products.id,
    nameUa: products.nameUa,
    nameRu: products.nameRu,
    images: products.images,
    categoryId: products.categoryId,
  },
  template: photoTemplates,
};

function photoLineKits(db: DbOrTx) {
  return db
    .select(photoLineColumns)
    .from(photoOrderLines)
    .innerJoin(photoOrders, eq(photoOrders.id, photoOrderLines.photoOrderId))
    .leftJoin(photoTemplates, eq(photoTemplates.lineId, photoOrderLines.id));
}

function orderLineKits(db: DbOrTx) {
  return db
    .select(orderLineColumns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(photoTemplates, eq(photoTemplates.productId, orderLines.productId));
}

export async function findPhotoLineKit(db: DbOrTx, lineId: number): Promise<PhotoLineKitRow | null> {
  const [row] = await photoLineKits(db).where(eq(photoOrderLines.id, lineId));
  return row ?? null;
}

export async function findOrderLineKit(db: DbOrTx, lineId: number): Promise<OrderLineKitRow | null> {
  const [row] = await orderLineKits(db).where(eq(orderLines.id, lineId));
  return row ?? null;
}

/** Every line of the user's photo orders but cancelled ones, newest order first. */
export function listPhotoLineKitsOfUser(db: DbOrTx, userId: number): Promise<PhotoLineKitRow[]> {
  return photoLineKits(db)
    .where(and(eq(photoOrders.userId, userId), ne(photoOrders.status, 'canceled')))
    .orderBy(desc(photoOrders.createdAt), asc(photoOrderLines.id));
}

/** Every line of the user's orders but cancelled ones whose product still exists (the service picks the kits). */
export function listOrderLinesOfUser(db: DbOrTx, userId: number): Promise<OrderLineKitRow[]> {
  return orderLineKits(db)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'canceled'), sql`${products.id} is not null`))
    .orderBy(desc(orders.createdAt), asc(orderLines.id));
}

export async function findProgress(db: DbOrTx, refs: string[]): Promise<Map<string, KitTicks>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({ kitRef: kitProgress.kitRef, ticks: kitProgress.ticks })
    .from(kitProgress)
    .where(inArray(kitProgress.kitRef, refs));
  return new Map(rows.map((r) => [r.kitRef, r.ticks]));
}

export async function findProgressOf(
  db: DbOrTx,
  ref: string,
): Promise<{ ticks: KitTicks; updatedAt: Date | null } | null> {
  const [row] = await db
    .select({ ticks: kitProgress.ticks, updatedAt: kitProgress.updatedAt })
    .from(kitProgress)
    .where(eq(kitProgress.kitRef, ref));
  return row ?? null;
}

/**
 * The kit's progress row, created if missing and locked until the transaction ends: two
 * devices syncing at once merge one after the other, and neither's changes are lost.
 */
export async function lockProgress(
  tx: DbOrTx,
  ref: string,
): Promise<{ ticks: KitTicks; updatedAt: Date | null }> {
  await tx.insert(kitProgress).values({ kitRef: ref }).onConflictDoNothing();
  const [row] = await tx
    .select({ ticks: kitProgress.ticks, updatedAt: kitProgress.updatedAt })
    .from(kitProgress)
    .where(eq(kitProgress.kitRef, ref))
    .for('update');
  if (!row) throw new Error(`kit progress ${ref} vanished under its lock`);
  return row;
}

export async function saveProgress(
  tx: DbOrTx,
  ref: string,
  ticks: KitTicks,
  updatedAt: Date | null,
): Promise<void> {
  await tx.update(kitProgress).set({ ticks, updatedAt }).where(eq(kitProgress.kitRef, ref));
}
