import type { Locale } from './enums';

/** Shop orders and photo orders count from 1 each, so each kind is told apart by its label. */
export type OrderNumberKind = 'shop' | 'photo';

/** The photo orders' prefix ("фото"), the same in Ukrainian and Russian. */
export const photoOrderPrefix = 'Ф-';

/**
 * How an order's number is shown and mailed everywhere: a shop order "№ 12", a photo order
 * "Ф-12". The locale is taken for the day a language needs its own spelling; today both agree.
 */
export function orderNumberLabel(kind: OrderNumberKind, id: number, _locale: Locale = 'ua'): string {
  return kind === 'photo' ? `${photoOrderPrefix}${id}` : `№ ${id}`;
}

/** A photo order's number as staff type it ("Ф-12", "ф12", "Ф 12") → 12; null for anything else. */
export function parsePhotoOrderNumber(text: string): number | null {
  const match = /^[ФфFf]\s*-?\s*(\d{1,10})$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}
