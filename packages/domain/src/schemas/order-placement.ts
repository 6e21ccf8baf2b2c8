import { z } from 'zod';
import { orderResultTypes, orderStatuses, paymentStatuses } from '../enums';
import { fiscalReceiptSchema, refundSchema } from './money-back';
import { orderSchema } from './order';
import { orderParcelSchema } from './order-parcel';

/** The answer to POST /orders (UAH amounts). */
export const orderPlacedSchema = z.object({
  id: z.number().int(),
  deliveryType: z.string(),
  paymentType: z.string(),
  resultType: z.enum(orderResultTypes),
  total: z.number().describe('UAH the shop collects'),
  /** UAH the promotions took off the goods (issue #43) */
  discount: z.number(),
  codFee: z.number().describe('UAH the carrier charges on cash on delivery'),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /**
   * Opens this order to whoever holds it (a guest's pay-later and result page): 32 random
   * bytes, base64url. Shown once; the shop keeps only its sha256.
   */
  orderToken: z.string(),
});
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

export const orderStatusEntrySchema = z.object({
  status: z.enum(orderStatuses),
  createdAt: z.string(),
});

/** An order of the cabinet history: the order plus the statuses it went through, oldest first. */
export const customerOrderSchema = orderSchema.extend({
  statusHistory: z.array(orderStatusEntrySchema),
  /** an unpaid online order the shop can take money for now: offer "pay" */
  payable: z.boolean(),
  /** where the carrier last said the parcel is, once the shop follows its waybill */
  parcel: orderParcelSchema.optional(),
  /** money given back, and the fiscal receipts of what was paid and given back (issue #44) */
  refunds: z.array(refundSchema),
  fiscalReceipts: z.array(fiscalReceiptSchema),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** What the thank-you page polls after the payer returns from the provider. */
export const paymentStateSchema = z.object({
  paymentId: z.string(),
  orderId: z.number().int(),
  status: z.enum(paymentStatuses),
  resultType: z.enum(orderResultTypes),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** GET /orders/:id/summary: what the order-result page needs, for the owner or the token's holder. */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentType: z.string(),
  resultType: z.enum(orderResultTypes),
  total: z.number().describe('UAH the shop collects'),
  /** UAH the promotions took off (issue #43) */
  discount: z.number(),
  /** an online order, unpaid, not cancelled, and an online provider is configured */
  payable: z.boolean(),
  /** a test provider (the sandbox): no real money moves */
  testPayment: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The header that carries an order's access token (GET /orders/:id/summary). */
export const ORDER_TOKEN_HEADER = 'x-order-token';
