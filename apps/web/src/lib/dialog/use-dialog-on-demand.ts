'use client';

import { startTransition, useRef, useState } from 'react';

/**
 * A dialog whose code (what it holds) stays out of the page's JavaScript until the shopper heads
 * for it: its trigger fetches it when pointed at, touched or focused (issue #46: a visit that never
 * opens it loads none of it). Pressing the trigger marks it expanded at once and mounts the dialog
 * in a transition: React renders it in slices, and the tap is answered at the next frame, whether
 * or not the code has arrived (issues #26 and #46, INP).
 * Spread `triggerProps` on a plain <button>; render the dialog only once `wanted`, and give it
 * `trigger` so the dialog returns the focus there on close.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void load();
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
      onPointerEnter: preload,
      onPointerDown: preload,
      onFocus: preload,
    } as const,
  };
}
