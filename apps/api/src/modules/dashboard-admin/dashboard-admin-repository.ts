import { and, asc, count, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { dashboardWaitingStatuses, lowStockThreshold } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { contactMessages, orders, photoOrders, products, testimonials } from '../../db/schema';

type OrdersTable = typeof orders | typeof photoOrders;

/** Orders placed since `from` and the total (kopiyky) of those not canceled. */
async function placedSince(db: DbOrTx, table: OrdersTable, from: Date) {
  const [row] = await db
    .select({
      count: count(),
      revenue: sql<
        string | number
      >`coalesce(sum(${table.total}) filter (where ${table.status} <> 'canceled'), 0)`,
    })
    .from(table)
    .where(gte(table.createdAt, from));
  return { count: row?.count ?? 0, revenue: Number(row?.revenue ?? 0) };
}

export async function periodFigures(db: DbOrTx, from: Date) {
  const [goods, photo] = await Promise.all([
    placedSince(db, orders, from),
    placedSince(db, photoOrders, from),
  ]);
  return { goods, photo };
}

async function countByStatus(db: DbOrTx, table: OrdersTable, statuses: readonly string[]) {
  const rows = await db
    .select({ status: table.status, value: count() })
    .from(table)
    .where(inArray(table.status, [...statuses]))
    .groupBy(table.status);
  return Object.fromEntries(statuses.map((s) => [s, rows.find((r) => r.status === s)?.value ?? 0]));
}

export const waitingOrders = (db: DbOrTx) => countByStatus(db, orders, dashboardWaitingStatuses);
export const photoOrdersByStatus = (db: DbOrTx) => countByStatus(db, photoOrders, ['requested', 'processed']);

/** Visible products running low (lowest first) and how many are sold out; hidden ones are not sold. */
export async function stockFigures(db: DbOrTx, limit = 10) {
  const low = and(
    eq(products.isHidden, false),
    gt(products.stock, 0),
    lte(products.stock, lowStockThreshold),
  );
  const [items, [lowCount], [soldOut]] = await Promise.all([
    db
      .select({ id: products.id, article: products.article, nameUa: products.nameUa, stock: products.stock })
      .from(products)
      .where(low)
      .orderBy(asc(products.stock), asc(products.id))
      .limit(limit),
    db.select({ value: count() }).from(products).where(low),
    db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.isHidden, false), lte(products.stock, 0))),
  ]);
  return { items, count: lowCount?.value ?? 0, soldOut: soldOut?.value ?? 0 };
}

export async function inboxFigures(db: DbOrTx) {
  const [[messages], [pending]] = await Promise.all([
    db.select({ value: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
    db.select({ value: count() }).from(testimonials).where(eq(testimonials.status, 'pending')),
  ]);
  return { unhandledMessages: messages?.value ?? 0, pendingTestimonials: pending?.value ?? 0 };
}
