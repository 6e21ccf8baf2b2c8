'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from '@/i18n/client-navigation';
import AuthDialog from './auth-dialog';
import { authDialogSlot } from './auth-dialog-slot';
import { useSession } from './session-context';
import { hasSessionCookie } from './session-logic';

// This page opens the modal at once: its script comes with the page, not on demand.
authDialogSlot.component = AuthDialog;

/**
 * The /login route (requirements §2, also where the cabinet sends a visitor without a session): the
 * sign-in modal opens over the page. `expired` means the server refused the session the
 * browser still holds, so it is ended first; a live session goes straight to the cabinet.
 */
export function LoginOpener({ expired = false }: { expired?: boolean }) {
  const { openAuth, clearSession } = useSession();
  const router = useRouter();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (expired) clearSession();
    else if (hasSessionCookie(document.cookie)) {
      router.replace('/cabinet/personal');
      return;
    }
    openAuth('sign-in');
  }, [expired, clearSession, openAuth, router]);

  return null;
}
