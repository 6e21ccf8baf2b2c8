import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageTexts } from '../../db/schema';

export type PageTextRow = typeof pageTexts.$inferSelect;

export async function listPageTextRows(db: DbOrTx, slugs: readonly string[]): Promise<PageTextRow[]> {
  return db
    .select()
    .from(pageTexts)
    .where(inArray(pageTexts.slug, [...slugs]));
}

export async function upsertPageTextRow(
  db: DbOrTx,
  values: { slug: string; bodyUa: string; bodyRu: string },
): Promise<PageTextRow> {
  const now = new Date();
  const [row] = await db
    .insert(pageTexts)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: pageTexts.slug,
      set: { bodyUa: values.bodyUa, bodyRu: values.bodyRu, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('page text not saved');
  return row;
}

export async function deletePageTextRow(db: DbOrTx, slug: string): Promise<void> {
  await db.delete(pageTexts).where(eq(pageTexts.slug, slug));
}
