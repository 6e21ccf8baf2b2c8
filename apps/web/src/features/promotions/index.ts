// Promotions as the shopper meets them (issue #43): the «Промокод» field, the discount rows and
// the quote behind them. The cart, the checkout and the photo order take them from here.
export { PromoCodeField } from './promo-code-field';
export { NextPromotionHint, PromotionRows, QuoteFailedNote } from './promotion-rows';
export { usePromotionQuote } from './use-promotion-quote';
export { useOrderDiscount } from './use-order-discount';
export { invalidateQuotes, type QuoteLines } from './quote-client';
export { codeStanding, shownQuote, type CodeStanding, type QuoteState } from './quote-state';
export {
  isPromoRefusal,
  refusalNotice,
  type PromoNotice,
  type RefusalKey as PromoRefusalKey,
} from './promo-notice';
export { usePromoWords } from './use-promo-words';
export { orderPromoRefusal } from './order-refusal';
export { OrderRefusalAlert } from './order-refusal-alert';
