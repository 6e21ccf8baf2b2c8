import { defineRouting } from 'next-intl/routing';

/** ua is the default and has no prefix; ru lives under /ru (SPEC §1, DESIGN "Locales"). */
export const routing = defineRouting({
  locales: ['ua', 'ru'],
  defaultLocale: 'ua',
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});

export type AppLocale = (typeof routing.locales)[number];

/** The language tag for <html lang> and Intl: "ua" is the country, Ukrainian is "uk". */
export const languageTag = (locale: AppLocale): string => (locale === 'ua' ? 'uk' : 'ru');
