import type { FiscalReceipt, Locale, Refund } from '@kartyna/domain';
import { formatMoney } from './cabinet-format';

/*
 * What an order card says of money given back and of fiscal receipts (issue #44): pure rules,
 * tested on their own; money-back.tsx only lays them out.
 */

export interface RefundLine {
  id: string;
  /** "300 ₴" */
  amount: string;
  /** "6 грудня", with the year when it is not this year's */
  date: string;
  status: 'done' | 'pending';
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: Locale, withYear: boolean): Intl.DateTimeFormat {
  const id = `${locale}:${withYear}`;
  let f = dayFormats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'ua' ? 'uk-UA' : 'ru-UA', {
      timeZone: 'Europe/Kyiv',
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    dayFormats.set(id, f);
  }
  return f;
}

const kyivYear = (date: Date) =>
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Kyiv', year: 'numeric' }).format(date);

/** A Kyiv day as the shopper reads it: "6 грудня" this year, "6 грудня 2025 р." before. */
export function formatDay(iso: string, locale: Locale, now: Date = new Date()): string {
  const date = new Date(iso);
  return dayFormat(locale, kyivYear(date) !== kyivYear(now)).format(date);
}

/**
 * One line per refund, oldest first, dated by when the money went back (or was asked for, while
 * it is on its way). A refused one is not the shopper's news: the API leaves it out, and so does
 * this, should an older API send it.
 */
export function refundLines(
  refunds: readonly Refund[],
  locale: Locale,
  now: Date = new Date(),
): RefundLine[] {
  return refunds
    .filter((r): r is Refund & { status: RefundLine['status'] } => r.status !== 'failed')
    .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((r) => ({
      id: r.id,
      amount: formatMoney(r.amount, locale),
      date: formatDay(r.doneAt ?? r.createdAt, locale, now),
      status: r.status,
    }));
}

export interface ReceiptLink {
  id: string;
  url: string;
  kind: FiscalReceipt['kind'];
  test: boolean;
}

/** The receipts the register has made, each a link; one still being made has no link to give yet. */
export function receiptLinks(receipts: readonly FiscalReceipt[]): ReceiptLink[] {
  return receipts
    .filter((r): r is FiscalReceipt & { url: string } => r.status === 'done' && Boolean(r.url))
    .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map(({ id, url, kind, test }) => ({ id, url, kind, test }));
}
