import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { commonVariables, pageTexts, productSizes, seoData } from '../../db/schema';

export type SeoRow = typeof seoData.$inferSelect;

export async function listVisibleSizes(db: DbOrTx) {
  return db
    .select()
    .from(productSizes)
    .where(eq(productSizes.isHidden, false))
    .orderBy(asc(productSizes.position), asc(productSizes.value));
}

export async function listCommonVariables(db: DbOrTx) {
  return db.select().from(commonVariables).orderBy(asc(commonVariables.key));
}

export async function listSeoData(db: DbOrTx): Promise<SeoRow[]> {
  return db.select().from(seoData).orderBy(asc(seoData.route));
}

export async function findSeoData(db: DbOrTx, route: string): Promise<SeoRow | null> {
  const [row] = await db.select().from(seoData).where(eq(seoData.route, route)).limit(1);
  return row ?? null;
}

export type PageTextRow = typeof pageTexts.$inferSelect;

export async function findPageText(db: DbOrTx, slug: string, lock = false): Promise<PageTextRow | null> {
  const query = db.select().from(pageTexts).where(eq(pageTexts.slug, slug));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
