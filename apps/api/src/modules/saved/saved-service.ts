import type { Product } from '@kartyna/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findVisibleProduct, isProductVisible, productExists } from '../catalog/catalog-service';
import { getCategoryIndexCovering } from '../catalog/category-index';
import { categoryOf, toProductDto, toProductDtoOne } from '../catalog/product-dto';
import { deleteSavedProduct, insertSavedProduct, listSavedProductRows } from './saved-repository';

/** Saved products the public may still see; one hidden later drops out of the list, not out of the table. */
export async function listSaved(db: Db, userId: number): Promise<Product[]> {
  const rows = await listSavedProductRows(db, userId);
  const index = await getCategoryIndexCovering(
    db,
    rows.map((r) => r.categoryId),
  );
  return rows
    .filter((row) => isProductVisible(index, row))
    .map((row) => toProductDto(row, categoryOf(index, row.categoryId)));
}

export async function saveProduct(db: Db, userId: number, productId: number): Promise<Product> {
  const row = await findVisibleProduct(db, productId);
  if (!row) throw notFound('product_not_found');
  await insertSavedProduct(db, userId, productId);
  return toProductDtoOne(db, row);
}

/** Removing what is not saved is fine; removing a product that never existed is a 404. */
export async function unsaveProduct(db: Db, userId: number, productId: number): Promise<{ id: number }> {
  const removed = await deleteSavedProduct(db, userId, productId);
  if (!removed && !(await productExists(db, productId))) throw notFound('product_not_found');
  return { id: productId };
}
