import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { loyaltyTiers, type AdminCustomerListQuery } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { pageOf } from '../../db/page';
import { bonusTransactions, orders, photoOrders, users } from '../../db/schema';

export type CustomerRow = typeof users.$inferSelect;

/**
 * Per buyer: orders placed and the goods of received, not refunded orders (kopiyky). The
 * second is the sum the loyalty module's sumReceivedGoods counts for one buyer, here for all
 * of them at once so the list can show, filter and sort by tier in one query.
 */
function orderStats(db: DbOrTx) {
  return db
    .select({
      userId: orders.userId,
      ordersCount: sql<number>`count(*)::int`.as('orders_count'),
      purchased: sql<string | number>`coalesce(sum(${orders.goodsTotal} - ${orders.discount}) filter (
        where ${orders.status} = 'received' and ${orders.paymentStatus} <> 'refunded'), 0)::bigint`.as(
        'purchased',
      ),
    })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_stats');
}

/** Per buyer: what received, not refunded photo orders came to (kopiyky): they count toward a tier too. */
function photoStats(db: DbOrTx) {
  return db
    .select({
      userId: photoOrders.userId,
      purchased: sql<string | number>`coalesce(sum(${photoOrders.total}) filter (
        where ${photoOrders.status} = 'received' and ${photoOrders.paymentStatus} <> 'refunded'), 0)::bigint`.as(
        'photo_purchased',
      ),
    })
    .from(photoOrders)
    .groupBy(photoOrders.userId)
    .as('photo_stats');
}

/** A part of the name (either order), the mail, or the phone's digits. */
function searchCondition(q: string): SQL | undefined {
  const like = containing(q);
  const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
  const reversedName = sql`(${users.lastName} || ' ' || ${users.firstName})`;
  const options: SQL[] = [
    ilike(users.mail, like),
    ilike(users.firstName, like),
    ilike(users.lastName, like),
    sql`${fullName} ilike ${like}`,
    sql`${reversedName} ilike ${like}`,
  ];
  // Phones are stored as +380XXXXXXXXX; staff type them in any spelling.
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) options.push(ilike(users.phone, `%${digits}%`));
  return or(...options);
}

export async function listCustomers(db: DbOrTx, query: AdminCustomerListQuery) {
  const stats = orderStats(db);
  const photo = photoStats(db);
  const ordersCount = sql<number>`coalesce(${stats.ordersCount}, 0)`;
  const purchased = sql<string | number>`(coalesce(${stats.purchased}, 0) + coalesce(${photo.purchased}, 0))`;
  const conditions: SQL[] = [eq(users.role, 'customer')];
  if (query.q) {
    const match = searchCondition(query.q);
    if (match) conditions.push(match);
  }
  if (query.level?.length) {
    // A tier is a range of cumulative purchases: from its threshold up to the next one's.
    const ranges = query.level.map((level) => {
      const index = loyaltyTiers.findIndex((t) => t.level === level);
      const next = loyaltyTiers[index + 1];
      const from = gte(purchased, loyaltyTiers[index]?.from ?? 0);
      return next ? (and(from, lt(purchased, next.from)) as SQL) : from;
    });
    const anyRange = or(...ranges);
    if (anyRange) conditions.push(anyRange);
  }
  const where = and(...conditions);
  const sortColumn = {
    id: users.id,
    createdAt: users.createdAt,
    lastName: users.lastName,
    mail: users.mail,
    ordersCount,
    cumulativePurchases: purchased,
    bonusBalance: users.bonusBalance,
  }[query.sort];
  const { rows, total } = await pageOf(
    query,
    db
      .select({ user: users, ordersCount, purchased })
      .from(users)
      .leftJoin(stats, eq(stats.userId, users.id))
      .leftJoin(photo, eq(photo.userId, users.id))
      .where(where)
      .orderBy(query.order === 'ASC' ? asc(sortColumn) : desc(sortColumn), asc(users.id))
      .$dynamic(),
    db
      .select({ value: count() })
      .from(users)
      .leftJoin(stats, eq(stats.userId, users.id))
      .leftJoin(photo, eq(photo.userId, users.id))
      .where(where),
  );
  return {
    rows: rows.map((r) => ({
      user: r.user,
      ordersCount: Number(r.ordersCount),
      purchased: Number(r.purchased),
    })),
    total,
  };
}

/** A shopper's account; staff accounts are not customers here. `lock` holds it for a balance change. */
export async function findCustomer(db: DbOrTx, id: number, lock = false): Promise<CustomerRow | null> {
  const select = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .limit(1);
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
}

export async function countCustomerOrders(db: DbOrTx, userId: number) {
  const [[goods], [photo]] = await Promise.all([
    db.select({ value: count() }).from(orders).where(eq(orders.userId, userId)),
    db.select({ value: count() }).from(photoOrders).where(eq(photoOrders.userId, userId)),
  ]);
  return { orders: goods?.value ?? 0, photoOrders: photo?.value ?? 0 };
}

/** The newest ledger entries, with the mail of the staff member behind a manual one. */
export async function listBonusLedger(db: DbOrTx, userId: number, limit = 200) {
  const staff = sql`${bonusTransactions.actor} = 'staff:' || ${users.id}::text`;
  return db
    .select({ entry: bonusTransactions, actorMail: users.mail })
    .from(bonusTransactions)
    .leftJoin(users, staff)
    .where(eq(bonusTransactions.userId, userId))
    .orderBy(desc(bonusTransactions.createdAt), desc(bonusTransactions.id))
    .limit(limit);
}
