import { z } from 'zod';
import { photoComplectations, photoSizes, photoSpeeds } from '../enums';
import { paymentTypeSchema } from '../enum-schemas';
import { orderContactSchema, deliveryInputSchema } from './order';

export const photoOrderLineInputSchema = z.object({
  imageUrl: z.string().trim().min(1, { error: 'invalid_data' }).max(500),
  complectation: z.enum(photoComplectations),
  size: z.enum(photoSizes),
  speed: z.enum(photoSpeeds),
  amount: z.number({ error: 'invalid_data' }).int().min(1).max(20).default(1),
});

/** SPEC §3 photo order: clientData, productsData, comment (plus where and how to deliver it). */
export const photoOrderInputSchema = z.object({
  clientData: orderContactSchema.omit({ comment: true }),
  delivery: deliveryInputSchema,
  paymentType: paymentTypeSchema.default('cod'),
  productsData: z.array(photoOrderLineInputSchema).min(1).max(10),
  comment: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(2000).optional(),
  ),
  language: z.enum(['ua', 'ru']).default('ua'),
});
export type PhotoOrderInput = z.infer<typeof photoOrderInputSchema>;
