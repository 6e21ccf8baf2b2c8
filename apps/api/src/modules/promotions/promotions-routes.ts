import {
  apiErrorSchema,
  promoCodeCheckSchema,
  promoCodeCheckedSchema,
  promotionQuoteInputSchema,
  promotionQuoteSchema,
} from '@kartyna/domain';
import { optionalUser } from '../../http/auth-guard';
import type { App } from '../../types';
import { checkPromoCode, quoteCart } from './promotions-service';

/** The shopper's side of promotions (issue #43): a code checked, the cart's discounts quoted. */
export default async function promotionsRoutes(app: App): Promise<void> {
  // A check is a shopper trying a few spellings: too few a minute to guess codes by the thousand.
  const rateLimit = { max: 60, timeWindow: '1 minute' };
  // The cart quotes on every visit and change (a whole office may share one address); a code
  // guessed through it still costs a request per guess.
  const quoteRateLimit = { max: 240, timeWindow: '1 minute' };

  app.post(
    '/promo-codes/check',
    {
      config: { rateLimit },
      preHandler: optionalUser,
      schema: {
        tags: ['promotions'],
        summary: "A promo code against a cart's lines or a photo order's: the discount, or why none",
        body: promoCodeCheckSchema,
        response: { 200: promoCodeCheckedSchema, 400: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => checkPromoCode(app.deps.db, request.body, request.currentUser),
  );

  app.post(
    '/promotions/quote',
    {
      config: { rateLimit: quoteRateLimit },
      preHandler: optionalUser,
      schema: {
        tags: ['promotions'],
        summary: "The cart's discounts now: a code's and the best automatic promotion's, and the nearest one",
        body: promotionQuoteInputSchema,
        response: { 200: promotionQuoteSchema, 400: apiErrorSchema },
      },
    },
    async (request) => quoteCart(app.deps.db, request.body, request.currentUser),
  );
}
