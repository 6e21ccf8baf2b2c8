'use client';

import { formatUah, uahToKopiyky, type OrderResultType } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { OrderSummary } from '@/lib/api/order-access';
import styles from './order-result-dialog.module.css';
import { canPay, type PaymentView } from './payment-view';
import { startPayment } from './start-payment';

interface PaymentStateProps {
  view: PaymentView;
  orderId: number | undefined;
  token: string | null;
  resultType: OrderResultType;
  summary: OrderSummary | null;
  /** the API said the order is paid already (409): read the summary again */
  onStale: () => void;
}

const messageKey: Record<Exclude<PaymentView, 'none' | 'cancelled'>, string> = {
  'open-failed': 'openFailed',
  paid: 'paid',
  failed: 'paymentFailed',
  refunded: 'refunded',
  awaiting: 'awaitingPayment',
  unconfirmed: 'unconfirmed',
  'pay-later': 'payLater',
  unpaid: 'payLater',
};

/** The money part of the result view: the payment's state and, while the order is unpaid, "pay". */
export function PaymentState({ view, orderId, token, resultType, summary, onStale }: PaymentStateProps) {
  const t = useTranslations('cart.result');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const [starting, setStarting] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);
  // A cancelled order is said in the note under the title; nothing to pay.
  if (view === 'none' || view === 'cancelled') return null;

  const pay = async () => {
    if (!orderId) return;
    setStarting(true);
    setOpenFailed(false);
    try {
      // On success the browser leaves for the payment page: the button stays busy.
      await startPayment({ orderId, resultType, locale, token });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setStarting(false);
      if (error.statusCode === 409) onStale();
      else setOpenFailed(true);
    }
  };

  const tone = view === 'paid' ? styles.paid : view === 'failed' ? styles.failed : '';
  const payable = canPay(view, summary, Boolean(orderId));
  const label = view === 'failed' ? t('payAgain') : t('pay');

  return (
    <div className={`${styles.payment} ${tone}`} role="status" data-testid="payment-state">
      <p className={styles.paymentLine}>
        {view === 'awaiting' && <span className={styles.spinner} aria-hidden="true" />}
        {t(messageKey[view])}
      </p>
      {view === 'unconfirmed' && <p className={styles.hint}>{t('unconfirmedHint')}</p>}
      {summary?.testPayment && <p className={styles.test}>{t('testPayment')}</p>}
      {payable && (
        <>
          {view === 'awaiting' && <p className={styles.hint}>{t('notFinished')}</p>}
          {view !== 'awaiting' && summary && (
            <p className={styles.amount}>
              {t('amountDue', { amount: formatUah(uahToKopiyky(summary.total), locale) })}
            </p>
          )}
          <button
            type="button"
            // While the provider's word is seconds away, paying again is the lesser choice.
            className={view === 'awaiting' ? 'button button-secondary' : 'button'}
            onClick={pay}
            disabled={starting}
            aria-busy={starting}
          >
            {starting ? t('opening') : label}
          </button>
        </>
      )}
      {openFailed && (
        <p className="field-error" role="alert">
          {t('openFailed')}
        </p>
      )}
    </div>
  );
}
