'use client';

import { useRouter as useAppRouter } from 'next/navigation';
import { useEffect } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useSession } from '@/features/account';
import { usePathname, useRouter } from '@/i18n/client-navigation';
import { acceptCookies } from './cookie-consent';
import { announceNavigation } from './loading-bar';
import { MENU_DRAWER_ID } from './menu-drawer-id';
import { SEARCH_PANEL_ID } from './search-panel-id';
import { shellLinkTarget } from './shell-links';
import { closeShellPopups, supportsInvokerCommands } from './shell-popups';
import { searchTarget } from './search-target';

const CATALOG_MENU = '[data-catalog-menu]';
const PLAIN_LINK = 'a[href]';

/** A plain pointing or focus: what a prefetch on intent checks a link with. */
const NO_MODIFIERS = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

/**
 * What the shell's HTML cannot do alone, as a few listeners on the document (no state, no
 * render of its own): plain links of the shop (the frozen shell of lib/frozen-html, product
 * cards) navigate in the app and are prefetched when pointed at, where next/link's own did not
 * already handle the click; the drawer and the popovers close once a link in them is
 * followed; the search keeps a catalogue page's filters; the catalogue's dropdown closes on
 * Escape and after a pick; the drawer's cabinet entry opens the sign-in without a session; the
 * cookie notice's Accept is remembered; the drawer opens a frame after its tap is answered (by
 * script alone where the browser has no invoker commands). Everything it improves already works
 * without it.
 */
export function ShellEnhancer() {
  const router = useRouter();
  const appRouter = useAppRouter();
  const pathname = usePathname();
  const { signedIn, openAuth } = useSession();

  useEffect(() => closeShellPopups(document), [pathname]);

  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(PLAIN_LINK);
      if (!link) return;
      const next = shellLinkTarget(NO_MODIFIERS, link, window.location);
      const path = next?.path.split('#')[0];
      if (!path || next.sameDocument || prefetched.has(path)) return;
      prefetched.add(path);
      appRouter.prefetch(path);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target) return;
      if (target.closest('[data-cookie-accept]')) acceptCookies();
      const link = target.closest('a');
      if (link?.closest(CATALOG_MENU)) link.closest(CATALOG_MENU)?.setAttribute('data-closed', '');
      if (link?.matches('[data-cabinet-entry]') && !signedIn && !event.defaultPrevented) {
        event.preventDefault();
        closeShellPopups(document);
        openAuth('sign-in');
        return;
      }
      if (link?.closest(`#${MENU_DRAWER_ID}, [popover]`)) closeShellPopups(document);
      if (link?.matches(PLAIN_LINK)) {
        const next = shellLinkTarget(event, link, window.location);
        if (next) {
          event.preventDefault();
          if (!next.sameDocument) {
            announceNavigation();
            appRouter.push(next.path);
          }
        }
      }
      // A modal dialog makes the rest of the page inert, and the browser restyles the whole page
      // for it (~50 ms on a slow phone): with the script here, the tap is answered (the button's
      // pressed look painted) first and the drawer opens right after that frame (issue #46, INP).
      // Without invoker commands in the browser, this is what opens it at all.
      const invoker = target.closest<HTMLButtonElement>('button[commandfor]');
      const dialog = invoker && document.getElementById(invoker.getAttribute('commandfor') ?? '');
      if (invoker && dialog instanceof HTMLDialogElement) {
        if (invoker.getAttribute('command') === 'show-modal') {
          event.preventDefault();
          afterNextPaint(() => {
            if (!dialog.open) dialog.showModal();
          });
        } else if (!supportsInvokerCommands()) dialog.close();
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!form.matches('[data-search-form]')) return;
      event.preventDefault();
      const text = String(new FormData(form).get('search') ?? '');
      const next = searchTarget(text, pathname, window.location.search);
      if (next) {
        announceNavigation();
        router.push(next);
      }
      closeShellPopups(document);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const menu = (event.target as Element | null)?.closest?.(CATALOG_MENU);
      if (!menu || menu.hasAttribute('data-closed')) return;
      menu.setAttribute('data-closed', '');
      menu.querySelector<HTMLElement>('a')?.focus();
    };
    // The dropdown may open again once the pointer or the focus has left it.
    const onLeave = (event: PointerEvent | FocusEvent) => {
      const menu = (event.target as Element | null)?.closest?.(CATALOG_MENU);
      if (menu && !menu.contains(event.relatedTarget as Node | null)) menu.removeAttribute('data-closed');
    };
    // The search panel clears as it closes, and its button says what it does now. A drawer's
    // panel gives the focus back to the entry that opened it.
    const onToggle = (event: Event) => {
      const panel = event.target as HTMLElement;
      const open = (event as ToggleEvent).newState === 'open';
      if (!open && panel.closest(`#${MENU_DRAWER_ID}`)) {
        const active = document.activeElement;
        if (!active || active === document.body || panel.contains(active))
          document
            .querySelector<HTMLElement>(`[popovertarget="${panel.id}"]:not([popovertargetaction="hide"])`)
            ?.focus();
      }
      if (panel.id !== SEARCH_PANEL_ID) return;
      const toggle = document.querySelector<HTMLElement>(
        `[popovertarget="${SEARCH_PANEL_ID}"][data-close-label]`,
      );
      if (toggle) {
        toggle.dataset.openLabel ??= toggle.getAttribute('aria-label') ?? '';
        toggle.setAttribute(
          'aria-label',
          open ? (toggle.dataset.closeLabel ?? '') : toggle.dataset.openLabel,
        );
      }
      if (!open) panel.querySelector('form')?.reset();
    };
    // A drawer closed with a panel open (the backdrop, Close) takes its panels with it.
    const onClose = (event: Event) => {
      if ((event.target as Element).id === MENU_DRAWER_ID) closeShellPopups(document);
    };
    const listeners: [string, EventListener, boolean][] = [
      ['pointerover', onIntent, false],
      ['focusin', onIntent, false],
      ['touchstart', onIntent, false],
      ['click', onClick as EventListener, false],
      ['submit', onSubmit as EventListener, false],
      ['keydown', onKeyDown as EventListener, false],
      ['pointerout', onLeave as EventListener, false],
      ['focusout', onLeave as EventListener, false],
      ['toggle', onToggle, true],
      ['close', onClose, true],
    ];
    for (const [type, listener, capture] of listeners) document.addEventListener(type, listener, capture);
    return () => {
      for (const [type, listener, capture] of listeners)
        document.removeEventListener(type, listener, capture);
    };
  }, [pathname, router, appRouter, signedIn, openAuth]);

  return null;
}
