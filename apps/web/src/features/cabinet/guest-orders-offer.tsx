'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/features/account';
import { useRouter } from '@/i18n/client-navigation';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import styles from './email-confirmation.module.css';

type State = 'idle' | 'sending' | 'sent' | 'tooMany' | 'failed';

/**
 * Above the order history of an account whose mail is not proven yet (issue #26): orders placed
 * signed out with this mail join once a mailed link is opened. It never says whether such orders
 * exist: the address was typed at sign-up, not shown to be the shopper's, and "3 orders wait"
 * would tell a stranger who signed up with someone's address about that person's shopping.
 */
export function GuestOrdersOffer({ mail }: { mail: string }) {
  const t = useTranslations('cabinet.emailConfirmation');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const router = useRouter();
  const { handleAuthError } = useSession();
  const [state, setState] = useState<State>('idle');

  const send = async () => {
    setState('sending');
    try {
      await browserApi('/user/email-confirmation', { method: 'POST', body: { locale } });
      setState('sent');
    } catch (error) {
      if (handleAuthError(error)) return;
      if (error instanceof ApiError && error.statusCode === 409) {
        // Confirmed in another tab meanwhile: the fresh page lists the orders.
        router.refresh();
        return;
      }
      setState(error instanceof ApiError && error.statusCode === 429 ? 'tooMany' : 'failed');
    }
  };

  return (
    <section className={styles.offer} aria-labelledby="guest-orders-offer">
      <h2 id="guest-orders-offer" className={styles.title}>
        {t('offerTitle')}
      </h2>
      {state === 'sent' ? (
        <p role="status">{t('sent', { mail })}</p>
      ) : (
        <>
          <p>{t('offer', { mail })}</p>
          <button
            type="button"
            className="button"
            onClick={send}
            disabled={state === 'sending'}
            aria-busy={state === 'sending'}
          >
            {state === 'sending' ? t('sending') : t('send')}
          </button>
        </>
      )}
      {(state === 'tooMany' || state === 'failed') && (
        <p className="field-error" role="alert">
          {t(state)}
        </p>
      )}
    </section>
  );
}
