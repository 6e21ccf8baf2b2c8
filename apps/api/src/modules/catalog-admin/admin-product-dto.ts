import {
  kopiykyToUah,
  uahToKopiyky,
  type AdminProduct,
  type AdminProductInput,
  type StockState,
} from '@kartyna/domain';
import type { CategoryIndex, CategoryInfo } from '../catalog/category-index';
import type { ProductRow } from '../catalog/product-dto';
import type { ProductValues } from './product-admin-repository';

/** The storefront's reading of availability (catalog/product-dto): inStock, expected, sold out. */
export function stockStateOf(row: Pick<ProductRow, 'stock' | 'labels'>): StockState {
  if (row.stock > 0) return 'inStock';
  return row.labels.includes('preorder') ? 'preorder' : 'soldOut';
}

/** Ukrainian names from the root down ("Картини за номерами › Тварини"). */
export function categoryLabel(index: CategoryIndex, info: CategoryInfo | undefined): string {
  const names: string[] = [];
  for (let node = info; node; node = node.parentId === null ? undefined : index.byId.get(node.parentId))
    names.unshift(node.name.ua);
  return names.join(' › ');
}

/** The category and every category under it, hidden ones too (staff see everything). */
export function subtreeIds(info: CategoryInfo): number[] {
  return [info.id, ...info.children.flatMap(subtreeIds)];
}

export function toAdminProduct(row: ProductRow, index: CategoryIndex): AdminProduct {
  const category = index.byId.get(row.categoryId);
  return {
    id: row.id,
    article: row.article,
    nameUa: row.nameUa,
    nameRu: row.nameRu,
    descriptionUa: row.descriptionUa,
    descriptionRu: row.descriptionRu,
    price: kopiykyToUah(row.price),
    discountPrice: row.discountPrice === null ? null : kopiykyToUah(row.discountPrice),
    stock: row.stock,
    stockState: stockStateOf(row),
    categoryId: row.categoryId,
    categoryPath: category ? category.path.join('/') : '',
    categoryName: categoryLabel(index, category),
    subject: row.subject,
    size: row.size,
    difficulty: row.difficulty,
    labels: row.labels,
    images: row.images,
    isHidden: row.isHidden,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row's columns from a validated input: UAH become kopiyky here and nowhere else. */
export function toProductValues(input: AdminProductInput): ProductValues {
  return {
    article: input.article,
    nameUa: input.nameUa,
    nameRu: input.nameRu,
    descriptionUa: input.descriptionUa,
    descriptionRu: input.descriptionRu,
    price: uahToKopiyky(input.price),
    discountPrice: input.discountPrice === null ? null : uahToKopiyky(input.discountPrice),
    stock: input.stock,
    categoryId: input.categoryId,
    subject: input.subject,
    size: input.size,
    difficulty: input.difficulty,
    labels: input.labels,
    images: input.images,
    isHidden: input.isHidden,
  };
}

/** What an audit entry keeps of a product: its editable fields (kopiyky, as stored). */
export function auditView(row: ProductRow) {
  const { createdAt: _c, updatedAt: _u, ...fields } = row;
  return fields;
}

const editable = [
  'article',
  'nameUa',
  'nameRu',
  'descriptionUa',
  'descriptionRu',
  'price',
  'discountPrice',
  'stock',
  'categoryId',
  'subject',
  'size',
  'difficulty',
  'labels',
  'images',
  'isHidden',
] as const satisfies readonly (keyof ProductValues)[];

/** The editable fields whose values differ (arrays compared by their items, in order). */
export function changedFields(row: ProductRow, values: ProductValues): string[] {
  return editable.filter((key) => JSON.stringify(row[key]) !== JSON.stringify(values[key] ?? null));
}
