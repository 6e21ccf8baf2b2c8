import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { redirect } from 'next/navigation';
import { localePath } from '@/i18n/locale-path';
import type { AppLocale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { hasSession, serverGet } from '@/lib/api/server-api';
import { pageMetadata } from '@/lib/seo/page-metadata';

/** Sends a visitor without a (valid) session to /login, where the sign-in modal opens. */
export async function toLogin(locale: AppLocale): Promise<never> {
  // A cookie the API refused is stale: /login ends it in the browser before asking again.
  const expired = await hasSession();
  return redirect(localePath({ pathname: '/login', query: expired ? { expired: '1' } : {} }, locale));
}

/**
 * A cabinet read with the shopper's session, never cached. 401 (no session, or one the API
 * no longer accepts) goes to sign-in instead of an error page.
 */
export async function cabinetGet<S extends z.ZodType>(
  path: string,
  schema: S,
  locale: AppLocale,
): Promise<z.infer<S>> {
  try {
    return await serverGet(path, schema, { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return toLogin(locale);
    throw error;
  }
}

export type CabinetSection = 'personal' | 'history' | 'kits' | 'delivery' | 'favourite' | 'changePassword';

const paths: Record<CabinetSection, string> = {
  personal: '/cabinet/personal',
  history: '/cabinet/history',
  kits: '/cabinet/kits',
  delivery: '/cabinet/delivery',
  favourite: '/cabinet/favourite',
  changePassword: '/cabinet/change-password',
};

/** A cabinet page's <head>: its own title, and kept out of search engines (it is personal). */
export async function cabinetMetadata(locale: AppLocale, section: CabinetSection): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'cabinet.nav' });
  const base = await pageMetadata({
    route: paths[section],
    locale,
    path: paths[section],
    fallbackTitle: t(section),
  });
  return { ...base, robots: { index: false, follow: false } };
}
