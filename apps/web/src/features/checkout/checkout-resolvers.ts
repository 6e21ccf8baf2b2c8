import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  checkoutFormSchema,
  photoCheckoutSchema,
  type CheckoutFieldValues,
  type CheckoutFormValues,
  type CheckoutParsed,
  type PhotoCheckoutParsed,
} from './checkout-schema';

/** The /cart checkout's resolver (loaded by lazyResolver, zod with it). */
export const checkoutResolver = zodResolver(checkoutFormSchema) as Resolver<
  CheckoutFormValues,
  unknown,
  CheckoutParsed
>;

/** The photo-picture order's resolver: the same contact, delivery and payment rules. */
export const photoCheckoutResolver = zodResolver(photoCheckoutSchema) as Resolver<
  CheckoutFieldValues,
  unknown,
  PhotoCheckoutParsed
>;
