'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentProps } from 'react';
import type * as SonnerModule from 'sonner';
import { onToasterWanted, toasterFailed, toasterReady, toasterWanted } from './toast';

type Sonner = typeof SonnerModule;

const loadSonner = () => import('sonner');

/**
 * sonner's <Toaster>, mounted once its code is here: fetched by the first toast asked for, which
 * waits in the queue meanwhile (toast.ts). A visit that shows none loads none of it (issue #46:
 * first-visit JavaScript), and nothing of it runs inside a tap: "Buy" asks for its toast after the
 * tap's frame is painted (add-on-tap.ts). Preloading it at the first pointerdown made that tap's
 * own task render and evaluate it (INP 104 → 248 ms at 4× CPU, bench:taps).
 */
export function LazyToaster(props: ComponentProps<Sonner['Toaster']>) {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    if (sonner || !wanted) return;
    let live = true;
    // Not a reason to reload the page (as a failed route chunk is): the toasts wait for a retry.
    loadSonner().then(
      (module) => live && setSonner(module),
      () => live && toasterFailed(),
    );
    return () => {
      live = false;
    };
  }, [sonner, wanted]);

  // Runs after the <Toaster> below has subscribed (children's effects run first).
  useEffect(() => {
    if (sonner) toasterReady(sonner);
  }, [sonner]);

  return sonner ? <sonner.Toaster {...props} /> : null;
}
