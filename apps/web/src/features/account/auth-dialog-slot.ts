import type { ComponentType } from 'react';
import type { AuthMode } from './session-context';

/**
 * Where a page that is sure to need the auth dialog (/login) puts it in advance. Everywhere
 * else the dialog is fetched lazily on first use; on /login it ships with the page, so the
 * modal does not wait behind the page's images for its own script.
 */
export const authDialogSlot: { component: ComponentType<{ mode: AuthMode }> | null } = { component: null };
