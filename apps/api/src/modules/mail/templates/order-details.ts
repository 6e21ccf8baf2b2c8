import {
  deliveryTypeNames,
  paymentTypeNames,
  type DeliveryType,
  type Locale,
  type PaymentType,
} from '@kartyna/domain';

/** What a mail adds after a payment's name: how it goes on from here. */
const paymentHints: Record<Locale, Partial<Record<PaymentType, string>>> = {
  ua: { cod: 'оплата при отриманні', account: 'реквізити надішле менеджер' },
  ru: { cod: 'оплата при получении', account: 'реквизиты пришлёт менеджер' },
};

// Columns are text; an unknown value is shown as it is rather than dropped.
// The names are the domain's (display-names.ts), so a mail says what the cabinet and the back office say.
export const deliveryLabel = (type: string, locale: Locale): string =>
  deliveryTypeNames[type as DeliveryType]?.[locale] ?? type;

export const paymentLabel = (type: string, locale: Locale): string => {
  const name = paymentTypeNames[type as PaymentType]?.[locale];
  if (!name) return type;
  const hint = paymentHints[locale][type as PaymentType];
  return hint ? `${name} (${hint})` : name;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A `{ ua, ru }` name kept in the order's delivery data, in the reader's language. */
function localized(value: unknown, locale: Locale): string | null {
  if (!value || typeof value !== 'object') return text(value);
  const names = value as Record<string, unknown>;
  return text(names[locale]) ?? text(names.ua);
}

const countryNames = new Map<Locale, Intl.DisplayNames>();
function countryName(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale === 'ua' ? 'uk' : 'ru'], { type: 'region' });
    countryNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

const takeawayPlace = { ua: 'Одеса, щодня з 13:30 до 18:00', ru: 'Одесса, ежедневно с 13:30 до 18:00' };

/**
 * Where the parcel goes, from the delivery data an order keeps (refs plus the names resolved
 * when it was placed): "Київ, Відділення №1 (до 10 кг): Дніпровська наб., 7".
 */
export function deliveryPlace(type: string, delivery: Record<string, unknown>, locale: Locale): string {
  const join = (...parts: (string | null)[]) => parts.filter((p): p is string => p !== null).join(', ');
  const city = localized(delivery.cityName, locale);
  switch (type) {
    case 'post':
    case 'postomat': {
      const point = (type === 'post' ? delivery.branch : delivery.postomat) as Record<string, unknown> | null;
      return join(city, localized(point?.name, locale));
    }
    case 'new-post-address':
      return join(city, text(delivery.address));
    case 'ukr-post':
      return join(text(delivery.postIndex), text(delivery.city), text(delivery.address));
    case 'new-intr':
    case 'ukr-intr':
      return join(countryName(text(delivery.country), locale), text(delivery.city), text(delivery.address));
    case 'takeaway':
      return takeawayPlace[locale];
    default:
      return '';
  }
}

/** The delivery point itself, for "your parcel is waiting at ..." (branch and parcel locker only). */
export function pickupPoint(type: string, delivery: Record<string, unknown>, locale: Locale): string | null {
  if (type !== 'post' && type !== 'postomat') return null;
  return deliveryPlace(type, delivery, locale) || null;
}
