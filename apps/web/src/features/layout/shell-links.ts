/** A click as the shell's links see it (the fields of a MouseEvent they read). */
export type LinkClick = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
>;

/** Addresses that are not the storefront's pages: the API, the back office, feeds, assets. */
const NOT_PAGES = /^\/(api|admin|feeds|_next)(\/|$)|\.\w+$/;

/**
 * Where a click on a plain link of the shop (the shell's frozen HTML, a product card) should
 * take the app, or null to leave it to the browser: another window, a download, another site,
 * a modified click, what is not a page, and the language switch (hreflang), which loads the
 * whole page in the other language. `sameDocument` is true for a link to the page already
 * shown (nothing to load).
 */
export function shellLinkTarget(
  click: LinkClick,
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  here: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>,
): { path: string; sameDocument: boolean } | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('hreflang')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin || NOT_PAGES.test(url.pathname)) return null;
  return {
    path: `${url.pathname}${url.search}${url.hash}`,
    sameDocument: url.pathname === here.pathname && url.search === here.search,
  };
}
