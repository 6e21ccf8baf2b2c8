import { kopiykyToUah, type Product } from '@kartyna/domain';
import type { Db } from '../../db/client';
import type { products } from '../../db/schema';
import { getCategoryIndexCovering, type CategoryIndex } from './category-index';

export type ProductRow = typeof products.$inferSelect;
export type ProductCategory = Product['category'];

/** A category the cached tree does not know yet (created moments ago in another process). */
const unknownCategory: ProductCategory = { type: '', path: [], name: { ua: '', ru: '' } };

export function categoryOf(index: CategoryIndex, categoryId: number): ProductCategory {
  const info = index.byId.get(categoryId);
  return info ? { type: info.type, path: info.path, name: info.name } : unknownCategory;
}

/**
 * The one mapping of a product row to the API's product (requirements §3): UAH prices, availability
 * from stock, "expected" for preorder products.
 */
export function toProductDto(row: ProductRow, category: ProductCategory): Product {
  return {
    id: row.id,
    article: row.article,
    name: { ua: row.nameUa, ru: row.nameRu },
    description: { ua: row.descriptionUa, ru: row.descriptionRu },
    price: kopiykyToUah(row.price),
    discountPrice: row.discountPrice === null ? null : kopiykyToUah(row.discountPrice),
    category,
    subject: row.subject,
    size: row.size,
    difficulty: row.difficulty,
    labels: row.labels,
    inStock: row.stock > 0,
    expected: row.labels.includes('preorder'),
    images: row.images,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Maps rows with their categories from the cached tree (reloaded once if a category is new). */
export async function toProductDtos(db: Db, rows: ProductRow[]): Promise<Product[]> {
  const index = await getCategoryIndexCovering(
    db,
    rows.map((row) => row.categoryId),
  );
  return rows.map((row) => toProductDto(row, categoryOf(index, row.categoryId)));
}

export async function toProductDtoOne(db: Db, row: ProductRow): Promise<Product> {
  const [dto] = await toProductDtos(db, [row]);
  if (!dto) throw new Error('product mapping lost its row');
  return dto;
}
