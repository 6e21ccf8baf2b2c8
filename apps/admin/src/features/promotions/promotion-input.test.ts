import type { AdminPromotion } from '@kartyna/domain';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18n-provider';
import { generatePromoCode } from './promo-code';
import { toPromotionInput, validatePromotion, withActiveFlipped } from './promotion-input';

const promotion: AdminPromotion = {
  id: 7,
  name: 'Весна',
  nameRu: 'Весна',
  code: 'SPRING10',
  discountType: 'percent',
  value: 10,
  minSubtotal: 500,
  categoryIds: [3],
  productIds: [],
  startsAt: '2026-04-01T00:00:00+03:00',
  endsAt: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  active: true,
  state: 'active',
  uses: 4,
  discountGiven: 320,
  revenue: 2880,
  createdAt: '2026-03-20T10:00:00Z',
  updatedAt: '2026-03-20T10:00:00Z',
};

describe('toPromotionInput', () => {
  it('keeps only the fields the API takes, with empty ones as null', () => {
    const input = toPromotionInput({ ...promotion, code: '', nameRu: '' });
    expect(Object.keys(input)).not.toContain('state');
    expect(Object.keys(input)).not.toContain('id');
    expect(input.code).toBeNull();
    expect(input.nameRu).toBeNull();
    expect(validatePromotion(input)).toEqual({});
  });

  it('flips only the active flag for «Пауза / Відновити»', () => {
    const body = withActiveFlipped(promotion);
    expect(body.active).toBe(false);
    expect(body.value).toBe(10);
    expect(withActiveFlipped({ ...promotion, active: false }).active).toBe(true);
  });
});

describe('validatePromotion', () => {
  it("puts the domain schema's issues under their inputs in the promotion's words", () => {
    expect(validatePromotion({ ...promotion, name: '' })).toEqual({ name: 'shop.validation.required_field' });
    expect(validatePromotion({ ...promotion, value: 150 })).toEqual({
      value: 'shop.promotions.invalid_value.percent',
    });
    expect(validatePromotion({ ...promotion, discountType: 'nth_free', value: 1 })).toEqual({
      value: 'shop.promotions.invalid_value.nth_free',
    });
    expect(validatePromotion({ ...promotion, discountType: 'fixed', value: 10.005 })).toEqual({
      value: 'shop.promotions.invalid_value.fixed',
    });
    expect(validatePromotion({ ...promotion, value: null })).toEqual({
      value: 'shop.promotions.invalid_value.percent',
    });
    expect(validatePromotion({ ...promotion, code: 'a b' })).toEqual({
      code: 'shop.validation.invalid_promo_code',
    });
    expect(validatePromotion({ ...promotion, usageLimit: 0 })).toEqual({
      usageLimit: 'shop.promotions.invalid_limit',
    });
    expect(validatePromotion({ ...promotion, minSubtotal: -1 })).toEqual({
      minSubtotal: 'shop.promotions.invalid_min_subtotal',
    });
    expect(validatePromotion({ ...promotion, endsAt: '2026-03-31T23:00:00+03:00' })).toEqual({
      endsAt: 'shop.validation.ends_before_start',
    });
  });

  it('takes an automatic promotion (no code)', () => {
    expect(validatePromotion({ ...promotion, code: null })).toEqual({});
  });
});

describe('generatePromoCode', () => {
  it('makes 8 uppercase letters and digits the schema takes', () => {
    const code = generatePromoCode();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(validatePromotion({ ...promotion, code })).toEqual({});
  });

  it('never uses the look-alikes 0, O, 1, I', () => {
    const all = (bytes: Uint8Array) => bytes.map((_, i) => i);
    expect(generatePromoCode(256, all)).not.toMatch(/[0O1I]/);
  });
});

describe('the API’s answers about promotions', () => {
  it('have Ukrainian words for every field error and refusal', () => {
    const fieldKeys = [
      'invalid_promo_code',
      'promo_code_taken',
      'invalid_discount_value',
      'ends_before_start',
      'required_field',
      'too_long',
      'invalid_price',
      'invalid_data',
    ];
    for (const key of fieldKeys)
      expect(i18nProvider.translate(`shop.validation.${key}`)).not.toMatch(/^shop\./);
    for (const key of ['promotion_in_orders', 'not_found', 'invalid_data'])
      expect(i18nProvider.translate(`shop.errors.${key}`)).not.toMatch(/^shop\./);
    for (const type of ['percent', 'fixed', 'nth_free'])
      expect(i18nProvider.translate(`shop.promotions.invalid_value.${type}`)).not.toMatch(/^shop\./);
  });
});
