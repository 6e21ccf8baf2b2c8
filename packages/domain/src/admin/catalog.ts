import { z } from 'zod';
import { labels, subjects } from '../enums';
import { requiredText, sizeValueSchema } from './catalog-fields';
import { labelSchema, subjectSchema } from '../enum-schemas';
import { adminIdsSchema, adminListQuery, queryFlagSchema, queryListSchema } from './list';

/*
 * The back office's catalogue. Product fields are flat (nameUa, nameRu, …) so that one form,
 * one CSV row and one audit entry read the same; prices are UAH here and kopiyky in the DB.
 * A CSV row's cells ("450,50", "sale|new", "так") are read into values and then checked by
 * exactly the schema the form's JSON is.
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const blankToNull = (v: unknown) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string().max(max, { error: 'too_long' }),
  );

/** "1 250,50" and "1250.5" alike: spaces dropped, a decimal comma read as a point. */
const decimalFromText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = v.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return s === '' ? undefined : /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
};

export const MAX_PRICE_UAH = 1_000_000;
/** A price in UAH: above 0, whole kopiyky at most. */
const uahSchema = z
  .number({ error: 'invalid_price' })
  .positive({ error: 'invalid_price' })
  .max(MAX_PRICE_UAH, { error: 'invalid_price' })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'invalid_price' });

const intFromText = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);

/** A list given as an array, or as one CSV cell "a|b" (commas too for words without them). */
const listFromText = (separators: RegExp) => (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(separators)
        .map((s) => s.trim())
        .filter(Boolean)
    : v;

const flagFromText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (['true', '1', 'yes', 'так', 'да', 'y'].includes(s)) return true;
  if (['false', '0', 'no', 'ні', 'нет', 'n', ''].includes(s)) return false;
  return v;
};

/** Staff upload pictures through /api/admin/uploads (a /api/server/media/… path) or link a full URL. */
export const productImageUrlSchema = z
  .string({ error: 'invalid_image_url' })
  .trim()
  .max(500, { error: 'invalid_image_url' })
  .refine((v) => /^\/(?!\/)\S+$/.test(v) || /^https?:\/\/\S+$/i.test(v), { error: 'invalid_image_url' });

/** Letters, digits and . _ / - ; compared without case (the DB's unique index is on lower()). */
export const articleSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'required_field' })
    .min(1, { error: 'required_field', abort: true })
    .max(50, { error: 'too_long' })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u, { error: 'invalid_article' }),
);

/**
 * POST /api/admin/products and PUT /api/admin/products/:id (the whole product each time): a
 * JSON body with real numbers, booleans and arrays ("450", "так" or "sale|new" are refused here;
 * a CSV row's cells are read into these values first, see adminProductCsvRowSchema).
 */
export const adminProductInputSchema = z
  .object({
    article: articleSchema,
    nameUa: requiredText(200),
    nameRu: requiredText(200),
    descriptionUa: optionalText(20_000),
    descriptionRu: optionalText(20_000),
    price: uahSchema,
    discountPrice: z.preprocess((v) => (v === undefined ? null : v), uahSchema.nullable()),
    stock: z.number({ error: 'invalid_data' }).int({ error: 'invalid_data' }).min(0).max(1_000_000),
    categoryId: z.number({ error: 'unknown_category' }).int().positive({ error: 'unknown_category' }),
    subject: z.preprocess(blankToUndefined, subjectSchema),
    size: sizeValueSchema,
    difficulty: z.number({ error: 'invalid_data' }).int().min(1).max(5),
    labels: z
      .array(labelSchema)
      .max(10)
      .default([])
      .transform((list) => [...new Set(list)]),
    images: z.array(productImageUrlSchema).max(20, { error: 'too_long' }).default([]),
    isHidden: z.boolean({ error: 'invalid_data' }).default(false),
  })
  .superRefine((p, ctx) => {
    if (p.discountPrice !== null && p.discountPrice >= p.price)
      ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: 'discount_not_below_price' });
  });

/** A CSV row's cells ("1 250,50", "3", "sale|new", "так") as the values of the form's schema. */
function productFromCells(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const row = v as Record<string, unknown>;
  const read = (key: string, ...steps: ((x: unknown) => unknown)[]) =>
    key in row ? { [key]: steps.reduce((x, step) => step(x), row[key]) } : {};
  return {
    ...row,
    ...read('price', decimalFromText),
    ...read('discountPrice', blankToNull, decimalFromText),
    ...read('stock', intFromText),
    ...read('categoryId', intFromText),
    ...read('difficulty', blankToUndefined, intFromText),
    ...read('labels', listFromText(/[|,]/)),
    ...read('images', listFromText(/[|\s]+/)),
    ...read('isHidden', flagFromText),
  };
}
/** One imported CSV row: its cells read as values, then checked by exactly the form's schema. */
export const adminProductCsvRowSchema = z.preprocess(productFromCells, adminProductInputSchema);
export type AdminProductInput = z.infer<typeof adminProductInputSchema>;

export const stockStates = ['inStock', 'soldOut', 'preorder'] as const;
export type StockState = (typeof stockStates)[number];

/** A product as the back office sees it: hidden ones too, prices in UAH. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  nameUa: z.string(),
  nameRu: z.string(),
  descriptionUa: z.string(),
  descriptionRu: z.string(),
  price: z.number().describe('UAH'),
  discountPrice: z.number().nullable().describe('UAH'),
  stock: z.number().int(),
  /** as the storefront shows it: stock > 0, else "expected" with the preorder label, else sold out */
  stockState: z.enum(stockStates),
  categoryId: z.number().int(),
  /** category types from the root, e.g. "picture-by-numbers/animals" (the CSV's category) */
  categoryPath: z.string(),
  /** Ukrainian names from the root, "Картини за номерами › Тварини" */
  categoryName: z.string(),
  subject: z.string(),
  size: z.string(),
  difficulty: z.number().int(),
  labels: z.array(z.string()),
  images: z.array(z.string()),
  isHidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productSortFields = ['id', 'article', 'name', 'price', 'stock', 'createdAt'] as const;

/** Filters of the products list; the CSV export takes the same. */
export const adminProductFilterSchema = z.object({
  /** article or name (ua or ru); a number also finds that id */
  q: z.string().trim().max(100).optional(),
  /** the category and everything under it */
  categoryId: z.coerce.number().int().positive().optional(),
  size: queryListSchema(z.string().max(20)).optional(),
  difficulty: queryListSchema(
    z
      .string()
      .regex(/^[1-5]$/)
      .transform(Number),
  ).optional(),
  label: queryListSchema(z.enum(labels)).optional(),
  subject: queryListSchema(z.enum(subjects)).optional(),
  stockState: queryListSchema(z.enum(stockStates)).optional(),
  isHidden: queryFlagSchema.optional(),
});
export type AdminProductFilter = z.infer<typeof adminProductFilterSchema>;

export const adminProductListQuerySchema = adminListQuery(productSortFields, 'id').extend(
  adminProductFilterSchema.shape,
);
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

/**
 * POST /api/admin/products/bulk-price. Results are rounded to whole hryvnias (half away from
 * zero), as shop prices are; never below 1 UAH.
 * - percent: price (and a discount price) change by `percent` (-90…+1000); a discount that
 *   would no longer be below the price is dropped;
 * - discount: discountPrice = price less `percent` (1…90); skipped where that is not below the price;
 * - clear-discount: discountPrice removed.
 */
export const bulkPriceSchema = z.discriminatedUnion('mode', [
  adminIdsSchema.extend({
    mode: z.literal('percent'),
    percent: z
      .number({ error: 'invalid_data' })
      .min(-90)
      .max(1000)
      .refine((v) => v !== 0, { error: 'invalid_data' }),
  }),
  adminIdsSchema.extend({
    mode: z.literal('discount'),
    percent: z.number({ error: 'invalid_data' }).min(1).max(90),
  }),
  adminIdsSchema.extend({ mode: z.literal('clear-discount') }),
]);
export type BulkPrice = z.infer<typeof bulkPriceSchema>;

/** POST /api/admin/products/bulk-labels: labels added to and removed from every product. */
export const bulkLabelsSchema = adminIdsSchema
  .extend({
    add: z.array(labelSchema).max(10).default([]),
    remove: z.array(labelSchema).max(10).default([]),
  })
  .refine((b) => b.add.length + b.remove.length > 0, { path: ['add'], message: 'invalid_data' });
export type BulkLabels = z.infer<typeof bulkLabelsSchema>;

export const bulkAnswerSchema = z.object({ updated: z.number().int() });

/** POST /api/admin/products/import: nothing is written when `errors` is not empty. */
export const importReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** row: the spreadsheet row (the header is row 1); field: the CSV column */
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export * from './catalog-taxonomy';
export { requiredText, sizeValueSchema } from './catalog-fields';
