'use client';

import { Suspense, useEffect } from 'react';
import { LazyToaster } from '@/lib/toast';
import { CHUNK_RELOAD_KEY, isChunkLoadError, mayReload } from './chunk-reload';
import { LoadingBar } from './loading-bar';
import { ScrollTop } from './scroll-top';
import { ShellEnhancer } from './shell-enhancer';
import './toaster.css';

/*
 * Toasts start below the sticky header (80 px, 60 px on a phone), so "added to cart" never
 * covers the cart icon and its count that it talks about.
 */
const TOASTER_OFFSET = { top: 92, right: 16 };
const TOASTER_MOBILE_OFFSET = { top: 68, right: 8, left: 8 };

/** Reloads once per minute at most when a chunk fails to load (requirements §8). */
function useChunkReload() {
  useEffect(() => {
    const handle = (value: unknown) => {
      if (!isChunkLoadError(value)) return;
      let last: number | null = null;
      try {
        const stored = sessionStorage.getItem(CHUNK_RELOAD_KEY);
        last = stored === null ? null : Number(stored);
        if (!mayReload(last, Date.now())) return;
        sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      } catch {
        // storage blocked: reload anyway, the browser's own cache breaks any loop
      }
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

/** requirements §2: a service worker is registered from /sw.js, off the critical path. */
function useServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    const register = () => navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    if (document.readyState === 'complete') {
      const id = setTimeout(register, 2000);
      return () => clearTimeout(id);
    }
    const onLoad = () => setTimeout(register, 2000);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
}

/** Everything that floats over pages: toasts, scroll-to-top, loading bar. */
export function AppChrome() {
  useChunkReload();
  useServiceWorker();
  return (
    <>
      <LazyToaster
        position="top-right"
        duration={3000}
        closeButton
        richColors
        className="kartyna-toaster"
        offset={TOASTER_OFFSET}
        mobileOffset={TOASTER_MOBILE_OFFSET}
      />
      <Suspense fallback={null}>
        <LoadingBar />
      </Suspense>
      <ScrollTop />
      <ShellEnhancer />
    </>
  );
}
