import {
  kopiykyToUah,
  type DiscountType,
  photoPictureUnitPrice,
  type OrderPromotion,
  type PromoCodeChecked,
  type PromotionQuote,
  type PromotionQuoteInput,
} from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../users/users-service';
import {
  discountLinesOf,
  promotionCustomer,
  quotePromotions,
  type CodeRefusal,
  type PricedItem,
} from './promotion-pricing';
import {
  discountProducts,
  releaseUses,
  usesOfOrders,
  type PromotionRow,
  type PromotionUseRow,
} from './promotions-repository';

/** A refused code as the API answers it: 422 with the refusal's key (the order is not placed). */
export const promoRefused = (refusal: CodeRefusal): AppError =>
  new AppError(422, refusal.message, [{ path: 'promoCode', message: refusal.message }]);

const nameOf = (row: { nameUa: string; nameRu: string | null }) => ({
  ua: row.nameUa,
  ru: row.nameRu ?? row.nameUa,
});

/**
 * The cart's lines priced as an order would be. A product hidden or deleted since the shopper
 * put it in the cart is left out: the order would refuse it anyway, the quote need not.
 */
async function itemsOf(db: DbOrTx, input: PromotionQuoteInput): Promise<PricedItem[]> {
  if (input.photoLines?.length) {
    return input.photoLines.map((line) => ({
      productId: null,
      categoryId: null,
      unitPrice: photoPictureUnitPrice(line.size, line.complectation, line.speed),
      amount: line.amount,
    }));
  }
  const lines = input.lines ?? [];
  const found = new Map(
    (
      await discountProducts(
        db,
        lines.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  );
  return lines.flatMap((line) => {
    const product = found.get(line.productId);
    return product
      ? [
          {
            productId: product.id,
            categoryId: product.categoryId,
            unitPrice: product.unitPrice,
            amount: line.amount,
          },
        ]
      : [];
  });
}

/** What the cart gets now: always an answer, a refused code says why and how far it is. */
export async function quoteCart(
  db: DbOrTx,
  input: PromotionQuoteInput,
  user: UserRow | null,
): Promise<PromotionQuote> {
  const lines = await discountLinesOf(db, await itemsOf(db, input));
  const customer = user ? promotionCustomer(user.mail, user.id) : null;
  const quote = await quotePromotions(db, lines, input.code ?? null, customer);
  const { cart } = quote;
  return {
    subtotal: kopiykyToUah(cart.subtotal),
    discount: kopiykyToUah(cart.discount),
    total: kopiykyToUah(cart.total),
    promotions: cart.applied.flatMap((a) => {
      const row = quote.rows.get(a.promotionId);
      return row ? [{ name: nameOf(row), code: row.code, discount: kopiykyToUah(a.discount) }] : [];
    }),
    codeRefusal: quote.codeRefusal && {
      message: quote.codeRefusal.message,
      missing: quote.codeRefusal.missing === null ? null : kopiykyToUah(quote.codeRefusal.missing),
      missingItems: quote.codeRefusal.missingItems,
    },
    nextPromotion: quote.next && {
      name: nameOf(quote.next.row),
      discountType: quote.next.row.discountType as DiscountType,
      value: valueOf(quote.next.row),
      missing: quote.next.missing === null ? null : kopiykyToUah(quote.next.missing),
      missingItems: quote.next.missingItems,
    },
  };
}

/** The contract's check: 200 with the discount when the code applies, its 422 when not. */
export async function checkPromoCode(
  db: DbOrTx,
  input: PromotionQuoteInput & { code: string },
  user: UserRow | null,
): Promise<PromoCodeChecked> {
  const quote = await quoteCart(db, input, user);
  if (quote.codeRefusal) {
    throw promoRefused({ message: quote.codeRefusal.message, missing: null, missingItems: null });
  }
  const applied = quote.promotions.find((p) => p.code !== null);
  return {
    code: applied?.code ?? input.code,
    discount: quote.discount,
    subtotal: quote.subtotal,
    total: quote.total,
    promotions: quote.promotions,
  };
}

/** A promotion's value as staff gave it: the percent, N, or UAH for a fixed amount. */
export const valueOf = (row: Pick<PromotionRow, 'discountType' | 'value'>): number =>
  row.discountType === 'fixed' ? kopiykyToUah(row.value) : row.value;

const orderPromotionOf = (use: PromotionUseRow): OrderPromotion => ({
  name: nameOf(use),
  code: use.code,
  discount: kopiykyToUah(use.discount),
});

/** Each order's promotions as it got them (names as they were then), for every view of an order. */
export async function promotionsOfOrders(
  db: DbOrTx,
  kind: 'order' | 'photo-order',
  ids: number[],
): Promise<Map<number, OrderPromotion[]>> {
  const byOrder = new Map<number, OrderPromotion[]>();
  for (const use of await usesOfOrders(db, kind, ids)) {
    const id = kind === 'order' ? use.orderId : use.photoOrderId;
    if (id === null) continue;
    byOrder.set(id, [...(byOrder.get(id) ?? []), orderPromotionOf(use)]);
  }
  return byOrder;
}

/** An unpaid order cancelled gives its promotion uses back, once (the order's status change calls it). */
export const releasePromotionUses = releaseUses;
