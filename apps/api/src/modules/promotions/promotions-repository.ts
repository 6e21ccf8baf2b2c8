import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, promotionUses, promotions } from '../../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type PromotionUseRow = typeof promotionUses.$inferSelect;
export type NewPromotionUseRow = typeof promotionUses.$inferInsert;

/** Running at `now`: active, started, not ended (a limit is checked when a use is taken). */
const runningAt = (now: Date): SQL | undefined =>
  and(
    eq(promotions.active, true),
    or(isNull(promotions.startsAt), sql`${promotions.startsAt} <= ${now}`),
    or(isNull(promotions.endsAt), sql`${promotions.endsAt} > ${now}`),
  );

export async function findPromotionByCode(db: DbOrTx, codeKey: string): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.codeKey, codeKey)).limit(1);
  return row ?? null;
}

/**
 * The promotion of a code (any state: the caller says why it does not apply) and the automatic
 * promotions running now with a use left, in one round trip: a checkout reads both.
 */
export async function promotionsForOrder(
  db: DbOrTx,
  codeKey: string | null,
  now: Date,
): Promise<{ codeRow: PromotionRow | null; automatic: PromotionRow[] }> {
  const automatic = and(
    isNull(promotions.codeKey),
    runningAt(now),
    or(isNull(promotions.usageLimit), sql`${promotions.usesCount} < ${promotions.usageLimit}`),
  );
  const rows = await db
    .select()
    .from(promotions)
    .where(codeKey === null ? automatic : or(eq(promotions.codeKey, codeKey), automatic));
  return {
    codeRow: codeKey === null ? null : (rows.find((r) => r.codeKey === codeKey) ?? null),
    automatic: rows.filter((r) => r.codeKey === null),
  };
}

/** Automatic promotions running now with a use left. */
export async function runningAutomaticPromotions(db: DbOrTx, now: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        isNull(promotions.codeKey),
        runningAt(now),
        or(isNull(promotions.usageLimit), sql`${promotions.usesCount} < ${promotions.usageLimit}`),
      ),
    );
}

/**
 * Takes one use of a limited promotion in a single statement: the row lock makes a second
 * checkout wait and then see the first one's count, so a limit of 5 gives exactly 5 uses however
 * many shoppers check out at once. The lock is held to the end of the order's transaction, so
 * the order takes it last. Null: every use is taken.
 */
export async function takePromotionUse(db: DbOrTx, promotionId: number): Promise<PromotionRow | null> {
  const [row] = await db
    .update(promotions)
    .set({ usesCount: sql`${promotions.usesCount} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        or(isNull(promotions.usageLimit), sql`${promotions.usesCount} < ${promotions.usageLimit}`),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Holds, until the transaction ends, the right to count one buyer's uses of a promotion: two
 * orders of the same buyer (by mail, and by account) take turns, other buyers do not wait.
 * Mail first, then account, in every order: two of them cannot wait on each other.
 */
export async function lockCustomerUses(
  db: DbOrTx,
  promotionId: number,
  customer: { emailKey: string; userId: number | null },
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${promotionId}::int, hashtext(${customer.emailKey}))`);
  if (customer.userId !== null)
    await db.execute(sql`select pg_advisory_xact_lock(${promotionId}::int, ${-customer.userId}::int)`);
}

/** Uses one buyer holds, known by mail (any case) or by account. */
export async function countCustomerUses(
  db: DbOrTx,
  promotionId: number,
  customer: { emailKey: string; userId: number | null },
): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(promotionUses)
    .where(
      and(
        eq(promotionUses.promotionId, promotionId),
        isNull(promotionUses.releasedAt),
        customer.userId === null
          ? eq(promotionUses.emailKey, customer.emailKey)
          : or(eq(promotionUses.emailKey, customer.emailKey), eq(promotionUses.userId, customer.userId)),
      ),
    );
  return row?.value ?? 0;
}

export async function insertPromotionUses(db: DbOrTx, uses: NewPromotionUseRow[]): Promise<void> {
  if (uses.length > 0) await db.insert(promotionUses).values(uses);
}

/** Gives back an order's uses, once: a cancel replayed releases nothing more. */
export async function releaseUses(
  db: DbOrTx,
  order: { orderId: number } | { photoOrderId: number },
): Promise<void> {
  const released = await db
    .update(promotionUses)
    .set({ releasedAt: new Date() })
    .where(
      and(
        'orderId' in order
          ? eq(promotionUses.orderId, order.orderId)
          : eq(promotionUses.photoOrderId, order.photoOrderId),
        isNull(promotionUses.releasedAt),
      ),
    )
    .returning({ promotionId: promotionUses.promotionId });
  // Ascending ids, as uses are taken in one order: a release cannot deadlock a checkout.
  for (const id of released.map((r) => r.promotionId).sort((a, b) => a - b)) {
    await returnPromotionUse(db, id);
  }
}

/** The uses held now, counted from the orders: what a limit set later starts from. */
export async function heldUses(db: DbOrTx, promotionId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(promotionUses)
    .where(and(eq(promotionUses.promotionId, promotionId), isNull(promotionUses.releasedAt)));
  return row?.value ?? 0;
}

/** One use back to the count (a released order's, or one taken and then not kept). */
export async function returnPromotionUse(db: DbOrTx, promotionId: number): Promise<void> {
  await db
    .update(promotions)
    .set({ usesCount: sql`greatest(${promotions.usesCount} - 1, 0)` })
    .where(eq(promotions.id, promotionId));
}

export async function usesOfOrders(
  db: DbOrTx,
  kind: 'order' | 'photo-order',
  ids: number[],
): Promise<PromotionUseRow[]> {
  if (ids.length === 0) return [];
  const column = kind === 'order' ? promotionUses.orderId : promotionUses.photoOrderId;
  return db.select().from(promotionUses).where(inArray(column, ids)).orderBy(promotionUses.id);
}

/** Every category with its parent: a few dozen rows, read whole to walk up from a product's. */
export async function categoryParents(db: DbOrTx): Promise<Map<number, number | null>> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

export interface DiscountProduct {
  id: number;
  categoryId: number;
  /** kopiyky per unit as an order would charge it */
  unitPrice: number;
}

export async function discountProducts(db: DbOrTx, ids: number[]): Promise<DiscountProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      unitPrice: sql<number>`coalesce(${products.discountPrice}, ${products.price})`,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isHidden, false)));
}
