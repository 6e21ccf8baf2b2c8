import {
  deliverySchema,
  deliveryTypes,
  orderContactSchema,
  paymentAllowed,
  paymentTypes,
} from '@kartyna/domain';
import type { Delivery, PaymentType } from '@kartyna/domain';
import { z } from 'zod';
import { deliveryFieldOf, toDelivery } from './checkout-values';

/*
 * The checkout's zod schemas, apart from the values and helpers in checkout-values.ts: zod is
 * the biggest library of the order forms, so it loads with their resolvers (checkout-resolvers.ts)
 * when the page is idle or the form is first sent, not with the page (issue #26).
 */
export * from './checkout-values';

const stringField = z.string();

/** The delivery fields, checked with the domain's deliverySchema for the chosen type. */
export const deliveryFormSchema = z
  .object({
    deliveryType: z.enum(deliveryTypes),
    cityRef: stringField,
    cityName: stringField,
    branchRef: stringField,
    branchName: stringField,
    postomatRef: stringField,
    postomatName: stringField,
    address: stringField,
    city: stringField,
    postIndex: stringField,
    country: stringField,
  })
  .transform((v, ctx): Delivery => {
    const parsed = deliverySchema.safeParse(toDelivery(v));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [deliveryFieldOf(issue.path[0])] });
    }
    return z.NEVER;
  });

export const paymentTypeFormSchema = z.enum(paymentTypes);

/** requirements §9: cash on delivery is not for takeaway or abroad (the domain's paymentAllowed). */
const withAllowedPayment = <T extends { delivery: Delivery; paymentType: PaymentType }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (!paymentAllowed(v.paymentType, v.delivery.deliveryType)) {
    ctx.addIssue({ code: 'custom', message: 'payment_not_available', path: ['paymentType'] });
  }
};

export const checkoutFormSchema = z
  .object({
    contact: orderContactSchema,
    delivery: deliveryFormSchema,
    paymentType: paymentTypeFormSchema,
    bonusToSpend: z.number().min(0),
  })
  .superRefine(withAllowedPayment);
export type CheckoutParsed = z.output<typeof checkoutFormSchema>;

/** The same contact and delivery rules for the photo-picture order (no bonus there). */
export const photoCheckoutSchema = z
  .object({
    contact: orderContactSchema,
    delivery: deliveryFormSchema,
    paymentType: paymentTypeFormSchema,
  })
  .superRefine(withAllowedPayment);
export type PhotoCheckoutParsed = z.output<typeof photoCheckoutSchema>;
