import { uahToKopiyky, type Kopiyky, type PromoRefusal, type PromotionQuote } from '@kartyna/domain';
import { pluralForm, type PluralForm } from '@/lib/count-text/plural-form';

/*
 * What the shopper is told about their code and the promotions near them, as message keys of
 * the `promotions` namespace with their values. Kept apart from React so each choice is tested.
 */

type CodeRefusal = NonNullable<PromotionQuote['codeRefusal']>;
type NextPromotion = NonNullable<PromotionQuote['nextPromotion']>;

/** The API's refusals, plus the shape the server (or the schema here) refused before looking it up. */
export type RefusalKey = CodeRefusal['message'] | 'invalid_promo_code';

export type PromoNotice =
  | { key: `refusal.${RefusalKey}` }
  | { key: 'refusal.missing'; amount: Kopiyky }
  | { key: 'refusal.missingItems'; count: number; form: PluralForm };

/**
 * Why the code gives nothing, in words that say what to do: a code short only of the minimum
 * says how much to add (or how many pictures, for "every N-th free"), whatever the key says;
 * the others say what is wrong with the code.
 */
export function refusalNotice(
  refusal: Pick<CodeRefusal, 'missing' | 'missingItems'> & { message: RefusalKey },
): PromoNotice {
  if (refusal.missing !== null && refusal.missing > 0)
    return { key: 'refusal.missing', amount: uahToKopiyky(refusal.missing) };
  if (refusal.missingItems !== null && refusal.missingItems > 0)
    return {
      key: 'refusal.missingItems',
      count: refusal.missingItems,
      form: pluralForm(refusal.missingItems),
    };
  return { key: `refusal.${refusal.message}` };
}

export type NextNotice =
  | { key: 'next.missing'; name: string; amount: Kopiyky }
  | { key: 'next.missingItems'; name: string; count: number; form: PluralForm };

/** «Ще 230 ₴ — і знижка «…»»: the automatic promotion the cart is nearest to, if it says how near. */
export function nextNotice(next: NextPromotion | null, locale: 'ua' | 'ru'): NextNotice | null {
  if (!next) return null;
  const name = next.name[locale] || next.name.ua;
  if (next.missing !== null && next.missing > 0)
    return { key: 'next.missing', name, amount: uahToKopiyky(next.missing) };
  if (next.missingItems !== null && next.missingItems > 0)
    return { key: 'next.missingItems', name, count: next.missingItems, form: pluralForm(next.missingItems) };
  return null;
}

/**
 * The API's refusal keys of a code, to tell a refused order (422) from any other failure. The
 * domain's own list (promoRefusals) lives beside its zod schemas, which the cart's first load
 * leaves out; promo-notice.test.ts holds the two lists equal.
 */
export const promoRefusalKeys = [
  'promo_code_not_found',
  'promo_code_expired',
  'promo_code_used_up',
  'promo_code_not_applicable',
] as const satisfies readonly PromoRefusal[];

export const isPromoRefusal = (message: string): message is PromoRefusal =>
  (promoRefusalKeys as readonly string[]).includes(message);
