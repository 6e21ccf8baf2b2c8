import { z } from 'zod';

/** The carrier directory the checkout picks a city and a branch or parcel locker from. */
const localized = z.object({ ua: z.string(), ru: z.string() });

export const deliveryPointKinds = ['branch', 'postomat'] as const;
export type DeliveryPointKindName = (typeof deliveryPointKinds)[number];

const searchText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().max(100, { error: 'too_long' }).default(''),
);

export const deliveryCitiesQuerySchema = z.object({
  search: searchText,
  limit: z.coerce.number({ error: 'invalid_data' }).int().min(1).max(100).default(20),
});

export const deliveryPointsQuerySchema = z.object({
  kind: z.enum(deliveryPointKinds, { error: 'invalid_data' }).default('branch'),
  search: searchText,
  limit: z.coerce.number({ error: 'invalid_data' }).int().min(1).max(500).default(500),
});

export const deliveryCitySchema = z.object({
  ref: z.string(),
  name: localized,
  region: localized,
});
export type DeliveryCityView = z.infer<typeof deliveryCitySchema>;

export const deliveryPointSchema = z.object({
  ref: z.string(),
  number: z.number().int(),
  kind: z.enum(deliveryPointKinds),
  name: localized,
  address: localized,
  schedule: localized,
  maxWeightKg: z.number(),
});
export type DeliveryPointView = z.infer<typeof deliveryPointSchema>;
