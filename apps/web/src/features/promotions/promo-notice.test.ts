import { promoRefusals } from '@kartyna/domain';
import { describe, expect, it } from 'vitest';
import { isPromoRefusal, nextNotice, promoRefusalKeys, refusalNotice } from './promo-notice';

describe('refusalNotice', () => {
  it('says how much to add when the minimum is all that is missing (UAH → kopiyky)', () => {
    expect(refusalNotice({ message: 'promo_code_not_applicable', missing: 230, missingItems: null })).toEqual(
      {
        key: 'refusal.missing',
        amount: 23_000,
      },
    );
    expect(refusalNotice({ message: 'promo_code_not_applicable', missing: 0.1, missingItems: null })).toEqual(
      {
        key: 'refusal.missing',
        amount: 10,
      },
    );
  });

  it('says how many pictures to add for "every N-th free", with the plural form', () => {
    expect(refusalNotice({ message: 'promo_code_not_applicable', missing: null, missingItems: 1 })).toEqual({
      key: 'refusal.missingItems',
      count: 1,
      form: 'one',
    });
    expect(
      refusalNotice({ message: 'promo_code_not_applicable', missing: null, missingItems: 2 }),
    ).toMatchObject({
      form: 'few',
    });
  });

  it('names the reason for every other refusal', () => {
    for (const message of [...promoRefusals, 'invalid_promo_code'] as const)
      expect(refusalNotice({ message, missing: null, missingItems: null })).toEqual({
        key: `refusal.${message}`,
      });
  });

  it('does not ask to add nothing', () => {
    expect(refusalNotice({ message: 'promo_code_not_applicable', missing: 0, missingItems: 0 })).toEqual({
      key: 'refusal.promo_code_not_applicable',
    });
  });
});

describe('nextNotice', () => {
  const next = {
    name: { ua: 'Весна', ru: 'Весна-ру' },
    discountType: 'percent' as const,
    value: 5,
    missing: 230,
    missingItems: null,
  };

  it('says how far the nearest automatic promotion is, in the page’s language', () => {
    expect(nextNotice(next, 'ua')).toEqual({ key: 'next.missing', name: 'Весна', amount: 23_000 });
    expect(nextNotice(next, 'ru')).toEqual({ key: 'next.missing', name: 'Весна-ру', amount: 23_000 });
    expect(nextNotice({ ...next, missing: null, missingItems: 5 }, 'ua')).toEqual({
      key: 'next.missingItems',
      name: 'Весна',
      count: 5,
      form: 'many',
    });
  });

  it('falls back to the Ukrainian name when the Russian one is empty', () => {
    expect(nextNotice({ ...next, name: { ua: 'Весна', ru: '' } }, 'ru')).toMatchObject({ name: 'Весна' });
  });

  it('says nothing without a promotion or a distance', () => {
    expect(nextNotice(null, 'ua')).toBeNull();
    expect(nextNotice({ ...next, missing: null }, 'ua')).toBeNull();
  });
});

describe('isPromoRefusal', () => {
  it('knows exactly the domain’s refusals', () => {
    expect([...promoRefusalKeys]).toEqual([...promoRefusals]);
    for (const key of promoRefusals) expect(isPromoRefusal(key)).toBe(true);
    expect(isPromoRefusal('invalid_data')).toBe(false);
    expect(isPromoRefusal('out_of_stock')).toBe(false);
  });
});
