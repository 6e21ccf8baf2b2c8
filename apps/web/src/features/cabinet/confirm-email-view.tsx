'use client';

import type { EmailConfirmedAnswer } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/features/account';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import styles from './email-confirmation.module.css';
import { countText } from '@/lib/count-text/count-text';

type State =
  | { kind: 'working' }
  | { kind: 'done'; joined: number }
  | { kind: 'signIn' }
  | { kind: 'invalid' | 'expired' | 'failed' };

/**
 * /account/confirm-email?token=…: spends the mailed link with this browser's session (issue #26).
 * The link is the signed-in account's own, so a visitor without a session signs in first and
 * the link is used after. A used, stale or expired link offers a fresh one from the cabinet.
 */
export function ConfirmEmailView({ token }: { token: string }) {
  const t = useTranslations('cabinet.emailConfirmation');
  const locale = useLocale();
  const { signedIn, openAuth } = useSession();
  const [state, setState] = useState<State>({ kind: 'working' });
  // One spend per session: a second render (Strict Mode, a re-render) must not find it used.
  const tried = useRef<boolean | null>(null);

  useEffect(() => {
    if (tried.current === signedIn) return;
    tried.current = signedIn;
    if (!token) {
      setState({ kind: 'invalid' });
      return;
    }
    if (!signedIn) {
      setState({ kind: 'signIn' });
      return;
    }
    setState({ kind: 'working' });
    browserApi<EmailConfirmedAnswer>('/auth/confirm-email', { method: 'POST', body: { token } }).then(
      (answer) => setState({ kind: 'done', joined: answer.attachedOrders + answer.attachedPhotoOrders }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) return setState({ kind: 'failed' });
        if (error.statusCode === 401) return setState({ kind: 'signIn' });
        if (error.message === 'confirmation_link_expired') return setState({ kind: 'expired' });
        // Garbage, a used link, another account's, or one the validation refused: all alike.
        setState({ kind: error.statusCode === 400 ? 'invalid' : 'failed' });
      },
    );
  }, [signedIn, token]);

  return (
    <div className={`container ${styles.screen}`}>
      <h1>{t('title')}</h1>
      {state.kind === 'working' && <p role="status">{t('working')}</p>}
      {state.kind === 'done' && (
        <>
          <p role="status">
            {state.joined > 0 ? countText(t, 'doneJoined', locale, { count: state.joined }) : t('done')}
          </p>
          <Link href="/cabinet/history" className="button">
            {t('toHistory')}
          </Link>
        </>
      )}
      {state.kind === 'signIn' && (
        <>
          <p>{t('signIn')}</p>
          <button type="button" className="button" onClick={() => openAuth('sign-in')}>
            {t('signInAction')}
          </button>
        </>
      )}
      {(state.kind === 'invalid' || state.kind === 'expired' || state.kind === 'failed') && (
        <>
          <p role="alert">{t(state.kind)}</p>
          {state.kind !== 'failed' && <p>{t('askAgain')}</p>}
          <Link href="/cabinet/history" className="button">
            {t('newLink')}
          </Link>
        </>
      )}
    </div>
  );
}
