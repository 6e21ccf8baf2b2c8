import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeCookie, locales } from '@kartyna/domain/contracts';

/** ua is the default and has no prefix; ru lives under /ru (SPEC §1, DESIGN "Locales"). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: localeCookie, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});

export type AppLocale = (typeof routing.locales)[number];

/** The language tag for <html lang> and Intl: "ua" is the country, Ukrainian is "uk". */
export const languageTag = (locale: AppLocale): string => (locale === 'ua' ? 'uk' : 'ru');
