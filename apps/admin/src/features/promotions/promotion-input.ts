import { promotionInputSchema, type AdminPromotion, type PromotionInput } from '@kartyna/domain';

/*
 * The form edits an AdminPromotion; the API takes a PromotionInput (a strict schema: no id,
 * state or counts). Times stay ISO in the form values: the time inputs show and read them as
 * Kyiv's wall clock (kyiv-local-time.ts).
 */

type Values = Partial<Record<keyof PromotionInput, unknown>>;

const orNull = (v: unknown) => (v === undefined || v === '' ? null : v);

/** The body of POST and PUT from the form's values (or a list row): only the input's fields. */
export function toPromotionInput(values: Values): Record<keyof PromotionInput, unknown> {
  return {
    name: values.name ?? '',
    nameRu: orNull(values.nameRu),
    code: orNull(values.code),
    discountType: values.discountType,
    value: values.value,
    minSubtotal: orNull(values.minSubtotal),
    categoryIds: values.categoryIds ?? [],
    productIds: values.productIds ?? [],
    startsAt: orNull(values.startsAt),
    endsAt: orNull(values.endsAt),
    usageLimit: orNull(values.usageLimit),
    perCustomerLimit: orNull(values.perCustomerLimit),
    active: values.active ?? true,
  };
}

/** The same promotion with its active flag turned over: the list's and the page's «Пауза / Відновити». */
export const withActiveFlipped = (p: AdminPromotion) => ({ ...toPromotionInput(p), active: !p.active });

const ourKey = /^[a-z_]+$/;

/** The message key for one of the schema's issues, in the promotion's own words where they help. */
function messageFor(field: string, message: string, discountType: unknown): string {
  if (field === 'value' && typeof discountType === 'string' && message === 'invalid_discount_value')
    return `shop.promotions.invalid_value.${discountType}`;
  if (field === 'minSubtotal') return 'shop.promotions.invalid_min_subtotal';
  if (field === 'usageLimit' || field === 'perCustomerLimit') return 'shop.promotions.invalid_limit';
  if ((field === 'startsAt' || field === 'endsAt') && message !== 'ends_before_start')
    return 'shop.promotions.invalid_time';
  // zod's own messages (a number's min, an array's max) are English sentences, not our keys.
  return `shop.validation.${ourKey.test(message) ? message : 'invalid_data'}`;
}

/**
 * The form's check before it sends: the domain's schema, the one the API applies, with its
 * issues as message keys under their inputs. The API's answer still lands on the same inputs.
 */
export function validatePromotion(values: Values): Record<string, string> {
  const result = promotionInputSchema.safeParse(toPromotionInput(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'value');
    errors[field] ??= messageFor(field, issue.message, values.discountType);
  }
  return errors;
}
