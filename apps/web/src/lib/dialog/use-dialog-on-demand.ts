'use client';

import { startTransition, useEffect, useRef, useState } from 'react';

/** After the page is shown and the phone is idle (or this long at the most). */
const IDLE_TIMEOUT_MS = 3000;

/**
 * A dialog whose code (what it holds) stays out of the first load: it is fetched once
 * the page is shown and the phone is idle, so a tap never waits for it. Pressing the trigger
 * marks it expanded at once and mounts the dialog in a transition: React renders it in slices,
 * so the tap is answered at the next frame instead of after the whole dialog (issue #26, INP).
 * Spread `triggerProps` on a plain <button>; render the dialog only once `wanted`, and give it
 * `trigger` so the dialog returns the focus there on close.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void load();
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => void load(), IDLE_TIMEOUT_MS);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => void load(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }, [load]);
  const openDialog = () => {
    if (wanted) {
      setOpen(true);
      return;
    }
    startTransition(() => {
      setWanted(true);
      setOpen(true);
    });
  };
  return {
    open,
    setOpen,
    wanted,
    trigger,
    openDialog,
    triggerProps: {
      ref: trigger,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onFocus: preload,
    } as const,
  };
}
