'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/**
 * A modal dialog on the browser's own <dialog> and showModal(): the top layer, the inert page
 * behind, Escape and the accessible role come with the element, so a dialog costs a few hundred
 * bytes instead of a 13 kB (gzip) library evaluated on every page and a 40 ms focus walk on the
 * first tap (issue #26). The parts and props mirror the ones we used from Radix's dialog:
 * Root › Portal › Overlay, Content › Title, Description, Close.
 */

interface DialogState {
  open: boolean;
  /** mounted: open, or closing while its exit animation plays */
  present: boolean;
  setOpen: (open: boolean) => void;
  exited: () => void;
  titleId: string;
  descriptionId: string;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('Dialog parts belong inside <Dialog.Root>');
  return state;
}

export function Root({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  const titleId = useId();
  const descriptionId = useId();
  const exited = useCallback(() => setPresent(false), []);
  const state: DialogState = {
    open,
    present: open || present,
    setOpen: onOpenChange,
    exited,
    titleId,
    descriptionId,
  };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

/** Into <body>, as before: an ancestor hidden at this width (display: none) would hide the dialog too. */
export function Portal({ children }: { children: ReactNode }) {
  const { present } = useDialog();
  return present ? createPortal(children, document.body) : null;
}

/** The dimmed page behind: drawn under the dialog, whose own ::backdrop is transparent. */
export function Overlay({ className }: { className?: string }) {
  const { open } = useDialog();
  return <div className={className} data-state={open ? 'open' : 'closed'} aria-hidden="true" />;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.getClientRects().length > 0);

/** Hides the page's scrollbar while a dialog is open, keeping its width so nothing moves. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const gap = window.innerWidth - root.clientWidth;
  const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  if (gap > 0) root.style.paddingRight = `${gap}px`;
  return () => Object.assign(root.style, before);
}

type ContentProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open'> & {
  /** Called once closed; preventDefault() keeps the focus from going back to where it was. */
  onCloseAutoFocus?: (event: Event) => void;
};

export function Content({ onCloseAutoFocus, onKeyDown, onClick, children, ...props }: ContentProps) {
  const { open, setOpen, exited, titleId, descriptionId } = useDialog();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeFocus = useRef(onCloseAutoFocus);
  closeFocus.current = onCloseAutoFocus;

  // The content is mounted while the dialog is present: opened on mount, closed on unmount.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement as HTMLElement | null;
    element.showModal();
    // The first control takes the focus, as it did with Radix (the browser may focus the box).
    if (!element.contains(document.activeElement) || document.activeElement === element)
      focusablesIn(element)[0]?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (element.open) element.close();
      const event = new Event('dialog.closeAutoFocus', { cancelable: true });
      closeFocus.current?.(event);
      if (!event.defaultPrevented && returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, []);

  // Closing: an exit animation that data-state="closed" starts plays out, then the dialog goes.
  useEffect(() => {
    if (open) return;
    const running = dialog.current?.getAnimations() ?? [];
    if (!running.length) {
      exited();
      return;
    }
    let done = false;
    const finish = () => {
      if (!done) exited();
      done = true;
    };
    void Promise.all(running.map((a) => a.finished)).then(finish, finish);
    const timer = setTimeout(finish, 400);
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [open, exited]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Escape asks the owner to close, so the state stays theirs and the exit animation plays.
    const cancel = (event: Event) => {
      event.preventDefault();
      setOpen(false);
    };
    // Closed by the browser all the same (a repeated Escape may not be cancelable).
    const closed = () => open && setOpen(false);
    element.addEventListener('cancel', cancel);
    element.addEventListener('close', closed);
    return () => {
      element.removeEventListener('cancel', cancel);
      element.removeEventListener('close', closed);
    };
  }, [open, setOpen]);

  // The focus goes round inside the dialog instead of leaving for the browser's own controls.
  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Tab' || event.defaultPrevented || !dialog.current) return;
    const all = focusablesIn(dialog.current);
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey ? active === first || active === dialog.current : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  // A press on the dimmed page (the dialog's backdrop) closes it.
  const click = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    const element = dialog.current;
    if (event.target !== element || !element) return;
    const box = element.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) setOpen(false);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-state={open ? 'open' : 'closed'}
      {...props}
      onKeyDown={keyDown}
      onClick={click}
    >
      {children}
    </dialog>
  );
}

export function Title({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h2 id={useDialog().titleId} className={className}>
      {children}
    </h2>
  );
}

export function Description({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p id={useDialog().descriptionId} className={className}>
      {children}
    </p>
  );
}

export function Close({ className, children, ...props }: ComponentProps<'button'>) {
  const { setOpen } = useDialog();
  return (
    <button type="button" className={className} {...props} onClick={() => setOpen(false)}>
      {children}
    </button>
  );
}
