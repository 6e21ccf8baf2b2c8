import { usePathname as useBrowserPathname, useRouter as useAppRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { localePath, shopPath, type ShopHref } from './locale-path';

export { localePath, shopPath, type ShopHref };

/*
 * The locale-aware path, pathname and router for client components, over Next's own router.
 * next-intl's `createNavigation` (i18n/navigation.ts) hands them out together with its Link, so a
 * client component importing any of them carried next/link into every page's JavaScript (about
 * 4 kB gzipped); the shell's links are plain <a> (shell-enhancer.tsx). Server code keeps
 * i18n/navigation.ts; `client-navigation.test.ts` holds these to its answers.
 */

export function usePathname(): string {
  return shopPath(useBrowserPathname());
}

type NavigateOptions = { scroll?: boolean };

/** Next's router, taking shop paths in the page's language. */
export function useRouter() {
  const router = useAppRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      push: (href: ShopHref, options?: NavigateOptions) => router.push(localePath(href, locale), options),
      replace: (href: ShopHref, options?: NavigateOptions) =>
        router.replace(localePath(href, locale), options),
      refresh: () => router.refresh(),
    }),
    [router, locale],
  );
}
