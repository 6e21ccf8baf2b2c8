import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productSizes, products } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type SizeRow = typeof productSizes.$inferSelect;

/* Categories and sizes: small tables, read whole and edited one row at a time. */

export async function allCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

export async function productCountsByCategory(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: products.categoryId, n: count() })
    .from(products)
    .groupBy(products.categoryId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function findCategory(db: DbOrTx, id: number, lock = false): Promise<CategoryRow | null> {
  const query = db.select().from(categories).where(eq(categories.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

/** Siblings in their order, locked: a reorder renumbers them all. */
export async function lockSiblings(db: DbOrTx, parentId: number | null): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(siblingsOf(parentId))
    .orderBy(asc(categories.position), asc(categories.id))
    .for('update');
}

export async function typeTakenAmongSiblings(
  db: DbOrTx,
  parentId: number | null,
  type: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(siblingsOf(parentId), eq(categories.type, type)));
  return rows.some((r) => r.id !== exceptId);
}

export async function nextCategoryPosition(db: DbOrTx, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ value: max(categories.position) })
    .from(categories)
    .where(siblingsOf(parentId));
  return row?.value === null || row?.value === undefined ? 0 : row.value + 1;
}

export async function insertCategory(
  db: DbOrTx,
  values: Omit<typeof categories.$inferInsert, 'id'>,
): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<CategoryRow, 'id'>>,
): Promise<CategoryRow | null> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row ?? null;
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export async function categoryUsage(db: DbOrTx, id: number): Promise<{ children: number; products: number }> {
  const [[children], [used]] = await Promise.all([
    db.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
    db.select({ n: count() }).from(products).where(eq(products.categoryId, id)),
  ]);
  return { children: children?.n ?? 0, products: used?.n ?? 0 };
}

export async function allSizes(db: DbOrTx): Promise<(SizeRow & { productCount: number })[]> {
  const counts = db
    .select({ size: products.size, n: count().as('n') })
    .from(products)
    .groupBy(products.size)
    .as('counts');
  const rows = await db
    .select({ size: productSizes, n: counts.n })
    .from(productSizes)
    .leftJoin(counts, eq(counts.size, productSizes.value))
    .orderBy(asc(productSizes.position), asc(productSizes.value));
  return rows.map((r) => ({ ...r.size, productCount: Number(r.n ?? 0) }));
}

export async function findSize(db: DbOrTx, value: string, lock = false): Promise<SizeRow | null> {
  const query = db.select().from(productSizes).where(eq(productSizes.value, value)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function lockAllSizes(db: DbOrTx): Promise<SizeRow[]> {
  return db
    .select()
    .from(productSizes)
    .orderBy(asc(productSizes.position), asc(productSizes.value))
    .for('update');
}

export async function nextSizePosition(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: sql<number | null>`max(${productSizes.position})` })
    .from(productSizes);
  return row?.value === null || row?.value === undefined ? 0 : Number(row.value) + 1;
}

/** Inserts a size; false when it is there already. */
export async function insertSize(db: DbOrTx, values: typeof productSizes.$inferInsert): Promise<boolean> {
  const rows = await db.insert(productSizes).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function updateSize(
  db: DbOrTx,
  value: string,
  values: Partial<Omit<SizeRow, 'value'>>,
): Promise<SizeRow | null> {
  const [row] = await db.update(productSizes).set(values).where(eq(productSizes.value, value)).returning();
  return row ?? null;
}
