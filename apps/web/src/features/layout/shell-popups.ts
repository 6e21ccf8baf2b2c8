import { MENU_DRAWER_ID } from './menu-drawer-id';

/** Whether buttons open dialogs by themselves (commandfor/command; Chromium 135, Safari 26.2). */
export const supportsInvokerCommands = (): boolean =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * Closes the drawer and every open popover of the shell (the drawer's panels, the search, the
 * language list): after a link is followed the new page must not open under them.
 */
export function closeShellPopups(root: Document): void {
  for (const popover of root.querySelectorAll<HTMLElement>('[popover]')) {
    if (popover.matches(':popover-open')) popover.hidePopover();
  }
  const drawer = root.getElementById(MENU_DRAWER_ID);
  if (drawer instanceof HTMLDialogElement && drawer.open) drawer.close();
}
