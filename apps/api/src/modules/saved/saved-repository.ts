import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, savedProducts } from '../../db/schema';
import type { ProductRow } from '../catalog/product-dto';

/** The user's saved products, the latest saved first. */
export async function listSavedProductRows(db: DbOrTx, userId: number): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products })
    .from(savedProducts)
    .innerJoin(products, eq(products.id, savedProducts.productId))
    .where(eq(savedProducts.userId, userId))
    .orderBy(desc(savedProducts.createdAt), desc(savedProducts.productId));
  return rows.map((r) => r.product);
}

/** Saving twice keeps the first row (and its date). */
export async function insertSavedProduct(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db.insert(savedProducts).values({ userId, productId }).onConflictDoNothing();
}

export async function deleteSavedProduct(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const deleted = await db
    .delete(savedProducts)
    .where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId)))
    .returning({ productId: savedProducts.productId });
  return deleted.length > 0;
}
