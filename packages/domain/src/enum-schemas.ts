import { z } from 'zod';
import {
  deliveryTypes,
  labels,
  locales,
  normalizeSlug,
  orderStatuses,
  paymentTypes,
  productSizes,
  sortTypes,
  subjects,
} from './enums';

// The zod schemas of the enumerations in enums.ts.

/** A zod enum that accepts either spelling and answers the canonical one. */
export const slugEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(normalizeSlug, z.enum(values));

export const subjectSchema = slugEnum(subjects);

export const labelSchema = slugEnum(labels);

export const sortTypeSchema = slugEnum(sortTypes);

export const paymentTypeSchema = slugEnum(paymentTypes);

export const deliveryTypeSchema = slugEnum(deliveryTypes);

export const orderStatusSchema = slugEnum(orderStatuses);

export const localeSchema = z.enum(locales);

export const difficultySchema = z.coerce.number().int().min(1).max(5);

export const productSizeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/х/g, 'x') : v),
  z.enum(productSizes),
);
