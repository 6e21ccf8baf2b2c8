import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ensureCategoryPath, ensureSize } from '../../test/fixtures';
import { insertProductRows, lockProductsByArticles, type ProductValues } from './product-admin-repository';

// The import locks each batch's articles after inserting the ones before it in the same
// transaction. Planned on the trigram index, each lock read all the import's pending GIN
// entries (15,000 new products: 98 s on PostgreSQL); it must take the unique index.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** This transaction's scans of an index so far (PostgreSQL's per-transaction statistics). */
async function scansOf(tx: Parameters<typeof lockProductsByArticles>[0], index: string): Promise<number> {
  const rows = await tx.execute(sql`select pg_stat_get_xact_numscans(${index}::regclass)::int as n`);
  const [row] = (Array.isArray(rows) ? rows : rows.rows) as { n: number }[];
  return Number(row?.n ?? 0);
}

describe('locking an import batch by article', () => {
  it('uses the unique article index, not the trigram one, on a table without statistics', async () => {
    const categoryId = await ensureCategoryPath(t.db, ['picture-by-numbers', 'animals']);
    await ensureSize(t.db, '40x50');
    const row = (i: number): ProductValues => ({
      article: `LOCK-${i}`,
      nameUa: `Соняшники ${i}`,
      nameRu: `Подсолнухи ${i}`,
      descriptionUa: 'Опис',
      descriptionRu: 'Описание',
      price: 49_900,
      discountPrice: null,
      categoryId,
      subject: 'flowers',
      size: '40x50',
      difficulty: 2,
      labels: ['new'],
      stock: 5,
      images: [],
      isHidden: false,
      updatedAt: new Date(),
    });
    await t.db.transaction(async (tx) => {
      await insertProductRows(
        tx,
        Array.from({ length: 2000 }, (_, i) => row(i)),
      );
      const trigramBefore = await scansOf(tx, 'products_article_trgm_idx');
      const uniqueBefore = await scansOf(tx, 'products_article_uq');
      const locked = await lockProductsByArticles(tx, ['lock-1', 'LOCK-1999', 'LOCK-none']);
      expect(locked.map((p) => p.article).sort()).toEqual(['LOCK-1', 'LOCK-1999']);
      expect(await scansOf(tx, 'products_article_trgm_idx')).toBe(trigramBefore);
      expect(await scansOf(tx, 'products_article_uq')).toBeGreaterThan(uniqueBefore);
      // Only this query goes without bitmap scans: the rest of the import plans as usual.
      const setting = await tx.execute(sql`select current_setting('enable_bitmapscan') as v`);
      const [value] = (Array.isArray(setting) ? setting : setting.rows) as { v: string }[];
      expect(value?.v).toBe('on');
    });
  });
});
