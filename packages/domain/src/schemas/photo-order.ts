import { z } from 'zod';
import { locales, photoComplectations, photoOrientations, photoSizes, photoSpeeds } from '../enums';
import { photoTemplateSeed } from '../photo-pricing';
import { paymentTypeSchema } from '../enum-schemas';
import { orderContactSchema, deliveryInputSchema, orderInputSchema } from './order';

const fraction = z.number({ error: 'invalid_data' }).min(0).max(1);

/**
 * The part of the photo the shopper framed, as fractions of the photo's width and height after
 * its EXIF orientation is applied. The generator narrows it about its centre to the canvas's
 * exact proportions, so a crop rounded on its way through JSON still fits.
 */
export const photoCropSchema = z
  .object({ x: fraction, y: fraction, width: fraction.gt(0), height: fraction.gt(0) })
  .refine((c) => c.x + c.width <= 1.001 && c.y + c.height <= 1.001, { error: 'invalid_data' });
export type PhotoCrop = z.infer<typeof photoCropSchema>;

export const photoOrderLineInputSchema = z.object({
  imageUrl: z.string().trim().min(1, { error: 'invalid_data' }).max(500),
  complectation: z.enum(photoComplectations),
  size: z.enum(photoSizes),
  speed: z.enum(photoSpeeds),
  amount: z.number({ error: 'invalid_data' }).int().min(1).max(20).default(1),
  // What the shopper saw in the preview, so the workshop's template is the same picture.
  // Older clients send none: portrait, centre crop, the shop's seed.
  orientation: z.enum(photoOrientations).default('portrait'),
  crop: photoCropSchema.optional(),
  seed: z.number({ error: 'invalid_data' }).int().min(0).max(2_147_483_647).default(photoTemplateSeed),
});

/** requirements §3 photo order: clientData, productsData, comment (plus where and how to deliver it). */
export const photoOrderInputSchema = z.object({
  clientData: orderContactSchema.omit({ comment: true }),
  delivery: deliveryInputSchema,
  paymentType: paymentTypeSchema.default('cod'),
  productsData: z.array(photoOrderLineInputSchema).min(1).max(10),
  comment: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(2000).optional(),
  ),
  /** a promotion's code (issue #43), as a shop order's */
  promoCode: orderInputSchema.shape.promoCode,
  language: z.enum(locales).default('ua'),
});
export type PhotoOrderInput = z.infer<typeof photoOrderInputSchema>;
