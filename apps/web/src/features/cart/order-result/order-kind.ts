import type { OrderResultType } from '@kartyna/domain';

/**
 * Photo orders are numbered apart from shop orders (photo order 1 is not order 1): everything
 * the result view keys by an order id — the API routes, the remembered token and payment —
 * says which of the two it means.
 */
export const isPhotoResult = (t: OrderResultType): boolean => t === 'photo-picture';

/** `/orders` or `/photo-orders`: their prepare-payment and `:id/summary` routes are twins. */
export const orderApiBase = (t: OrderResultType): '/orders' | '/photo-orders' =>
  isPhotoResult(t) ? '/photo-orders' : '/orders';
