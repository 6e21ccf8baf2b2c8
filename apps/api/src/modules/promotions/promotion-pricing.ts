import {
  cartDiscount,
  nearestAutomatic,
  promoCodeKey,
  promotionOutcome,
  type CartDiscount,
  type DiscountLine,
  type DiscountType,
  type PromoRefusal,
  type PromotionRule,
} from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import {
  categoryParents,
  countCustomerUses,
  findPromotionByCode,
  insertPromotionUses,
  lockCustomerUses,
  promotionsForOrder,
  returnPromotionUse,
  runningAutomaticPromotions,
  takePromotionUse,
  type PromotionRow,
} from './promotions-repository';

/*
 * Issue #43: where the one rule (packages/domain/src/promotions.ts) meets the database. The
 * cart's quote and the order's charge both come through here; only the charge takes uses.
 */

/** Who a per-customer limit counts: the mail in any case, and the account when signed in. */
export interface PromotionCustomer {
  emailKey: string;
  userId: number | null;
}

export const promotionCustomer = (email: string, userId: number | null): PromotionCustomer => ({
  emailKey: email.trim().toLowerCase(),
  userId,
});

export const ruleOf = (row: PromotionRow): PromotionRule => ({
  id: row.id,
  discountType: row.discountType as DiscountType,
  value: row.value,
  minSubtotal: row.minSubtotal,
  categoryIds: row.categoryIds,
  productIds: row.productIds,
});

/** A line as an order or cart holds it, before its categories are walked up. */
export interface PricedItem {
  productId: number | null;
  categoryId: number | null;
  unitPrice: number;
  amount: number;
}

/** Each line with its category and every parent: a promotion of "Пейзажі" covers its subcategories. */
export async function discountLinesOf(db: DbOrTx, items: PricedItem[]): Promise<DiscountLine[]> {
  const parents = items.some((i) => i.categoryId !== null) ? await categoryParents(db) : new Map();
  return items.map((item) => {
    const chain: number[] = [];
    for (let id = item.categoryId; id != null && !chain.includes(id); id = parents.get(id) ?? null) {
      chain.push(id);
    }
    return { productId: item.productId, categoryIds: chain, unitPrice: item.unitPrice, amount: item.amount };
  });
}

export interface CodeRefusal {
  message: PromoRefusal;
  missing: number | null;
  missingItems: number | null;
}

const refusal = (
  message: PromoRefusal,
  missing: number | null = null,
  missingItems: number | null = null,
) => ({
  message,
  missing,
  missingItems,
});

/** Why a code gives these lines nothing now, or null when it applies. */
async function refusalOf(
  db: DbOrTx,
  row: PromotionRow | null,
  lines: DiscountLine[],
  customer: PromotionCustomer | null,
  now: Date,
): Promise<CodeRefusal | null> {
  if (!row) return refusal('promo_code_not_found');
  // A paused promotion, one not started and one over all read "not valid now".
  if (!row.active || (row.startsAt && row.startsAt > now) || (row.endsAt && row.endsAt <= now))
    return refusal('promo_code_expired');
  if (row.usageLimit !== null && row.usesCount >= row.usageLimit) return refusal('promo_code_used_up');
  if (customer && row.perCustomerLimit !== null) {
    if ((await countCustomerUses(db, row.id, customer)) >= row.perCustomerLimit)
      return refusal('promo_code_used_up');
  }
  const outcome = promotionOutcome(ruleOf(row), lines);
  if (!outcome.applies) return refusal('promo_code_not_applicable', outcome.missing, outcome.missingItems);
  return null;
}

export interface PromotionQuoteResult {
  cart: CartDiscount;
  rows: Map<number, PromotionRow>;
  codeRefusal: CodeRefusal | null;
  next: { row: PromotionRow; missing: number | null; missingItems: number | null } | null;
}

/** What the cart would get now; takes nothing. A refused code leaves the automatic discount. */
export async function quotePromotions(
  db: DbOrTx,
  lines: DiscountLine[],
  code: string | null,
  customer: PromotionCustomer | null,
  now = new Date(),
): Promise<PromotionQuoteResult> {
  const codeRow = code === null ? null : await findPromotionByCode(db, promoCodeKey(code));
  const codeRefusal = code === null ? null : await refusalOf(db, codeRow, lines, customer, now);
  const automatic = await runningAutomaticPromotions(db, now);
  const rows = new Map([...automatic, ...(codeRow ? [codeRow] : [])].map((r) => [r.id, r]));
  const usable = codeRow && !codeRefusal ? ruleOf(codeRow) : null;
  const cart = cartDiscount(lines, usable, automatic.map(ruleOf));
  const anyAutomatic = cart.applied.some((a) => a.promotionId !== usable?.id);
  const nearest = anyAutomatic ? null : nearestAutomatic(lines, automatic.map(ruleOf));
  const nextRow = nearest ? rows.get(nearest.rule.id) : undefined;
  const next =
    nearest && nextRow
      ? { row: nextRow, missing: nearest.missing, missingItems: nearest.missingItems }
      : null;
  return { cart, rows, codeRefusal, next };
}

export interface OrderPromotions {
  cart: CartDiscount;
  /** the code as the promotion spells it, when one was given and applied */
  promoCode: string | null;
  rows: Map<number, PromotionRow>;
  /** the code's promotion, whose use recordPromotionUses takes as the order's last step */
  codeRow: PromotionRow | null;
}

/**
 * A use of one promotion for this buyer. A promotion with a usage limit counts in its row
 * (takePromotionUse, a row lock to the transaction's end); one without takes no lock at all, so
 * a sale's automatic discount does not make each checkout wait for the one before. A
 * per-customer limit is counted under a lock on that buyer alone. False: none left.
 */
async function takeUse(tx: DbOrTx, row: PromotionRow, customer: PromotionCustomer): Promise<boolean> {
  if (row.usageLimit !== null && !(await takePromotionUse(tx, row.id))) return false;
  if (row.perCustomerLimit === null) return true;
  // A limited promotion's row, locked just above, already makes every use wait its turn.
  if (row.usageLimit === null) await lockCustomerUses(tx, row.id, customer);
  if ((await countCustomerUses(tx, row.id, customer)) < row.perCustomerLimit) return true;
  if (row.usageLimit !== null) await returnPromotionUse(tx, row.id);
  return false;
}

/**
 * The discount an order is charged, inside the order's transaction: a refused code throws its
 * refusal (the order is not placed). An automatic promotion's use is taken here, and one whose
 * last use another order just took is passed over for the next best; the code's use is taken by
 * recordPromotionUses, the order's last step, so its lock is held for the commit alone.
 */
export async function takeOrderPromotions(
  tx: DbOrTx,
  lines: DiscountLine[],
  code: string | null,
  customer: PromotionCustomer,
  refuse: (refusal: CodeRefusal) => Error,
  now = new Date(),
): Promise<OrderPromotions> {
  const found = await promotionsForOrder(tx, code === null ? null : promoCodeKey(code), now);
  const { codeRow } = found;
  if (code !== null) {
    const early = await refusalOf(tx, codeRow, lines, null, now);
    if (early || !codeRow) throw refuse(early ?? refusal('promo_code_not_found'));
  }
  const codeRule = codeRow ? ruleOf(codeRow) : null;
  let { automatic } = found;
  for (;;) {
    const cart = cartDiscount(lines, codeRule, automatic.map(ruleOf));
    const rows = new Map([...(codeRow ? [codeRow] : []), ...automatic].map((r) => [r.id, r]));
    const chosen = automatic.find(
      (r) => r.id !== codeRule?.id && cart.applied.some((a) => a.promotionId === r.id),
    );
    if (!chosen || (await takeUse(tx, chosen, customer)))
      return { cart, promoCode: codeRow?.code ?? null, rows, codeRow };
    automatic = automatic.filter((r) => r.id !== chosen.id);
  }
}

/**
 * The order's last step: the code's use is taken (a used-up code refuses the order now and rolls
 * it all back) and the uses written with the order, for the figures staff see and what a cancel
 * gives back.
 */
export async function recordPromotionUses(
  tx: DbOrTx,
  order: { orderId: number } | { photoOrderId: number },
  taken: OrderPromotions,
  customer: PromotionCustomer,
  revenue: number,
  refuse: (refusal: CodeRefusal) => Error,
): Promise<void> {
  if (taken.codeRow && !(await takeUse(tx, taken.codeRow, customer))) {
    throw refuse(refusal('promo_code_used_up'));
  }
  await insertPromotionUses(
    tx,
    taken.cart.applied.flatMap((applied) => {
      const row = taken.rows.get(applied.promotionId);
      if (!row) return [];
      return {
        ...order,
        promotionId: row.id,
        emailKey: customer.emailKey,
        userId: customer.userId,
        nameUa: row.nameUa,
        nameRu: row.nameRu,
        code: row.code,
        discount: applied.discount,
        revenue,
      };
    }),
  );
}
