import { z } from 'zod';
import { labels } from '../enums';
import { difficultySchema, labelSchema, productSizeSchema, sortTypeSchema } from '../enum-schemas';

/**
 * Catalogue query parameters arrive as the storefront URL has them (requirements §2): arrays as JSON
 * (`size=["40x50","50x50"]`), but a repeated or comma-separated parameter is read too.
 */
export const queryArray = <T extends z.ZodTypeAny>(item: T, max = 30) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const list = Array.isArray(v) ? v : [v];
    return list.flatMap((entry) => {
      if (typeof entry !== 'string') return [entry];
      const s = entry.trim();
      if (s.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(s);
          return Array.isArray(parsed) ? parsed : [parsed];
        } catch {
          return [s];
        }
      }
      return s.split(',').filter(Boolean);
    });
  }, z.array(item).max(max).optional());

const priceParam = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z.coerce.number({ error: 'invalid_data' }).min(0).max(10_000_000).optional(),
);

export const catalogQuerySchema = z.object({
  /** category path from the top of the tree: "picture-by-numbers/animals" */
  category: z
    .string()
    .trim()
    .max(300)
    .regex(/^[a-z0-9_\-/]*$/i, { error: 'invalid_data' })
    .optional(),
  minPrice: priceParam,
  maxPrice: priceParam,
  size: queryArray(productSizeSchema),
  difficult: queryArray(difficultySchema),
  labelType: queryArray(labelSchema, labels.length),
  search: z.string().trim().max(100).optional(),
  sort: sortTypeSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(24),
});
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

export const localizedSchema = z.object({ ua: z.string(), ru: z.string() });

export const productSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  name: localizedSchema,
  description: localizedSchema,
  price: z.number().describe('UAH'),
  discountPrice: z.number().nullable().describe('UAH; shown in place of price when present'),
  category: z.object({ type: z.string(), path: z.array(z.string()), name: localizedSchema }),
  subject: z.string(),
  size: z.string(),
  difficulty: z.number().int(),
  labels: z.array(z.string()),
  inStock: z.boolean(),
  /** preorder products are "expected" */
  expected: z.boolean(),
  images: z.array(z.string()),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

const facetSchema = <T extends z.ZodTypeAny>(value: T) =>
  z.array(z.object({ value, count: z.number().int() }));

export const catalogAnswerSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: z.object({
    size: facetSchema(z.string()),
    difficult: facetSchema(z.number().int()),
    labelType: facetSchema(z.string()),
    price: z.object({ min: z.number(), max: z.number() }),
  }),
});
export type CatalogAnswer = z.infer<typeof catalogAnswerSchema>;

export interface CategoryNode {
  type: string;
  name: { ua: string; ru: string };
  isHidden: boolean;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    name: localizedSchema,
    isHidden: z.boolean(),
    children: z.array(categoryNodeSchema),
  }),
);

export const productSizeItemSchema = z.object({
  value: z.string(),
  isHidden: z.boolean(),
  position: z.number().int(),
});
