import 'server-only';
import type { Metadata } from 'next';
import { routing, type AppLocale } from '@/i18n/routing';
import { shopFetches, shopGet } from '@/lib/api/shop-data';
import { siteUrl } from '@/lib/env';
import { localizedUrl, ogLocale } from './urls';

const SEO_TTL = 300;

/** The API's SEO entry for a route key, or null (unknown key, API down: the page still renders). */
async function seoFor(route: string) {
  try {
    return await shopGet(shopFetches.seoData(route), SEO_TTL);
  } catch {
    return null;
  }
}

/**
 * A page's <head>: title and description from the API's SEO data for `route`, the canonical URL
 * and hreflang alternates (uk, ru, x-default) for `path` (the path without a locale prefix).
 * API titles already end with "| Kartyna", so they bypass the layout's title template.
 */
export async function pageMetadata(input: {
  route: string;
  locale: AppLocale;
  path: string;
  fallbackTitle?: string;
  /** overrides the API's description (a product's own text, say) */
  description?: string;
}): Promise<Metadata> {
  const { route, locale, path } = input;
  const seo = await seoFor(route);
  const title = seo?.title[locale] ?? input.fallbackTitle ?? 'Kartyna';
  const description = input.description ?? seo?.description[locale];
  const canonical = localizedUrl(siteUrl, locale, path);
  return {
    title: seo ? { absolute: title } : title,
    description,
    alternates: {
      canonical,
      languages: {
        uk: localizedUrl(siteUrl, 'ua', path),
        ru: localizedUrl(siteUrl, 'ru', path),
        'x-default': localizedUrl(siteUrl, routing.defaultLocale, path),
      },
    },
    openGraph: {
      type: 'website',
      siteName: 'Kartyna',
      title,
      description,
      url: canonical,
      locale: ogLocale(locale),
      alternateLocale: routing.locales.filter((l) => l !== locale).map(ogLocale),
    },
  };
}
