import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeCookie, locales } from '@kartyna/domain/contracts';

/** ua is the default and has no prefix; ru lives under /ru (requirements §1, DESIGN "Locales"). */
/** How long the language chosen with the switch is remembered (requirements §9: 365 days), in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: localeCookie, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
});

export type AppLocale = (typeof routing.locales)[number];

/** The language tag for <html lang> and Intl: "ua" is the country, Ukrainian is "uk". */
export const languageTag = (locale: AppLocale): string => (locale === 'ua' ? 'uk' : 'ru');

/** The language the switch offers: the one the page is not in. */
export const otherLocale = (locale: AppLocale): AppLocale =>
  routing.locales.find((l) => l !== locale) ?? routing.defaultLocale;
