import type { Kopiyky } from './money';

/**
 * The one discount rule (issue #43): the cart's preview, the check of a code and the charge of
 * both kinds of order call these functions, so what a shopper is shown is what they are charged.
 * Everything is integer kopiyky; nothing here reads a clock or a database.
 */

export const discountTypes = ['percent', 'fixed', 'nth_free'] as const;
export type DiscountType = (typeof discountTypes)[number];

/** What a promotion gives and to which goods, as the rule needs it. */
export interface PromotionRule {
  id: number;
  discountType: DiscountType;
  /** the percent (1–100), kopiyky off (fixed), or N (nth_free: every N-th item free) */
  value: number;
  /** kopiyky the qualifying goods must reach; 0 for none */
  minSubtotal: Kopiyky;
  /** the promotion's categories, each with its subcategories already added; empty for any */
  categoryIds: readonly number[];
  productIds: readonly number[];
}

/** One line of a cart or an order as the rule sees it. */
export interface DiscountLine {
  /** null for a photo picture: it belongs to no product and no category */
  productId: number | null;
  /** the product's category and its parents */
  categoryIds: readonly number[];
  /** kopiyky per unit, as charged */
  unitPrice: Kopiyky;
  amount: number;
}

export type PromotionOutcome =
  | { applies: true; discount: Kopiyky; lineDiscounts: Kopiyky[] }
  | {
      applies: false;
      /** kopiyky still to add to the qualifying goods to reach the minimum, when that is all that is missing */
      missing: Kopiyky | null;
      /** items still to add for an "every N-th free" promotion */
      missingItems: number | null;
    };

const lineTotal = (line: DiscountLine): Kopiyky => line.unitPrice * line.amount;

/** A promotion without categories and products covers every line; otherwise a line must match one. */
export function qualifies(rule: PromotionRule, line: DiscountLine): boolean {
  if (rule.categoryIds.length === 0 && rule.productIds.length === 0) return true;
  if (line.productId !== null && rule.productIds.includes(line.productId)) return true;
  return line.categoryIds.some((id) => rule.categoryIds.includes(id));
}

/**
 * Shares `amount` over lines in proportion to their totals, to the kopiyka: the remainders go
 * to the largest fractions first, so the shares always add up to `amount` exactly.
 */
function shareOut(amount: Kopiyky, totals: Kopiyky[]): Kopiyky[] {
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum === 0) return totals.map(() => 0);
  const exact = totals.map((t) => (amount * t) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const byFraction = exact
    .map((e, i) => ({ i, f: e - Math.floor(e) }))
    .sort((a, b) => b.f - a.f || a.i - b.i);
  for (const { i } of byFraction) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Every N-th item free: the qualifying units from dearest to cheapest, in groups of N; the
 * cheapest of each full group costs nothing («третя картина в подарунок»).
 */
function nthFreeDiscounts(n: number, lines: DiscountLine[], qualifying: boolean[]): Kopiyky[] {
  const units = lines
    .flatMap((line, index) =>
      qualifying[index] ? Array.from({ length: line.amount }, () => ({ index, price: line.unitPrice })) : [],
    )
    .sort((a, b) => b.price - a.price || a.index - b.index);
  const discounts = lines.map(() => 0);
  units.forEach((unit, i) => {
    if ((i + 1) % n === 0) discounts[unit.index] = (discounts[unit.index] ?? 0) + unit.price;
  });
  return discounts;
}

/** What one promotion gives these lines, or why it gives nothing. */
export function promotionOutcome(rule: PromotionRule, lines: DiscountLine[]): PromotionOutcome {
  const qualifying = lines.map((line) => qualifies(rule, line));
  const totals = lines.map((line, i) => (qualifying[i] ? lineTotal(line) : 0));
  const subtotal = totals.reduce((a, b) => a + b, 0);
  if (subtotal === 0) return { applies: false, missing: null, missingItems: null };
  if (subtotal < rule.minSubtotal) {
    return { applies: false, missing: rule.minSubtotal - subtotal, missingItems: null };
  }
  let lineDiscounts: Kopiyky[];
  if (rule.discountType === 'percent') {
    // Per line, so a line refunded alone later gives back exactly its own share.
    lineDiscounts = totals.map((t) => Math.floor((t * Math.min(rule.value, 100)) / 100));
  } else if (rule.discountType === 'fixed') {
    lineDiscounts = shareOut(Math.min(rule.value, subtotal), totals);
  } else {
    const units = lines.reduce((sum, line, i) => sum + (qualifying[i] ? line.amount : 0), 0);
    if (units < rule.value) return { applies: false, missing: null, missingItems: rule.value - units };
    lineDiscounts = nthFreeDiscounts(rule.value, lines, qualifying);
  }
  const discount = lineDiscounts.reduce((a, b) => a + b, 0);
  if (discount <= 0) return { applies: false, missing: null, missingItems: null };
  return { applies: true, discount, lineDiscounts };
}

export interface AppliedPromotion {
  promotionId: number;
  discount: Kopiyky;
}

export interface CartDiscount {
  subtotal: Kopiyky;
  /** the code's and the automatic promotion's together, never more than the subtotal */
  discount: Kopiyky;
  total: Kopiyky;
  /** per line, in the order of the lines: what a receipt and a refund of one line need */
  lineDiscounts: Kopiyky[];
  /** the code's first, then the automatic one's */
  applied: AppliedPromotion[];
}

/**
 * One code plus the best automatic promotion that applies (the largest discount; the lower id
 * on a tie), each computed on the lines' own prices and then capped so no line costs below 0.
 * `code` must already be known to apply (promotionOutcome); automatic ones that give nothing
 * are passed over.
 */
export function cartDiscount(
  lines: DiscountLine[],
  code: PromotionRule | null,
  automatic: readonly PromotionRule[],
): CartDiscount {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const left = lines.map(lineTotal);
  const lineDiscounts = lines.map(() => 0);
  const applied: AppliedPromotion[] = [];
  const take = (rule: PromotionRule, outcome: PromotionOutcome) => {
    if (!outcome.applies) return;
    let given = 0;
    outcome.lineDiscounts.forEach((d, i) => {
      const part = Math.min(d, left[i] ?? 0);
      left[i] = (left[i] ?? 0) - part;
      lineDiscounts[i] = (lineDiscounts[i] ?? 0) + part;
      given += part;
    });
    if (given > 0) applied.push({ promotionId: rule.id, discount: given });
  };
  if (code) take(code, promotionOutcome(code, lines));
  const best = bestAutomatic(lines, automatic);
  if (best) take(best.rule, best.outcome);
  const discount = lineDiscounts.reduce((a, b) => a + b, 0);
  return { subtotal, discount, total: subtotal - discount, lineDiscounts, applied };
}

/** The automatic promotion giving these lines the most, if any gives something. */
export function bestAutomatic(
  lines: DiscountLine[],
  automatic: readonly PromotionRule[],
): { rule: PromotionRule; outcome: PromotionOutcome & { applies: true } } | null {
  let best: { rule: PromotionRule; outcome: PromotionOutcome & { applies: true } } | null = null;
  for (const rule of [...automatic].sort((a, b) => a.id - b.id)) {
    const outcome = promotionOutcome(rule, lines);
    if (outcome.applies && (!best || outcome.discount > best.outcome.discount)) best = { rule, outcome };
  }
  return best;
}

/**
 * The automatic promotion a shopper is nearest to reaching, for the cart's «ще 230 ₴ до знижки»:
 * among those not applying now, the one missing the fewest kopiyky (or items).
 */
export function nearestAutomatic(
  lines: DiscountLine[],
  automatic: readonly PromotionRule[],
): { rule: PromotionRule; missing: Kopiyky | null; missingItems: number | null } | null {
  let nearest: { rule: PromotionRule; missing: Kopiyky | null; missingItems: number | null } | null = null;
  for (const rule of [...automatic].sort((a, b) => a.id - b.id)) {
    const outcome = promotionOutcome(rule, lines);
    if (outcome.applies) continue;
    if (outcome.missing !== null) {
      if (!nearest || nearest.missing === null || outcome.missing < nearest.missing)
        nearest = { rule, missing: outcome.missing, missingItems: null };
    } else if (outcome.missingItems !== null && !nearest) {
      nearest = { rule, missing: null, missingItems: outcome.missingItems };
    }
  }
  return nearest;
}

/** Codes match whatever the case and the Unicode form a shopper typed them in. */
export const promoCodeKey = (code: string): string => code.normalize('NFKC').trim().toUpperCase();
