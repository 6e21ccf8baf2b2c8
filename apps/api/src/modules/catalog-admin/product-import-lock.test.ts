import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
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

/** The first row of a raw query, as either driver answers it (node-postgres or PGlite). */
const firstRow = <T>(result: unknown): T | undefined =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows)[0] as T | undefined;

/** This transaction's scans of an index so far (PostgreSQL's per-transaction statistics). */
async function scansOf(tx: DbOrTx, index: string): Promise<number> {
  const result = await tx.execute(sql`select pg_stat_get_xact_numscans(${index}::regclass)::int as n`);
  return Number(firstRow<{ n: number }>(result)?.n ?? 0);
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
      expect(firstRow<{ v: string }>(setting)?.v).toBe('on');
    });
  });
});
