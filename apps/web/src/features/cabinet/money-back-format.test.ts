import type { FiscalReceipt, Refund } from '@kartyna/domain';
import formatOnly from 'use-intl/format-message/format-only';
import { describe, expect, it, vi } from 'vitest';
import ru from '../../messages/ru/cabinet.json';
import ua from '../../messages/ua/cabinet.json';
import { formatDay, receiptLinks, refundLines } from './money-back-format';

vi.mock('server-only', () => ({}));
const { precompileMessages } = await import('@/i18n/precompile');

const now = new Date('2026-12-20T10:00:00Z');
const refund = (over: Partial<Refund> = {}): Refund => ({
  id: 'r1',
  amount: 300,
  reason: 'Пошкоджена рамка',
  status: 'done',
  createdAt: '2026-12-06T10:00:00Z',
  doneAt: '2026-12-06T10:00:02Z',
  ...over,
});
const receipt = (over: Partial<FiscalReceipt> = {}): FiscalReceipt => ({
  id: 'f1',
  kind: 'sell',
  status: 'done',
  fiscalCode: 'TEST-1',
  url: 'https://check.example/f1',
  total: 1650,
  test: false,
  createdAt: '2026-12-05T10:00:00Z',
  ...over,
});
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('refundLines', () => {
  it('gives each refund its amount, its Kyiv day and whether the money is back', () => {
    const lines = refundLines(
      [
        refund({
          id: 'b',
          amount: 1350.5,
          status: 'pending',
          createdAt: '2026-12-07T22:30:00Z',
          doneAt: null,
        }),
        refund({ id: 'a' }),
      ],
      'ua',
      now,
    );
    expect(lines.map((l) => ({ ...l, amount: plain(l.amount) }))).toEqual([
      { id: 'a', amount: '300 ₴', date: '6 грудня', status: 'done' },
      // 22:30 UTC is already the next day in Kyiv.
      { id: 'b', amount: '1 350,50 ₴', date: '8 грудня', status: 'pending' },
    ]);
    expect(refundLines([refund()], 'ru', now)[0]?.date).toBe('6 декабря');
  });

  it('leaves out a refused refund, and names the year of an older one', () => {
    expect(refundLines([refund({ status: 'failed' })], 'ua', now)).toEqual([]);
    expect(formatDay('2025-12-06T10:00:00Z', 'ua', now)).toMatch(/^6 грудня 2025/);
  });
});

describe('receiptLinks', () => {
  it('links the receipts the register made, sale first, and not those still being made', () => {
    const links = receiptLinks([
      receipt({ id: 'r', kind: 'return', total: 300, test: true, createdAt: '2026-12-06T10:00:00Z' }),
      receipt(),
      receipt({ id: 'p', status: 'pending', url: null }),
      receipt({ id: 'x', status: 'failed', url: null }),
    ]);
    expect(links).toEqual([
      { id: 'f1', url: 'https://check.example/f1', kind: 'sell', test: false },
      { id: 'r', url: 'https://check.example/f1', kind: 'return', test: true },
    ]);
  });
});

describe('the money-back words', () => {
  const format = (messages: Record<string, unknown>, tag: string, key: string, values = {}) => {
    const compiled = precompileMessages({ cabinet: messages });
    const message = `cabinet.${key}`
      .split('.')
      .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], compiled);
    expect(message, key).toBeDefined();
    return formatOnly(key, message as never, values, {
      locale: tag,
      formatters: {
        getNumberFormat: (locale: string) => new Intl.NumberFormat(locale),
        getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) =>
          new Intl.PluralRules(locale, options),
      },
    } as never) as string;
  };

  it('reads as the shopper is meant to read it, in both languages', () => {
    const [line] = refundLines([refund()], 'ua', now);
    const uaLine = format(ua, 'uk', 'history.moneyBack.refund', { amount: line?.amount, date: line?.date });
    expect(plain(uaLine)).toBe('Повернення коштів: 300 ₴ · 6 грудня');
    expect(format(ua, 'uk', 'history.moneyBack.status.done')).toBe('повернуто');
    expect(format(ua, 'uk', 'history.moneyBack.status.pending')).toBe('в обробці');
    expect(format(ua, 'uk', 'history.moneyBack.sell')).toBe('Фіскальний чек');
    expect(format(ua, 'uk', 'history.moneyBack.return')).toBe('Чек повернення');
    expect(format(ru, 'ru', 'history.moneyBack.refund', { amount: '300 ₴', date: '6 декабря' })).toBe(
      'Возврат средств: 300 ₴ · 6 декабря',
    );
  });

  it('has the same keys in Ukrainian and Russian across the whole cabinet', () => {
    const keys = (node: unknown, prefix = ''): string[] =>
      node && typeof node === 'object' && !Array.isArray(node)
        ? Object.entries(node).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.slice(0, -1)];
    expect(keys(ru).sort()).toEqual(keys(ua).sort());
    expect(keys(ua.history.moneyBack)).toEqual(
      expect.arrayContaining(['refund', 'status.done', 'status.pending', 'sell', 'return', 'test', 'opens']),
    );
  });
});
