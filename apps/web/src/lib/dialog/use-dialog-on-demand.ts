'use client';

import { useRef, useState } from 'react';

/**
 * A dialog whose code (Radix and what it holds) is fetched on first use: pointing at or focusing
 * the trigger starts the download, pressing it mounts and opens the dialog. Spread
 * `triggerProps` on a plain <button>; render the dialog only once `wanted`, and give it
 * `trigger` so Radix returns the focus there on close.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void load();
  const openDialog = () => {
    setWanted(true);
    setOpen(true);
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
      onFocus: preload,
    } as const,
  };
}
