import { z } from 'zod';
import { locales } from '../enums';
import { localizedSchema } from './catalog';
import { appearRequestInputSchema, testimonialSchema } from './feedback';

/** Answers of the public content calls (requirements §7) whose fields the spec leaves open. */

export const seoDataSchema = z.object({
  route: z.string(),
  title: localizedSchema,
  description: localizedSchema,
});
export type SeoData = z.infer<typeof seoDataSchema>;

export const commonVariableSchema = z.object({ key: z.string(), value: z.string() });
export type CommonVariable = z.infer<typeof commonVariableSchema>;

export const clientWorkSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  title: localizedSchema,
  authorName: z.string().nullable(),
});
export type ClientWork = z.infer<typeof clientWorkSchema>;

export const testimonialListSchema = z.object({
  items: z.array(testimonialSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** over every approved testimonial, one decimal; null while there are none */
  averageRating: z.number().nullable(),
});
export type TestimonialList = z.infer<typeof testimonialListSchema>;

/** A write that only confirms: `{ message: 'testimonial_received' }` and the like. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** requirements §7 product-appears request, with the locale of the later notice mail (default ua). */
export const appearRequestBodySchema = appearRequestInputSchema.extend({
  language: z.enum(locales).optional(),
});
export type AppearRequestBody = z.infer<typeof appearRequestBodySchema>;
