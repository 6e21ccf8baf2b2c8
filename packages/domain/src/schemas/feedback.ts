import { z } from 'zod';
import {
  mailSchema,
  optionalMailSchema,
  optionalPhoneSchema,
  optionalTextSchema,
  personNameSchema,
  phoneSchema,
} from './fields';

/** SPEC §3/§5 testimonial: name and phone are required. */
export const testimonialInputSchema = z.object({
  name: personNameSchema,
  rating: z.coerce
    .number({ error: 'invalid_rating' })
    .int({ error: 'invalid_rating' })
    .min(1, { error: 'invalid_rating' })
    .max(5, { error: 'invalid_rating' }),
  phone: phoneSchema,
  email: optionalMailSchema,
  text: optionalTextSchema(3000),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** SPEC §3/§5 contact message: the message must not be empty; a mail to answer to. */
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

/** SPEC §7 product-appears request: a mail; the product id is in the path. */
export const appearRequestInputSchema = z.object({ mail: mailSchema });
export type AppearRequestInput = z.infer<typeof appearRequestInputSchema>;
