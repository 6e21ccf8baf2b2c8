'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentProps } from 'react';
import type * as SonnerModule from 'sonner';
import { onToasterWanted, toasterFailed, toasterReady, toasterWanted } from './toast';

type Sonner = typeof SonnerModule;

const loadSonner = () => import('sonner');

/**
 * sonner's <Toaster>, mounted once its code is here: fetched when the page is idle after load
 * (so the first "added to cart" is instant) or at once when a toast is asked for before that.
 */
export function LazyToaster(props: ComponentProps<Sonner['Toaster']>) {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    const later = () => setTimeout(() => setIdle(true), 1500);
    if (document.readyState === 'complete') {
      const id = later();
      return () => clearTimeout(id);
    }
    let id: ReturnType<typeof setTimeout> | undefined;
    const onLoad = () => (id = later());
    window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      clearTimeout(id);
    };
  }, []);

  useEffect(() => {
    if (sonner || !(wanted || idle)) return;
    let live = true;
    // Not a reason to reload the page (as a failed route chunk is): the toasts wait for a retry.
    loadSonner().then(
      (module) => live && setSonner(module),
      () => live && toasterFailed(),
    );
    return () => {
      live = false;
    };
  }, [sonner, wanted, idle]);

  // Runs after the <Toaster> below has subscribed (children's effects run first).
  useEffect(() => {
    if (sonner) toasterReady(sonner);
  }, [sonner]);

  return sonner ? <sonner.Toaster {...props} /> : null;
}
