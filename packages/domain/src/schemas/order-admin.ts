import { z } from 'zod';
import { orderStatuses } from '../enums';
import { orderStatusSchema } from '../enum-schemas';
import { orderActorKinds, waybillNumberSchema } from '../order-lifecycle';
import { optionalTextSchema } from './fields';
import { orderSchema } from './order';

/** A status history entry as the back office sees it: who moved the order, and why. */
export const staffOrderStatusEntrySchema = z.object({
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  actor: z.enum(orderActorKinds),
  actorUserId: z.number().int().nullable(),
  /** the staff member's name (their mail if they have none), kept even after their account is gone */
  actorName: z.string().nullable(),
  /** this entry took back the change before it (the undo of a mistaken click) */
  undo: z.boolean(),
  note: z.string().nullable(),
});

/** The latest change staff may still take back, and until when (ISO time). */
export const statusUndoSchema = z.object({
  from: z.enum(orderStatuses),
  to: z.enum(orderStatuses),
  until: z.string(),
});
export type StatusUndo = z.infer<typeof statusUndoSchema>;

/** An order in the back office: the customer's view plus the buyer, carrier ref and next moves. */
export const staffOrderSchema = orderSchema.extend({
  userId: z.number().int().nullable(),
  cashbackPercent: z.number().int().describe('the tier percent held when the order was placed'),
  waybillRef: z.string().nullable(),
  updatedAt: z.string(),
  nextStatuses: z.array(z.enum(orderStatuses)),
  statusHistory: z.array(staffOrderStatusEntrySchema),
  /** POST /api/admin/orders/:id/status/undo takes this change back until `until`; null when nothing can be */
  undo: statusUndoSchema.nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** POST /api/admin/orders/:orderRef/status: a move of orderStatusMoves, for every kind of order */
export const orderStatusChangeSchema = z.object({
  status: orderStatusSchema,
  note: optionalTextSchema(1000),
  /** needed to enter lading-bill-created */
  waybillNumber: waybillNumberSchema.optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** POST /api/admin/orders/:id/waybill: what the parcel is; the rest comes from the order. */
export const waybillCreateSchema = z.object({
  weightKg: z.number().positive().max(1000).optional(),
  seatsAmount: z.number().int().min(1).max(100).optional(),
  description: optionalTextSchema(100),
});
export type WaybillCreate = z.infer<typeof waybillCreateSchema>;

/** GET /api/admin/orders/:id/tracking: the carrier's word on each waybill. */
export const waybillTrackingSchema = z.array(
  z.object({
    number: z.string(),
    statusCode: z.string(),
    status: z.string(),
    receivedAt: z.string().nullable(),
  }),
);
export type WaybillTracking = z.infer<typeof waybillTrackingSchema>;

/** POST /api/admin/products/:id/stock */
export const stockChangeSchema = z.object({
  stock: z.number({ error: 'invalid_data' }).int().min(0).max(1_000_000),
});
export const stockAnswerSchema = z.object({ id: z.number().int(), stock: z.number().int() });
