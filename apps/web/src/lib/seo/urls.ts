import type { AppLocale } from '@/i18n/routing';
import { routing } from '@/i18n/routing';

/**
 * The absolute URL of `path` (without a locale prefix) in `locale`: ua has no prefix, ru lives
 * under /ru (requirements §2). The home page is "/" and "/ru".
 */
export function localizedUrl(origin: string, locale: AppLocale, path: string): string {
  const clean = path === '/' || path === '' ? '' : path.startsWith('/') ? path : `/${path}`;
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  const tail = `${prefix}${clean}`;
  return tail ? `${origin}${tail}` : `${origin}/`;
}

/** Open Graph's locale form: the language is Ukrainian ("uk"), not the country code "ua". */
export const ogLocale = (locale: AppLocale) => (locale === 'ua' ? 'uk_UA' : 'ru_UA');
