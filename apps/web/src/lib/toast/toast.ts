import type * as SonnerModule from 'sonner';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Message = Parameters<typeof sonnerToast>[0];
type Show = (sonner: Sonner) => void;

/*
 * Toasts without sonner in every page's JavaScript: `toast` has sonner's call shape, but the
 * library (~10 kB gzipped) is fetched by the first toast (lazy-toaster.tsx). Toasts asked for before the toaster is on screen wait in a queue.
 */
let ready: Sonner | null = null;
let wanted = false;
const waiting: Show[] = [];
const listeners = new Set<() => void>();

function show(call: Show) {
  if (ready) return call(ready);
  waiting.push(call);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show((s) => s.toast(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => show((s) => s.toast.success(message, data)),
    error: (message: Message, data?: ExternalToast) => show((s) => s.toast.error(message, data)),
  },
);

/** For the lazy toaster: whether a toast has been asked for, and a way to hear when one is. */
export const toasterWanted = () => wanted;
export function onToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** sonner could not be fetched (offline): the queue stays, and the next toast tries again. */
export function toasterFailed() {
  wanted = false;
  for (const listener of listeners) listener();
}

/** The toaster is mounted and listening: show what waited, and everything from now on at once. */
export function toasterReady(sonner: Sonner) {
  ready = sonner;
  for (const call of waiting.splice(0)) call(sonner);
}
