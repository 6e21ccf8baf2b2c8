import formatOnly from 'use-intl/format-message/format-only';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { precompileMessages } = await import('./precompile');

describe('precompileMessages', () => {
  const messages = precompileMessages({
    cart: {
      title: 'Кошик',
      subtotal: 'Разом за {count, plural, one {# товар} few {# товари} many {# товарів} other {# товару}}:',
    },
    about: { facts: [{ title: 'Факт {n}' }] },
  });

  it('leaves plain text as it is and keeps page-text arrays raw', () => {
    expect(messages).toMatchObject({ cart: { title: 'Кошик' }, about: { facts: [{ title: 'Факт {n}' }] } });
  });

  it('compiles ICU messages into plain objects that React can pass to client components', () => {
    const subtotal = (messages.cart as Record<string, unknown>).subtotal;
    expect(Array.isArray(subtotal)).toBe(true);
    expect(JSON.stringify(subtotal)).not.toContain('{count');
    const proto = (value: unknown): unknown[] =>
      value && typeof value === 'object'
        ? [Object.getPrototypeOf(value), ...Object.values(value).flatMap(proto)]
        : [];
    expect(proto(subtotal).every((p) => p === Object.prototype || p === Array.prototype)).toBe(true);
  });

  it('formats with the browser-side formatter in Ukrainian plural forms', () => {
    const subtotal = (messages.cart as Record<string, unknown>).subtotal;
    const format = (count: number) =>
      formatOnly('cart.subtotal', subtotal as never, { count }, {
        locale: 'uk',
        formatters: {
          getNumberFormat: (locale: string) => new Intl.NumberFormat(locale),
          getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) =>
            new Intl.PluralRules(locale, options),
        },
      } as never);
    expect(format(1)).toBe('Разом за 1 товар:');
    expect(format(3)).toBe('Разом за 3 товари:');
    expect(format(5)).toBe('Разом за 5 товарів:');
  });
});
