import { z } from 'zod';
import { csvRefusalKeys } from './admin/product-import';

/** Error keys of requirements §8 plus the ones the API needs beyond it. The key travels as `message`. */
export const errorKeys = [
  'invalid_data',
  'user_not_found',
  'user_already_exists',
  'unexpected_error',
  'unauthorized',
  'forbidden',
  'csrf_invalid',
  'not_found',
  'product_not_found',
  'out_of_stock',
  'too_many_requests',
  'payload_too_large',
  'unsupported_media_type',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'already_requested',
  'wrong_password',
  'order_not_found',
  'payment_not_available',
  'payment_provider_unavailable',
  'order_already_paid',
  'order_not_payable',
  'status_transition_not_allowed',
  'status_undo_expired',
  'status_undo_not_possible',
  'waybill_number_required',
  'waybill_not_available',
  'waybill_not_found',
  /** a hand-typed waybill number another order already has (issue #48) */
  'waybill_number_taken',
  'delivery_provider_unavailable',
  'last_admin',
  'not_staff',
  'bonus_balance_too_low',
  'article_taken',
  'product_in_orders',
  'category_not_empty',
  'category_type_taken',
  'category_not_found',
  'size_taken',
  'size_not_found',
  'invalid_csv',
  /** a streamed upload whose sender went silent mid-body (issue #50): the connection is closed */
  'request_timeout',
  /** the database is restarting or unreachable: try again after Retry-After */
  'service_unavailable',
  // A customer's photo the paint-by-numbers generator cannot use (too few pixels for the canvas,
  // or almost one colour); the storefront translates them.
  'photo_too_small',
  'photo_too_plain',
  // Issue #26: a mailed confirmation link that is garbage, used, another account's, or for a
  // mail the account no longer has; or one past its time. Both offer a new link.
  'confirmation_link_invalid',
  'confirmation_link_expired',
  'email_already_confirmed',
  // Issue #43: why a promo code gives nothing (the storefront says what to do about each).
  'promo_code_not_found',
  'promo_code_expired',
  'promo_code_used_up',
  'promo_code_not_applicable',
  'promo_code_taken',
  'promotion_in_orders',
  // Issue #44: a refund staff cannot give (no online payment taken, or more than is left of it),
  // and a fiscal receipt that is not one to send again.
  'nothing_to_refund',
  'refund_exceeds_rest',
  'fiscal_receipt_not_failed',
] as const;
export type ErrorKey = (typeof errorKeys)[number];

/** Keys of field-level validation messages (requirements §5 and §8). */
export const validationKeys = [
  'invalid_mail',
  'min_length_password',
  'empty_password',
  'empty_first_name',
  'empty_last_name',
  'invalid_phone',
  'empty_phone',
  'confirm_password',
  'invalid_data',
  'enter_delivery_data',
  'choose_branch',
  'choose_postomat',
  'empty_message',
  'empty_name',
  'invalid_rating',
  'too_long',
  'excluded_country',
  'invalid_waybill_number',
  'waybill_number_taken',
  'invalid_amount',
  'required_field',
  'invalid_price',
  'discount_not_below_price',
  'invalid_article',
  'invalid_image_url',
  'invalid_slug',
  'unknown_size',
  'unknown_category',
  'article_taken',
  'category_type_taken',
  'invalid_url',
  'promo_code_taken',
  'invalid_promo_code',
  'invalid_discount_value',
  'ends_before_start',
  // Why an upload is no products CSV at all (issue #50).
  ...csvRefusalKeys,
] as const;
export type ValidationKey = (typeof validationKeys)[number];

export const apiErrorSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  errors: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('field-level validation messages, when the request failed validation'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Makes every zod failure speak in keys: a schema that names its own key keeps it, and any
 * other failure (a wrong type, an unknown enum value, a missing object) reads `invalid_data`
 * instead of zod's English. Called once by each app at start.
 */
export function useErrorKeysInZod(): void {
  z.config({ customError: () => 'invalid_data' });
}
