'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import styles from './app-chrome.module.css';

/** Code that navigates with router.push (not a link) announces it with this event. */
export const NAVIGATION_START_EVENT = 'kartyna:navigation-start';
export const announceNavigation = () => window.dispatchEvent(new Event(NAVIGATION_START_EVENT));

/** Whether a click on this anchor starts a client-side navigation to another page. */
function isInternalNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // Same page (or only its #hash): nothing loads.
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * A thin bar at the top while a route loads (requirements §2 "On load"). It starts on a click on an
 * internal link or on announceNavigation() before a router.push, creeps towards 90 %, and completes when
 * the new URL has rendered. No library: a transform on one element.
 */
export function LoadingBar() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const timers = useRef<number[]>([]);

  const clear = () => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  };

  useEffect(() => {
    const start = () => {
      clear();
      setState('loading');
      // A navigation that never lands (offline, aborted) must not leave the bar forever.
      timers.current.push(window.setTimeout(() => setState('idle'), 15_000));
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (anchor instanceof HTMLAnchorElement && isInternalNavigation(event, anchor)) start();
    };
    document.addEventListener('click', onClick);
    window.addEventListener(NAVIGATION_START_EVENT, start);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener(NAVIGATION_START_EVENT, start);
      clear();
    };
  }, []);

  // The new route rendered: finish the bar and fade it out.
  useEffect(() => {
    setState((s) => (s === 'loading' ? 'done' : s));
    clear();
    timers.current.push(window.setTimeout(() => setState('idle'), 400));
  }, [pathname, search]);

  return <div className={styles.loadingBar} data-state={state} role="presentation" aria-hidden="true" />;
}
