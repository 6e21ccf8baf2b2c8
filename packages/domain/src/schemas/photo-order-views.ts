import { z } from 'zod';
import { fiscalReceiptSchema, refundSchema } from './money-back';
import { orderPromotionSchema } from './order';
import { orderParcelSchema } from './order-parcel';
import { orderStatuses, paymentStatuses, photoComplectations, photoSizes, photoSpeeds } from '../enums';

/** The answer of POST /image-upload: where the re-encoded JPEG lives and its size in pixels. */
export const imageUploadResultSchema = z.object({
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;

/** The answer of POST /photo-orders; resultType feeds the thank-order view (requirements §2). */
export const photoOrderCreatedSchema = z.object({
  id: z.number().int(),
  total: z.number().describe('UAH, after the discount'),
  /** UAH the promotions took off (issue #43) */
  discount: z.number(),
  resultType: z.literal('photo-picture'),
  status: z.literal('requested'),
  /** as orderPlacedSchema's: 32 random bytes, base64url; the shop keeps only its sha256 */
  orderToken: z.string(),
});
export type PhotoOrderCreated = z.infer<typeof photoOrderCreatedSchema>;

export const photoOrderLineSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  complectation: z.enum(photoComplectations),
  size: z.enum(photoSizes),
  speed: z.enum(photoSpeeds),
  amount: z.number().int(),
  price: z.number().describe('UAH per picture, as charged'),
});

/** One photo order in the cabinet history (GET /photo-orders). */
export const photoOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentType: z.string(),
  /**
   * Where it goes, as a shop order's (orderSchema): the carrier's branch, locker or address kept
   * with the names they had when it was placed, so the cabinet shows both kinds the same way.
   */
  deliveryType: z.string(),
  delivery: z.record(z.string(), z.unknown()),
  /** an unpaid online photo order the shop can take money for now: offer "pay" */
  payable: z.boolean(),
  /** the carrier's waybill once made, for tracking */
  waybillNumber: z.string().nullable(),
  /** where the carrier last said the parcel is, as a shop order's (customerOrderSchema) */
  parcel: orderParcelSchema.optional(),
  total: z.number().describe('UAH, after the discount'),
  /** UAH the promotions took off, and which (issue #43) */
  discount: z.number(),
  promotions: z.array(orderPromotionSchema),
  createdAt: z.string(),
  productsData: z.array(photoOrderLineSchema),
  comment: z.string().nullable(),
  /** money given back, and the fiscal receipts of what was paid and given back (issue #44) */
  refunds: z.array(refundSchema),
  fiscalReceipts: z.array(fiscalReceiptSchema),
});
export type PhotoOrder = z.infer<typeof photoOrderSchema>;
