import { z } from 'zod';
import { orderResultTypes, orderStatuses, paymentStatuses } from '../enums';
import { orderSchema } from './order';

/** The answer to POST /orders (UAH amounts). */
export const orderPlacedSchema = z.object({
  id: z.number().int(),
  deliveryType: z.string(),
  paymentType: z.string(),
  resultType: z.enum(orderResultTypes),
  total: z.number().describe('UAH the shop collects'),
  codFee: z.number().describe('UAH the carrier charges on cash on delivery'),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
});
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

export const orderStatusEntrySchema = z.object({
  status: z.enum(orderStatuses),
  createdAt: z.string(),
});

/** An order of the cabinet history: the order plus the statuses it went through, oldest first. */
export const customerOrderSchema = orderSchema.extend({
  statusHistory: z.array(orderStatusEntrySchema),
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
