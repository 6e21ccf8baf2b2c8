import type { CategoryIndex } from '../catalog/category-index';

/**
 * A product as every feed sees it (issue #45): the catalogue's row with absolute links, its
 * category path by name, and whether a marketplace may list it at all.
 */
export interface FeedProduct {
  id: number;
  article: string;
  name: { ua: string; ru: string };
  description: { ua: string; ru: string };
  /** kopiyky: the regular price, and the one the shop sells at (the discount price when set) */
  price: number;
  salePrice: number | null;
  stock: number;
  /** a preorder product: "expected", shipped once the goods arrive */
  preorder: boolean;
  /** absolute https? URLs, the first the main picture */
  images: string[];
  /** the product's page on the shop, Ukrainian (the default locale) */
  link: string;
  categoryId: number;
  /** category names from the root down, Ukrainian */
  categoryPath: string[];
  size: string;
  difficulty: number;
}

/** Why a product cannot be listed on marketplaces: each feed needs a picture and a price. */
export type FeedRefusal = 'no_picture' | 'no_price';

export interface FeedRow {
  id: number;
  article: string;
  nameUa: string;
  nameRu: string;
  descriptionUa: string;
  descriptionRu: string;
  price: number;
  discountPrice: number | null;
  categoryId: number;
  size: string;
  difficulty: number;
  labels: string[];
  stock: number;
  images: string[];
}

const absolute = (base: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;

export function feedProductOf(row: FeedRow, index: CategoryIndex, shopUrl: string): FeedProduct {
  const path: string[] = [];
  for (
    let node = index.byId.get(row.categoryId);
    node;
    node = node.parentId === null ? undefined : index.byId.get(node.parentId)
  )
    path.unshift(node.name.ua);
  const sale =
    row.discountPrice !== null && row.discountPrice > 0 && row.discountPrice < row.price
      ? row.discountPrice
      : null;
  return {
    id: row.id,
    article: row.article,
    name: { ua: row.nameUa, ru: row.nameRu },
    description: { ua: row.descriptionUa, ru: row.descriptionRu },
    price: row.price,
    salePrice: sale,
    stock: Math.max(0, row.stock),
    preorder: row.labels.includes('preorder'),
    images: row.images.filter((url) => url.trim() !== '').map((url) => absolute(shopUrl, url)),
    link: `${shopUrl}/product/${row.id}`,
    categoryId: row.categoryId,
    categoryPath: path,
    size: row.size,
    difficulty: row.difficulty,
  };
}

export function feedRefusalOf(product: FeedProduct): FeedRefusal | null {
  if (product.images.length === 0) return 'no_picture';
  if (!(product.price > 0)) return 'no_price';
  return null;
}

/** What the shop sells at now, kopiyky. */
export const sellingPrice = (p: FeedProduct) => p.salePrice ?? p.price;

/** A buyer's words for the difficulty (1–5), as the catalogue's filters say them. */
export const difficultyWords: Record<number, { ua: string; ru: string }> = {
  1: { ua: 'Дуже легко', ru: 'Очень легко' },
  2: { ua: 'Легко', ru: 'Легко' },
  3: { ua: 'Середньо', ru: 'Средне' },
  4: { ua: 'Складно', ru: 'Сложно' },
  5: { ua: 'Дуже складно', ru: 'Очень сложно' },
};

/** `40x50` → `40×50 см`. */
export const sizeWords = (size: string) => `${size.replace('x', '×')} см`;

/** Days a preorder takes to ship, as the feeds that ask for one say it. */
export const PREORDER_DAYS = 14;
