import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import type { ProductRow } from './product-dto';

export async function findProductById(db: DbOrTx, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** Visible products of the same subject or category, in-stock first, then the closest kin. */
export async function listSimilar(
  db: DbOrTx,
  product: ProductRow,
  visibleCategoryIds: number[],
  limit: number,
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.isHidden, false),
        inArray(products.categoryId, visibleCategoryIds),
        ne(products.id, product.id),
        or(eq(products.subject, product.subject), eq(products.categoryId, product.categoryId)),
      ),
    )
    .orderBy(
      desc(sql`${products.stock} > 0`),
      desc(sql`${products.categoryId} = ${product.categoryId} and ${products.subject} = ${product.subject}`),
      desc(products.createdAt),
      desc(products.id),
    )
    .limit(limit);
}
