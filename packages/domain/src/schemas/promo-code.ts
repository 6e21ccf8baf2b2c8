import { z } from 'zod';
import { storableText } from './text-safety';

const CODE_MAX = 40;
/** Letters of any alphabet, digits, "-" and "_": what a blogger can say aloud and a shopper type. */
const codeShape = /^[\p{L}\p{N}_-]+$/u;

const codeOf = (min: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.normalize('NFKC').trim() : v),
    z
      .string({ error: 'invalid_promo_code' })
      .check(storableText)
      .min(min, { error: 'invalid_promo_code' })
      .max(CODE_MAX, { error: 'invalid_promo_code' })
      .regex(codeShape, { error: 'invalid_promo_code' }),
  );

/** A code as a shopper types it (the cart, the photo form, an order's promoCode). */
export const promoCodeSchema = codeOf(1);

/** A code as staff name it: three characters at least, so it cannot be guessed by trying a few. */
export const staffPromoCodeSchema = codeOf(3);
