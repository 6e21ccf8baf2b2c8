import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { promotionListQuerySchema } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { categories, products, promotionUses, promotions } from '../../db/schema';
import type { NewPromotionRow, PromotionRow } from './promotions-repository';

type ListQuery = z.infer<typeof promotionListQuerySchema>;

/** What a promotion has done so far: uses held, kopiyky taken off, kopiyky its orders came to. */
export interface PromotionFigures {
  uses: number;
  discountGiven: number;
  revenue: number;
}

const figuresColumns = {
  uses: sql<number>`count(${promotionUses.id})::int`,
  discountGiven: sql<number>`coalesce(sum(${promotionUses.discount}), 0)::int`,
  revenue: sql<number>`coalesce(sum(${promotionUses.revenue}), 0)::bigint`,
};

export async function figuresOf(db: DbOrTx, ids: number[]): Promise<Map<number, PromotionFigures>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ promotionId: promotionUses.promotionId, ...figuresColumns })
    .from(promotionUses)
    .where(and(inArray(promotionUses.promotionId, ids), isNull(promotionUses.releasedAt)))
    .groupBy(promotionUses.promotionId);
  return new Map(
    rows.map((r) => [
      r.promotionId,
      { uses: r.uses, discountGiven: Number(r.discountGiven), revenue: Number(r.revenue) },
    ]),
  );
}

export async function listPromotionRows(db: DbOrTx, query: ListQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containing(query.q);
    const match = or(
      ilike(promotions.nameUa, like),
      ilike(promotions.nameRu, like),
      ilike(promotions.code, like),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const column = {
    id: promotions.id,
    createdAt: promotions.createdAt,
    name: promotions.nameUa,
    // Counted from the orders: only a limited promotion keeps a count in its row.
    uses: sql`(select count(*) from ${promotionUses} where ${promotionUses.promotionId} = ${promotions.id} and ${promotionUses.releasedAt} is null)`,
  }[query.sort];
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(direction(column), direction(promotions.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(promotions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findPromotionRow(db: DbOrTx, id: number, lock = false): Promise<PromotionRow | null> {
  const query = db.select().from(promotions).where(eq(promotions.id, id));
  const [row] = await (lock ? query.for('update') : query.limit(1));
  return row ?? null;
}

export async function insertPromotionRow(db: DbOrTx, values: NewPromotionRow): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  if (!row) throw new Error('promotion insert returned nothing');
  return row;
}

export async function updatePromotionRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewPromotionRow>,
): Promise<PromotionRow> {
  const [row] = await db
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  if (!row) throw new Error('promotion update returned nothing');
  return row;
}

/** Whether any order (even a cancelled one) names it: such a promotion is paused, not deleted. */
export async function isPromotionUsed(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promotionUses.id })
    .from(promotionUses)
    .where(eq(promotionUses.promotionId, id))
    .limit(1);
  return row !== undefined;
}

export async function deletePromotionRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(promotions).where(eq(promotions.id, id));
}

/** Which of these categories and products exist: a promotion may only name real ones. */
export async function existingTargets(db: DbOrTx, categoryIds: number[], productIds: number[]) {
  const [foundCategories, foundProducts] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)),
    productIds.length === 0
      ? []
      : db.select({ id: products.id }).from(products).where(inArray(products.id, productIds)),
  ]);
  return {
    categoryIds: new Set(foundCategories.map((r) => r.id)),
    productIds: new Set(foundProducts.map((r) => r.id)),
  };
}
