import {
  formatUah,
  loyaltyTiers,
  orderStatuses,
  uahToKopiyky,
  type LoyaltyAnswer,
  type OrderStatus,
  type Locale,
} from '@kartyna/domain';

/**
 * The cabinet's pure presentation rules: dates, money, delivery lines, loyalty progress and
 * the waybill link. No React here, so each rule is tested on its own.
 */

// "ua" is a country code; Intl needs the language (uk). Kyiv time whatever the server's zone.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
export function formatDateTime(iso: string, locale: Locale): string {
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'ua' ? 'uk-UA' : 'ru-UA', {
      timeZone: 'Europe/Kyiv',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateFormats.set(locale, f);
  }
  return f.format(new Date(iso));
}

/** API amounts are UAH; the domain prints kopiyky. */
export const formatMoney = (uah: number, locale: Locale): string => formatUah(uahToKopiyky(uah), locale);

/** Nova Poshta's public tracking page for a waybill number. */
export const trackingUrl = (waybill: string): string =>
  `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(waybill.replace(/\s/g, ''))}`;

const storageDayFormats = new Map<Locale, Intl.DateTimeFormat>();
/**
 * The last day a parcel waits at the branch for free ("3 грудня"): the day before the carrier's
 * first paid day (YYYY-MM-DD, a calendar day, so no time zone moves it). Null for another shape.
 */
export function lastFreeStorageDay(paidStorageFrom: string, locale: Locale): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(paidStorageFrom);
  if (!day) return null;
  let f = storageDayFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'ua' ? 'uk-UA' : 'ru-UA', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
    });
    storageDayFormats.set(locale, f);
  }
  return f.format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) - 1)));
}

/** A waybill is worth a tracking link from the moment it exists until the order is closed. */
export function showsTracking(status: OrderStatus, waybill: string | null): waybill is string {
  if (!waybill) return false;
  const at = orderStatuses.indexOf(status);
  return status !== 'canceled' && at >= orderStatuses.indexOf('lading-bill-created');
}

const text = (value: unknown, locale: Locale): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  if (value && typeof value === 'object') {
    const localized = (value as Record<string, unknown>)[locale];
    return typeof localized === 'string' ? localized.trim() || undefined : undefined;
  }
  return undefined;
};

/**
 * One line for where an order goes, from the delivery the order kept: city and branch or
 * locker for Nova Poshta, the typed address otherwise. Unknown shapes give an empty line.
 */
export function deliveryLine(delivery: Record<string, unknown>, locale: Locale): string {
  const point = (delivery.branch ?? delivery.postomat) as Record<string, unknown> | undefined;
  const pointName = point ? text(point.name, locale) : undefined;
  const pointAddress = point ? text(point.address, locale) : undefined;
  const parts = [
    delivery.country,
    text(delivery.cityName, locale) ?? text(delivery.city, locale),
    delivery.postIndex,
    pointName,
    // Nova Poshta's names usually carry the address already ("№1 (до 10 кг): вул. …, 7").
    pointAddress && !pointName?.includes(pointAddress) ? pointAddress : undefined,
    text(delivery.address, locale),
  ];
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(', ');
}

export interface LoyaltyProgress {
  /** 0–100, how far between the current tier's threshold and the next one */
  percent: number;
  /** UAH left to the next tier; 0 on the top tier */
  left: number;
}

/** The progress bar of the loyalty card (requirements §9 tiers). */
export function loyaltyProgress(loyalty: LoyaltyAnswer): LoyaltyProgress {
  if (!loyalty.nextLevel) return { percent: 100, left: 0 };
  const from = (loyaltyTiers.find((t) => t.level === loyalty.level)?.from ?? 0) / 100;
  const to = loyalty.cumulativePurchases + loyalty.toNextLevel;
  const span = to - from;
  const percent = span > 0 ? ((loyalty.cumulativePurchases - from) / span) * 100 : 0;
  return { percent: Math.max(0, Math.min(100, Math.round(percent))), left: loyalty.toNextLevel };
}
