// The checkout's public face: the /cart form, the order-result view and the blocks the photo
// picture order reuses.
export { Checkout } from './checkout-form';
export { onlinePaymentOf, type OnlinePayment } from './online-payment';
export { ContactFields } from './contact-fields';
export { DeliveryFields } from './delivery-fields';
export { CityCombobox, PointCombobox } from './nova-poshta-pickers';
export { PaymentChoice } from './payment-choice';
export { ProfilePrefill } from './profile-prefill';
export { useSavedProfile } from './use-saved-profile';
export { useErrorText } from './use-error-text';
export { IdempotentAttempts } from './idempotency-key';
export { emptyContact, emptyDelivery, mapApiErrors, type CheckoutFieldValues } from './checkout-values';
export type { PhotoCheckoutParsed } from './checkout-schema';
export { lazyResolver, usePreloadWhenIdle } from './lazy-resolver';
/** The photo order's resolver, zod with it, for lazyResolver. */
export const loadPhotoCheckoutResolver = () =>
  import('./checkout-resolvers').then((m) => m.photoCheckoutResolver);
