import 'server-only';
import type { CategoryNode, Product } from '@kartyna/domain';
import { shopFetches, shopGet } from '@/lib/api/shop-data';

// Home data is public and reused until the API says it changed (the net: PUBLIC_ANSWER_SECONDS).

export type RailLabel = 'new' | 'top-sales' | 'sale';
export const RAIL_SIZE = 8;

export const getTopCategories = async (): Promise<CategoryNode[]> =>
  (await shopGet(shopFetches.categoryTree())).filter((c) => !c.isHidden);

/** GET /products?labelType=["new"]&pageSize=8 and the like. */
export const getRail = async (label: RailLabel): Promise<Product[]> =>
  (
    await shopGet(
      shopFetches.listing(
        [],
        [
          ['labelType', JSON.stringify([label])],
          ['pageSize', String(RAIL_SIZE)],
        ],
      ),
    )
  ).items;
