import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../../db/seed-scale';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { queryListing, type ListingOrder, type ProductFilter } from './catalog-repository';
import { foldFacets, loadFacetSnapshot, type FacetSnapshot } from './facet-snapshot';
import { pickPage } from './snapshot-pages';

// The pages and facets counted in this process must be exactly the SQL path's: same products,
// same order, ties included, same counts, for any filter, order and offset (issue #15).
let t: TestApp;
let snap: FacetSnapshot;
let categoryIds: number[];
let sizes: string[];

/** A seeded PRNG (mulberry32): a failing combination comes back on the next run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedScale(t.db, 1200);
  // Ties the orders must break by id: equal prices and equal creation times, and a few hidden.
  await t.db.execute(sql`update products set price = 50000, discount_price = null where id % 7 = 0`);
  await t.db.execute(sql`update products set created_at = '2025-05-05T10:00:00.123456Z' where id % 11 = 0`);
  await t.db.execute(sql`update products set is_hidden = true where id % 13 = 0`);
  snap = await loadFacetSnapshot(t.db, 1);
  categoryIds = [...new Set(snap.category)];
  sizes = snap.sizes.map((s) => s.value);
}, 120_000);
afterAll(async () => t?.close());

describe('listing pages picked from the facet snapshot', () => {
  it('skips hidden products and holds every visible one', () => {
    expect(snap.size).toBeGreaterThan(1000);
    expect(snap.size).toBeLessThan(1200);
  });

  it('equals the SQL page, total and facets for 200 random filters, orders and offsets', async () => {
    const random = prng(15);
    const some = <T>(list: T[], max: number) => [
      ...new Set(
        Array.from(
          { length: 1 + Math.floor(random() * max) },
          () => list[Math.floor(random() * list.length)]!,
        ),
      ),
    ];
    const orders: ListingOrder[] = ['cheap', 'expensive', 'new', 'old'];
    let nonEmpty = 0;
    for (let round = 0; round < 200; round += 1) {
      const filter: ProductFilter = {
        categoryIds: random() < 0.3 ? categoryIds : some(categoryIds, 6),
        ...(random() < 0.5 ? { sizes: some(sizes, 3).sort() } : {}),
        ...(random() < 0.4 ? { difficulties: some([1, 2, 3, 4, 5], 2).sort() } : {}),
        ...(random() < 0.3 ? { labels: some(['sale', 'new', 'top-sales'], 2).sort() } : {}),
        ...(random() < 0.5 ? { minPrice: 20000 + Math.floor(random() * 60000) } : {}),
        ...(random() < 0.5 ? { maxPrice: 50000 + Math.floor(random() * 150000) } : {}),
      };
      const order = orders[round % orders.length]!;
      const offset = random() < 0.7 ? 0 : Math.floor(random() * 60);
      const fromSql = await queryListing(t.db, filter, order, 12, offset);
      const picked = pickPage(snap, filter, order, 12, offset);
      expect(picked, JSON.stringify({ filter, order, offset })).toEqual(fromSql.rows.map((r) => r.id));
      const { rows: _, ...sqlFacets } = fromSql;
      expect(foldFacets(snap, filter), JSON.stringify(filter)).toEqual(sqlFacets);
      if (picked?.length) nonEmpty += 1;
    }
    // The check means something only if most combinations found products.
    expect(nonEmpty).toBeGreaterThan(100);
  }, 120_000);

  it('narrows by the ids a search matched, in the asked order', async () => {
    const matched = Array.from(snap.ids).filter((id) => id % 3 === 0);
    const filter: ProductFilter = { categoryIds, search: 'картина' };
    const picked = pickPage(snap, filter, 'cheap', 12, 5, matched);
    const expected = Array.from(snap.byPrice ?? [], (i) => snap.ids[i]!)
      .filter((id) => id % 3 === 0)
      .slice(5, 17);
    expect(picked).toEqual(expected);
  });

  it('leaves relevance to the SQL path, which has the search scores', () => {
    expect(pickPage(snap, { categoryIds }, 'relevance', 12, 0)).toBeUndefined();
  });
});
