'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentProps } from 'react';
import type * as SonnerModule from 'sonner';
import { onToasterWanted, toasterFailed, toasterReady, toasterWanted } from './toast';

type Sonner = typeof SonnerModule;

const loadSonner = () => import('sonner');

/**
 * sonner's <Toaster>, mounted once its code is here: fetched at the shopper's first touch, click
 * or key on the page (the "Buy" tap's own pointerdown starts it, so its toast is not late), or at
 * once when a toast is asked for before that. A visit that only reads loads none of it (issue #46:
 * first-visit JavaScript).
 */
export function LazyToaster(props: ComponentProps<Sonner['Toaster']>) {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const onFirst = () => setTouched(true);
    for (const name of events)
      window.addEventListener(name, onFirst, { once: true, passive: true, capture: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onFirst, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (sonner || !(wanted || touched)) return;
    let live = true;
    // Not a reason to reload the page (as a failed route chunk is): the toasts wait for a retry.
    loadSonner().then(
      (module) => live && setSonner(module),
      () => live && toasterFailed(),
    );
    return () => {
      live = false;
    };
  }, [sonner, wanted, touched]);

  // Runs after the <Toaster> below has subscribed (children's effects run first).
  useEffect(() => {
    if (sonner) toasterReady(sonner);
  }, [sonner]);

  return sonner ? <sonner.Toaster {...props} /> : null;
}
