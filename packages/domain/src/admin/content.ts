import { z } from 'zod';
import { locales } from '../enums';
import { mailSchema, normalizePhone } from '../schemas/fields';
import { nonEmptyUpdate } from '../schemas/update-body';
import { adminListQuery, queryFlagSchema, queryListSchema } from './list';

/**
 * The back office's content screens (issue #5 "Content"): testimonials, client works, contact
 * messages, appear requests, SEO data, common variables and the static pages' texts.
 */

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
/** Free text of a form: trimmed; empty means "none" (null) where the field is optional. */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : trimmed(v)),
    z.string({ error: 'invalid_data' }).max(max, { error: 'too_long' }).nullable(),
  );
const requiredText = (max: number) =>
  z.preprocess(
    trimmed,
    z.string({ error: 'required_field' }).min(1, { error: 'required_field' }).max(max, { error: 'too_long' }),
  );
const searchSchema = z.string().trim().max(200).optional();

// ---- testimonials -------------------------------------------------------------------------

export const testimonialStatuses = ['pending', 'approved', 'hidden'] as const;
export type TestimonialStatus = (typeof testimonialStatuses)[number];

export const adminTestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  phone: z.string(),
  email: z.string().nullable(),
  text: z.string().nullable(),
  status: z.enum(testimonialStatuses),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

export const testimonialListQuerySchema = adminListQuery(
  ['createdAt', 'id', 'rating', 'status'],
  'createdAt',
).extend({
  status: queryListSchema(z.enum(testimonialStatuses)).optional(),
  /** name, phone, mail or text */
  q: searchSchema,
});

/** PUT /testimonials/:id: approve or hide, and/or the shop's reply (empty removes it). Omitted = kept. */
export const testimonialUpdateSchema = nonEmptyUpdate(
  z.object({
    status: z.enum(testimonialStatuses, { error: 'invalid_data' }).optional(),
    reply: optionalText(3000).optional(),
  }),
);
export type TestimonialUpdate = z.infer<typeof testimonialUpdateSchema>;

// ---- client works -------------------------------------------------------------------------

export const adminClientWorkSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  titleUa: z.string(),
  titleRu: z.string(),
  authorName: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type AdminClientWork = z.infer<typeof adminClientWorkSchema>;

export const clientWorkListQuerySchema = adminListQuery(['position', 'id', 'createdAt'], 'position', 'ASC');

/** Only pictures uploaded through POST /api/admin/uploads: the storefront serves them itself. */
const ownImageUrlSchema = z.preprocess(
  trimmed,
  z
    .string({ error: 'required_field' })
    .min(1, { error: 'required_field' })
    .max(500, { error: 'invalid_data' })
    .regex(/^\/api\/server\/media\/[\w./-]+$/, { error: 'invalid_data' })
    .refine((v) => !v.includes('..'), { error: 'invalid_data' }),
);

export const clientWorkInputSchema = z.object({
  imageUrl: ownImageUrlSchema,
  titleUa: requiredText(200),
  titleRu: requiredText(200),
  authorName: optionalText(100).optional(),
  /** omitted on create: the work goes last */
  // A cleared number field of the form sends null: no position, the same as leaving it out.
  position: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.number({ error: 'invalid_data' }).int().min(0).max(100_000).optional(),
  ),
});
export type ClientWorkInput = z.infer<typeof clientWorkInputSchema>;

/** POST /client-works/reorder: the works' ids in their new order (positions 0, 1, 2, …). */
export const clientWorkReorderSchema = z.object({
  ids: z.array(z.number().int().positive(), { error: 'invalid_data' }).min(1).max(1000),
});

// ---- contact messages ---------------------------------------------------------------------

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** One message with the replies staff mailed (read from the audit log). */
export const adminContactMessageDetailSchema = adminContactMessageSchema.extend({
  replies: z.array(z.object({ reply: z.string(), by: z.string(), at: z.string() })),
});

/** sort=handled puts the unhandled first (ASC), newest first within each group. */
export const contactMessageListQuerySchema = adminListQuery(
  ['handled', 'createdAt', 'id'],
  'handled',
  'ASC',
).extend({
  handled: queryFlagSchema.optional(),
  q: searchSchema,
});

export const contactMessageHandledSchema = z.object({
  handled: z.boolean({ error: 'invalid_data' }),
});

export const contactReplySchema = z.object({
  reply: z.preprocess(
    trimmed,
    z.string({ error: 'empty_message' }).min(1, { error: 'empty_message' }).max(5000, { error: 'too_long' }),
  ),
});

// ---- appear requests ----------------------------------------------------------------------

export const adminAppearRequestSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productArticle: z.string(),
  mail: z.string(),
  locale: z.enum(locales),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export type AdminAppearRequest = z.infer<typeof adminAppearRequestSchema>;

export const appearRequestListQuerySchema = adminListQuery(
  ['createdAt', 'id', 'notifiedAt'],
  'createdAt',
).extend({
  status: z.enum(['pending', 'notified']).optional(),
  productId: z.coerce.number().int().positive().optional(),
  /** mail, article or product name */
  q: searchSchema,
});

// ---- SEO data -----------------------------------------------------------------------------

/**
 * The row's id is its route with "/" spelled "~" ("/" → "~", "/catalog/kits" → "~catalog~kits"):
 * one plain path segment, which proxies pass through untouched (an encoded %2F they may not).
 */
export const seoIdOf = (route: string) => route.replaceAll('/', '~');
export const routeOfSeoId = (id: string) => id.replaceAll('~', '/');

export const adminSeoSchema = z.object({
  id: z.string(),
  route: z.string(),
  titleUa: z.string(),
  titleRu: z.string(),
  descriptionUa: z.string(),
  descriptionRu: z.string(),
});
export type AdminSeo = z.infer<typeof adminSeoSchema>;

export const seoListQuerySchema = adminListQuery(['route'], 'route', 'ASC').extend({ q: searchSchema });

export const seoUpdateSchema = z.object({
  titleUa: requiredText(200),
  titleRu: requiredText(200),
  descriptionUa: requiredText(500),
  descriptionRu: requiredText(500),
});
export type SeoUpdate = z.infer<typeof seoUpdateSchema>;

// ---- common variables ---------------------------------------------------------------------

export const commonVariableKinds = ['phone', 'mail', 'url', 'text'] as const;
export type CommonVariableKind = (typeof commonVariableKinds)[number];

const urlKeys = new Set(['telegram', 'viber', 'instagram', 'facebook', 'tiktok']);

/** What a variable holds, read from its key (the keys are fixed by the seed). */
export function commonVariableKind(key: string): CommonVariableKind {
  if (key.startsWith('phone')) return 'phone';
  if (key === 'mail' || key.endsWith('_mail')) return 'mail';
  if (urlKeys.has(key) || key.endsWith('_url')) return 'url';
  return 'text';
}

/** Links open in the shopper's browser or messenger: web pages, or Viber's and Telegram's own. */
const linkProtocols = new Set(['https:', 'http:', 'viber:', 'tg:']);

/** The validation key of a bad value for `key`, or null when the value fits. */
export function commonVariableIssue(key: string, value: string): string | null {
  const v = value.trim();
  if (!v) return 'required_field';
  if (v.length > 1000) return 'too_long';
  switch (commonVariableKind(key)) {
    case 'phone':
      return normalizePhone(v) ? null : 'invalid_phone';
    case 'mail':
      return mailSchema.safeParse(v).success ? null : 'invalid_mail';
    case 'url':
      try {
        return linkProtocols.has(new URL(v).protocol) ? null : 'invalid_url';
      } catch {
        return 'invalid_url';
      }
    default:
      return null;
  }
}

export const adminCommonVariableSchema = z.object({
  id: z.string(),
  key: z.string(),
  value: z.string(),
  kind: z.enum(commonVariableKinds),
});
export type AdminCommonVariable = z.infer<typeof adminCommonVariableSchema>;

export const commonVariableListQuerySchema = adminListQuery(['key'], 'key', 'ASC').extend({
  q: searchSchema,
});

/** PUT /common-variables/:key; the value is checked against the key's kind by the API. */
export const commonVariableUpdateSchema = z.object({
  value: z.string({ error: 'required_field' }).max(1000, { error: 'too_long' }),
});

// ---- static page texts --------------------------------------------------------------------

/** The static pages staff may rewrite; the slug is the page's route. */
export const pageTextSlugs = ['about', 'public-offer', 'payments-and-delivery', 'loyalty-program'] as const;
export type PageTextSlug = (typeof pageTextSlugs)[number];

/**
 * A page's text: blank lines part paragraphs, a line starting "## " is a heading and lines
 * starting "- " make a list. Empty in one language: that language shows the shipped text.
 */
export const adminPageTextSchema = z.object({
  id: z.enum(pageTextSlugs),
  slug: z.enum(pageTextSlugs),
  bodyUa: z.string(),
  bodyRu: z.string(),
  /** false: no staff text, the storefront shows its shipped one */
  custom: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AdminPageText = z.infer<typeof adminPageTextSchema>;

export const isPageTextSlug = (slug: string): slug is PageTextSlug =>
  (pageTextSlugs as readonly string[]).includes(slug);

/** Any slug is accepted here, so an unknown page answers 404 rather than a validation error. */
export const pageTextParamsSchema = z.object({ slug: z.string().min(1).max(100) });

const bodySchema = z.preprocess(
  (v) => (v == null ? '' : typeof v === 'string' ? v.replace(/\r\n?/g, '\n').trim() : v),
  z.string({ error: 'invalid_data' }).max(50_000, { error: 'too_long' }),
);

export const pageTextUpsertSchema = z
  .object({ bodyUa: bodySchema, bodyRu: bodySchema })
  .refine((v) => v.bodyUa !== '' || v.bodyRu !== '', { error: 'required_field', path: ['bodyUa'] });
export type PageTextUpsert = z.infer<typeof pageTextUpsertSchema>;

/** GET /api/server/content/page-texts/:slug, the storefront's read. */
export const pageTextSchema = z.object({ slug: z.string(), bodyUa: z.string(), bodyRu: z.string() });
export type PageText = z.infer<typeof pageTextSchema>;
