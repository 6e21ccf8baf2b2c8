import { z } from 'zod';
import {
  fromText,
  mailSchema,
  optionalMailSchema,
  optionalPhoneSchema,
  optionalTextSchema,
  personNameSchema,
  phoneSchema,
} from './fields';

const ratingSchema = z
  .number({ error: 'invalid_rating' })
  .int({ error: 'invalid_rating' })
  .min(1, { error: 'invalid_rating' })
  .max(5, { error: 'invalid_rating' });

/** requirements §3/§5 testimonial: name and phone are required (the storefront form's schema). */
export const testimonialInputSchema = z.object({
  name: personNameSchema,
  // The storefront form's radio buttons give text; its output, which is what it sends, a number.
  rating: fromText(ratingSchema),
  phone: phoneSchema,
  email: optionalMailSchema,
  text: optionalTextSchema(3000),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;
/** POST /testimonials: the same, with the rating a JSON number (never "5", true or ""). */
export const testimonialBodySchema = testimonialInputSchema.extend({ rating: ratingSchema });

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** requirements §3/§5 contact message: the message must not be empty; a mail to answer to. */
export const contactMessageInputSchema = z.object({
  name: personNameSchema,
  email: mailSchema,
  phone: optionalPhoneSchema,
  message: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'empty_message' }).min(1, { error: 'empty_message' }).max(5000, { error: 'too_long' }),
  ),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/** requirements §7 product-appears request: a mail; the product id is in the path. */
export const appearRequestInputSchema = z.object({ mail: mailSchema });
export type AppearRequestInput = z.infer<typeof appearRequestInputSchema>;
