import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18n-provider';
import { feminineOrdinal, formatDiscount, formatPeriod, formatPromoUah, formatUses } from './promotion-words';

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
// Tests read the no-break spaces as plain ones.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatDiscount', () => {
  it('prints a percent, UAH and every N-th free', () => {
    expect(plain(formatDiscount(t, { discountType: 'percent', value: 10 }))).toBe('10 %');
    expect(plain(formatDiscount(t, { discountType: 'fixed', value: 200 }))).toBe('200 ₴');
    expect(plain(formatDiscount(t, { discountType: 'fixed', value: 1250.5 }))).toBe('1 250,50 ₴');
    expect(formatDiscount(t, { discountType: 'nth_free', value: 3 })).toBe('кожна 3-тя в подарунок');
    expect(formatDiscount(t, { discountType: 'nth_free', value: 2 })).toBe('кожна 2-га в подарунок');
  });

  it('keeps an amount on one line', () => {
    expect(formatDiscount(t, { discountType: 'fixed', value: 1000 })).not.toMatch(/ /);
    expect(formatDiscount(t, { discountType: 'percent', value: 5 })).not.toMatch(/ /);
  });
});

describe('feminineOrdinal', () => {
  it('follows the last spelled word', () => {
    const cases: [number, string][] = [
      [2, '2-га'],
      [3, '3-тя'],
      [4, '4-та'],
      [5, '5-та'],
      [6, '6-та'],
      [7, '7-ма'],
      [8, '8-ма'],
      [9, '9-та'],
      [10, '10-та'],
      [11, '11-та'],
      [12, '12-та'],
      [13, '13-та'],
      [17, '17-та'],
      [20, '20-та'],
      [21, '21-ша'],
      [23, '23-тя'],
    ];
    for (const [n, word] of cases) expect(feminineOrdinal(n)).toBe(word);
  });
});

describe('formatPromoUah', () => {
  it('groups thousands and drops empty kopiyky', () => {
    expect(plain(formatPromoUah(0))).toBe('0 ₴');
    expect(plain(formatPromoUah(1234))).toBe('1 234 ₴');
    expect(plain(formatPromoUah(98765.43))).toBe('98 765,43 ₴');
    expect(plain(formatPromoUah(null))).toBe('0 ₴');
  });
});

describe('formatPeriod', () => {
  it('prints Kyiv time whatever the zone', () => {
    expect(plain(formatPeriod(t, { startsAt: '2026-03-31T21:00:00Z', endsAt: null }))).toBe(
      'з 01.04.2026, 00:00',
    );
    expect(plain(formatPeriod(t, { startsAt: null, endsAt: '2026-10-25T01:30:00Z' }))).toBe(
      'до 25.10.2026, 03:30',
    );
    expect(
      plain(formatPeriod(t, { startsAt: '2026-03-29T04:00:00+03:00', endsAt: '2026-04-30T23:59:00+03:00' })),
    ).toBe('29.03.2026, 04:00 — 30.04.2026, 23:59');
    expect(formatPeriod(t, { startsAt: null, endsAt: null })).toBe('без обмежень');
  });
});

describe('formatUses', () => {
  it('adds the limit when there is one', () => {
    expect(formatUses(t, { uses: 12, usageLimit: null })).toBe('12');
    expect(formatUses(t, { uses: 12, usageLimit: 100 })).toBe('12 з 100');
  });
});
