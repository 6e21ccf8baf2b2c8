import { describe, expect, it } from 'vitest';
import {
  cartDiscount,
  nearestAutomatic,
  promoCodeKey,
  promotionOutcome,
  type DiscountLine,
  type PromotionRule,
} from './promotions';

const rule = (over: Partial<PromotionRule> = {}): PromotionRule => ({
  id: 1,
  discountType: 'percent',
  value: 10,
  minSubtotal: 0,
  categoryIds: [],
  productIds: [],
  ...over,
});
const line = (
  productId: number,
  unitPrice: number,
  amount = 1,
  categoryIds: number[] = [],
): DiscountLine => ({
  productId,
  unitPrice,
  amount,
  categoryIds,
});

describe('promotionOutcome', () => {
  it('takes a percent off each qualifying line, rounding each line down to the kopiyka', () => {
    const outcome = promotionOutcome(rule({ value: 15 }), [line(1, 33_333, 1), line(2, 10_001, 3)]);
    expect(outcome).toEqual({ applies: true, discount: 4_999 + 4_500, lineDiscounts: [4_999, 4_500] });
  });

  it('shares a fixed amount over the lines to the kopiyka and never beyond the goods', () => {
    const shared = promotionOutcome(rule({ discountType: 'fixed', value: 10_000 }), [
      line(1, 20_000),
      line(2, 10_000),
    ]);
    expect(shared).toEqual({ applies: true, discount: 10_000, lineDiscounts: [6_667, 3_333] });
    const capped = promotionOutcome(rule({ discountType: 'fixed', value: 1_000_000 }), [line(1, 20_000)]);
    expect(capped).toMatchObject({ discount: 20_000 });
  });

  it('makes the cheapest of each N qualifying items free, dearest first', () => {
    // Units by price: 500, 400, 300 | 200, 100 → the 300 is free; the second group is not full.
    const lines = [line(1, 10_000), line(2, 50_000), line(3, 30_000), line(4, 20_000), line(5, 40_000)];
    const outcome = promotionOutcome(rule({ discountType: 'nth_free', value: 3 }), lines);
    expect(outcome).toEqual({ applies: true, discount: 30_000, lineDiscounts: [0, 0, 30_000, 0, 0] });
    const six = promotionOutcome(rule({ discountType: 'nth_free', value: 3 }), [line(1, 10_000, 6)]);
    expect(six).toMatchObject({ discount: 20_000 });
    expect(promotionOutcome(rule({ discountType: 'nth_free', value: 3 }), [line(1, 10_000, 2)])).toEqual({
      applies: false,
      missing: null,
      missingItems: 1,
    });
  });

  it('covers a category through any of the line’s categories and a product by id, only those lines', () => {
    const lines = [line(1, 60_000, 1, [7, 3]), line(2, 45_000, 2, [4]), line(9, 10_000)];
    const byCategory = promotionOutcome(rule({ value: 25, categoryIds: [3] }), lines);
    expect(byCategory).toEqual({ applies: true, discount: 15_000, lineDiscounts: [15_000, 0, 0] });
    const byProduct = promotionOutcome(rule({ value: 50, productIds: [9] }), lines);
    expect(byProduct).toMatchObject({ lineDiscounts: [0, 0, 5_000] });
    expect(promotionOutcome(rule({ categoryIds: [99] }), lines)).toEqual({
      applies: false,
      missing: null,
      missingItems: null,
    });
  });

  it('counts the minimum on the qualifying goods and says how much is missing', () => {
    const lines = [line(1, 127_000, 1, [3]), line(2, 50_000)];
    expect(promotionOutcome(rule({ minSubtotal: 150_000, categoryIds: [3] }), lines)).toEqual({
      applies: false,
      missing: 23_000,
      missingItems: null,
    });
    expect(promotionOutcome(rule({ minSubtotal: 150_000 }), lines)).toMatchObject({ applies: true });
  });
});

describe('cartDiscount', () => {
  it('adds the best automatic promotion to the code, the lower id on a tie', () => {
    const lines = [line(1, 100_000, 2)];
    const code = rule({ id: 5, discountType: 'fixed', value: 10_000 });
    const automatic = [rule({ id: 3, value: 5 }), rule({ id: 2, value: 5 }), rule({ id: 4, value: 1 })];
    const cart = cartDiscount(lines, code, automatic);
    expect(cart).toEqual({
      subtotal: 200_000,
      discount: 20_000,
      total: 180_000,
      lineDiscounts: [20_000],
      applied: [
        { promotionId: 5, discount: 10_000 },
        { promotionId: 2, discount: 10_000 },
      ],
    });
  });

  it('never takes a line below zero: the automatic one gets only what the code left', () => {
    const cart = cartDiscount(
      [line(1, 30_000), line(2, 10_000)],
      rule({ id: 1, value: 100, productIds: [1] }),
      [rule({ id: 2, discountType: 'fixed', value: 100_000 })],
    );
    expect(cart.lineDiscounts).toEqual([30_000, 10_000]);
    expect(cart.total).toBe(0);
    expect(cart.applied).toEqual([
      { promotionId: 1, discount: 30_000 },
      { promotionId: 2, discount: 10_000 },
    ]);
  });

  it('is the plain subtotal with nothing to apply', () => {
    expect(cartDiscount([line(1, 12_345, 2)], null, [])).toEqual({
      subtotal: 24_690,
      discount: 0,
      total: 24_690,
      lineDiscounts: [0],
      applied: [],
    });
  });
});

describe('nearestAutomatic and promoCodeKey', () => {
  it('names the automatic promotion fewest hryvnias away', () => {
    const lines = [line(1, 100_000)];
    const nearest = nearestAutomatic(lines, [
      rule({ id: 1, minSubtotal: 300_000 }),
      rule({ id: 2, minSubtotal: 150_000 }),
      rule({ id: 3, discountType: 'nth_free', value: 3 }),
    ]);
    expect(nearest).toMatchObject({ rule: { id: 2 }, missing: 50_000, missingItems: null });
  });

  it('matches codes whatever the case and Unicode form', () => {
    expect(promoCodeKey(' zyma10 ')).toBe('ZYMA10');
    expect(promoCodeKey('знижка')).toBe(promoCodeKey('ЗНИЖКА'));
    expect(promoCodeKey('ＺＹＭＡ')).toBe('ZYMA');
  });
});
