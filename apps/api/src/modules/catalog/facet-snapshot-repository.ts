import { and, eq, sql } from 'drizzle-orm';
import { labels as allLabels } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { productSizes, products } from '../../db/schema';
import type { ProductRow } from './product-dto';
import { effectivePrice } from './product-price';

// The reads of the in-process listing (facet-snapshot.ts, snapshot-pages.ts): the columns the
// facets and orders need for every visible product, and the rows of one picked page.

/** What the facets count, for every visible product (facet-snapshot.ts). */
export async function listFacetColumns(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      size: products.size,
      difficulty: products.difficulty,
      // Bit i set when the product carries allLabels[i]: a number to read, not an array to parse.
      labelMask: sql<number>`(${sql.join(
        allLabels.map(
          (label, i) => sql`case when ${label} = any(${products.labels}) then ${1 << i} else 0 end`,
        ),
        sql` + `,
      )})::int`,
      price: effectivePrice,
      // Microseconds, as PostgreSQL orders them: milliseconds would tie products it tells apart.
      createdUs: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`,
    })
    .from(products)
    .where(eq(products.isHidden, false));
}

export async function listSizeRows(db: DbOrTx) {
  return db.select().from(productSizes);
}

/** The rows of these products, in the order of `ids` (a page picked in facet-snapshot.ts). */
export async function listProductsByIds(db: DbOrTx, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.isHidden, false), sql`${products.id} = any(${sql.param(ids)}::int[])`));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
