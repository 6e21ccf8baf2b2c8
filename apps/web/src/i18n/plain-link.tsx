import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localePath, type ShopHref } from './locale-path';

/**
 * A link to a page of the shop in the page's language, written as plain HTML by a server
 * component. The shell's one listener navigates it in the app and prefetches it on intent
 * (features/layout/shell-enhancer.tsx), so pages need no next/link in their JavaScript (issue #46).
 */
export async function PlainLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: ShopHref }) {
  return <a href={localePath(href, await getLocale())} {...rest} />;
}
