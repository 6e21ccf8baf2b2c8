import { z } from 'zod';
import { productSizes } from '../enums';
import { requiredText, sizeValueSchema } from './catalog-fields';
import { adminListQuery, queryFlagSchema } from './list';

/* Categories: a small tree, listed flat in tree order with parentId and depth. */

const categoryTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/_/g, '-') : v),
  z
    .string({ error: 'required_field' })
    .min(1, { error: 'required_field', abort: true })
    .max(60, { error: 'too_long' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'invalid_slug' }),
);

export const adminCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  type: z.string(),
  nameUa: z.string(),
  nameRu: z.string(),
  position: z.number().int(),
  isHidden: z.boolean(),
  /** 0 for a top category */
  depth: z.number().int(),
  path: z.string(),
  /** Ukrainian names from the root */
  label: z.string(),
  /** false when it or a category above it is hidden */
  visible: z.boolean(),
  productCount: z.number().int(),
  childCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListQuerySchema = adminListQuery(
  ['position', 'id', 'type'],
  'position',
  'ASC',
).extend({
  q: z.string().trim().max(100).optional(),
  parentId: z.coerce.number().int().positive().optional(),
  isHidden: queryFlagSchema.optional(),
});

const parentIdSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.number({ error: 'unknown_category' }).int().positive().nullable(),
);

export const adminCategoryCreateSchema = z.object({
  parentId: parentIdSchema,
  type: categoryTypeSchema,
  nameUa: requiredText(100),
  nameRu: requiredText(100),
  isHidden: z.boolean().default(false),
});
export type AdminCategoryCreate = z.infer<typeof adminCategoryCreateSchema>;

/** PUT /api/admin/categories/:id: rename, move under another parent, reposition, hide. */
export const adminCategoryUpdateSchema = adminCategoryCreateSchema.extend({
  position: z.number({ error: 'invalid_data' }).int().min(0).max(100_000),
});
export type AdminCategoryUpdate = z.infer<typeof adminCategoryUpdateSchema>;

/** POST …/:id/move: one step up or down among its siblings. */
export const moveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'invalid_data' }) });

/* Sizes, keyed by their value. */

export const adminSizeSchema = z.object({
  /** the value (react-admin needs an id) */
  id: z.string(),
  value: z.string(),
  isHidden: z.boolean(),
  position: z.number().int(),
  productCount: z.number().int(),
});
export type AdminSize = z.infer<typeof adminSizeSchema>;

/** `id` sorts as `value` (react-admin's reference inputs ask for id). */
export const adminSizeListQuerySchema = adminListQuery(['position', 'value', 'id'], 'position', 'ASC').extend(
  {
    isHidden: queryFlagSchema.optional(),
  },
);

/**
 * New sizes come from requirements §3's list: the storefront's size filter accepts only those, so a
 * size made up here could be set on a product but never filtered by.
 */
export const adminSizeCreateSchema = z.object({
  value: sizeValueSchema.pipe(z.enum(productSizes, { error: 'unknown_size' })),
  isHidden: z.boolean().default(false),
});
export const adminSizeUpdateSchema = z.object({
  isHidden: z.boolean({ error: 'invalid_data' }),
  position: z.number({ error: 'invalid_data' }).int().min(0).max(100_000),
});
export const sizeParamsSchema = z.object({ id: z.string().trim().min(1).max(20) });
