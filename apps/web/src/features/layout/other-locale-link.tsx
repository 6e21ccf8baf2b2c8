'use client';

import { localeCookie } from '@kartyna/domain/contracts';
import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { localePath, usePathname } from '@/i18n/client-navigation';
import { LOCALE_COOKIE_MAX_AGE, languageTag, otherLocale, type AppLocale } from '@/i18n/routing';

type Props = { name: string; className?: string };

/**
 * The same page in the other language: a plain link, rendered on the server, that loads the
 * whole page. The shell's frozen HTML (lib/frozen-html) is rendered on the server only, so a
 * layout in another language must come from there. The click remembers the choice in the
 * locale cookie (365 days), which the proxy follows for unprefixed addresses; followed without
 * a script, the prefixed pages keep the language as long as the shopper browses them. The
 * name comes from the server: no messages travel for it.
 */
function Plain({ name, className, query }: Props & { query?: Record<string, string> }) {
  const other = otherLocale(useLocale() as AppLocale);
  const href = localePath({ pathname: usePathname(), query }, other);
  return (
    <a
      href={href}
      hrefLang={languageTag(other)}
      lang={languageTag(other)}
      className={className}
      onClick={() => {
        document.cookie = `${localeCookie}=${other}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
      }}
    >
      {name}
    </a>
  );
}

/** Keeps the query (catalogue filters) too; useSearchParams needs its own Suspense boundary. */
function WithQuery(props: Props) {
  const params = useSearchParams();
  return <Plain {...props} query={params.size ? Object.fromEntries(params) : undefined} />;
}

export function OtherLocaleLink(props: Props) {
  return (
    <Suspense fallback={<Plain {...props} />}>
      <WithQuery {...props} />
    </Suspense>
  );
}
