import 'server-only';
import { catalogAnswerSchema, categoryNodeSchema, type CategoryNode, type Product } from '@kartyna/domain';
import { PUBLIC_ANSWER_SECONDS, serverGet } from '@/lib/api/server-api';

/** Home data is public and reused until the API says it changed. */
const cached = { revalidate: PUBLIC_ANSWER_SECONDS };

export type RailLabel = 'new' | 'top-sales' | 'sale';
export const RAIL_SIZE = 8;

export const getTopCategories = async (): Promise<CategoryNode[]> =>
  (await serverGet('/content/categories-tree', categoryNodeSchema.array(), cached)).filter(
    (c) => !c.isHidden,
  );

/** GET /products?labelType=["new"]&pageSize=8 and the like. */
export const getRail = async (label: RailLabel): Promise<Product[]> =>
  (
    await serverGet(
      `/products?labelType=${encodeURIComponent(JSON.stringify([label]))}&pageSize=${RAIL_SIZE}`,
      catalogAnswerSchema,
      cached,
    )
  ).items;
