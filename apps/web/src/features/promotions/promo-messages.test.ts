import { formatUah, promoRefusals } from '@kartyna/domain';
import formatOnly from 'use-intl/format-message/format-only';
import { describe, expect, it, vi } from 'vitest';
import ru from '../../messages/ru/promotions.json';
import ua from '../../messages/ua/promotions.json';
import { nextNotice, refusalNotice, type NextNotice, type PromoNotice } from './promo-notice';

vi.mock('server-only', () => ({}));
const { precompileMessages } = await import('@/i18n/precompile');

// The words the shopper reads, compiled and formatted as the browser does (precompile.test.ts).
function wordsIn(messages: Record<string, unknown>, tag: string) {
  const compiled = precompileMessages(messages);
  return (notice: PromoNotice | NextNotice) => {
    const message = notice.key
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], compiled);
    expect(message, notice.key).toBeDefined();
    const values = {
      ...('amount' in notice ? { amount: formatUah(notice.amount) } : {}),
      ...('count' in notice ? { count: notice.count, form: notice.form } : {}),
      ...('name' in notice ? { name: notice.name } : {}),
    };
    return formatOnly(notice.key, message as never, values, {
      locale: tag,
      formatters: {
        getNumberFormat: (locale: string) => new Intl.NumberFormat(locale),
        getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) =>
          new Intl.PluralRules(locale, options),
      },
    } as never) as string;
  };
}

const items = (missingItems: number) =>
  refusalNotice({ message: 'promo_code_not_applicable', missing: null, missingItems });

describe('the promotions’ words', () => {
  const uaWords = wordsIn(ua, 'uk');
  const ruWords = wordsIn(ru, 'ru');

  it('tell a Ukrainian shopper what to do about each refusal', () => {
    expect(
      uaWords(refusalNotice({ message: 'promo_code_not_found', missing: null, missingItems: null })),
    ).toBe('Такого промокоду немає — перевірте, чи правильно його введено');
    expect(
      uaWords(refusalNotice({ message: 'promo_code_not_applicable', missing: 230, missingItems: null })),
    ).toBe('Додайте ще 230 ₴, щоб застосувати промокод');
    expect(uaWords(items(1))).toBe('Додайте ще 1 картину, щоб застосувати промокод');
    expect(uaWords(items(3))).toBe('Додайте ще 3 картини, щоб застосувати промокод');
    expect(uaWords(items(5))).toBe('Додайте ще 5 картин, щоб застосувати промокод');
    expect(uaWords(items(11))).toBe('Додайте ще 11 картин, щоб застосувати промокод');
    expect(uaWords(items(21))).toBe('Додайте ще 21 картину, щоб застосувати промокод');
  });

  it('say it in Russian too', () => {
    expect(ruWords(items(2))).toBe('Добавьте ещё 2 картины, чтобы применить промокод');
    expect(ruWords(items(5))).toBe('Добавьте ещё 5 картин, чтобы применить промокод');
  });

  it('have words for every refusal in both languages', () => {
    for (const message of [...promoRefusals, 'invalid_promo_code'] as const) {
      const notice = refusalNotice({ message, missing: null, missingItems: null });
      expect(uaWords(notice)).not.toMatch(/[{}]/);
      expect(ruWords(notice)).not.toMatch(/[{}]/);
    }
  });

  it('show how near the next automatic promotion is', () => {
    const next = { name: { ua: 'Весна', ru: 'Весна' }, discountType: 'percent' as const, value: 5 };
    expect(uaWords(nextNotice({ ...next, missing: 230, missingItems: null }, 'ua')!)).toBe(
      'Ще 230 ₴ — і знижка «Весна»',
    );
    expect(uaWords(nextNotice({ ...next, missing: null, missingItems: 2 }, 'ua')!)).toBe(
      'Ще 2 картини — і знижка «Весна»',
    );
    expect(ruWords(nextNotice({ ...next, missing: 1250.5, missingItems: null }, 'ru')!)).toBe(
      'Ещё 1\u00a0250,50 ₴ — и скидка «Весна»',
    );
  });

  it('use the same keys in both languages', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(ru).sort()).toEqual(keys(ua).sort());
  });
});
