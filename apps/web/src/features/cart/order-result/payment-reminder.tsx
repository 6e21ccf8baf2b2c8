'use client';

import { formatUah, orderNumberLabel, uahToKopiyky } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { Reminder } from './pending-payment';
import styles from './payment-reminder.module.css';
import { showOrderResult } from './show-order-result';
import { startPayment } from './start-payment';
import { thankOrderSearch } from './thank-order';
import { usePaymentReminders } from './use-payment-reminders';

interface ReminderProps {
  reminder: Reminder;
  onDismiss: (reminder: Reminder) => void;
  /** the API said the order cannot be paid now (paid meanwhile): ask again */
  onStale: () => void;
}

function PaymentReminder({ reminder, onDismiss, onStale }: ReminderProps) {
  const t = useTranslations('cart');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const [starting, setStarting] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);
  const { id, token, kind, summary } = reminder;
  const number = orderNumberLabel(kind, id, locale);
  const headingId = `pay-reminder-${kind}-${id}`;
  const thankOrder = { t: summary.resultType, id, k: token };
  const detailsHref = `${locale === 'ua' ? '' : `/${locale}`}/cart${thankOrderSearch(thankOrder)}`;

  const pay = async () => {
    setStarting(true);
    setOpenFailed(false);
    try {
      // On success the browser leaves for the payment page: the button stays busy.
      await startPayment({ orderId: id, resultType: summary.resultType, locale, token });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setStarting(false);
      if (error.statusCode === 409) onStale();
      else setOpenFailed(true);
    }
  };

  return (
    <section className={styles.reminder} aria-labelledby={headingId} data-testid="payment-reminder">
      <h2 id={headingId} className={styles.title}>
        {t('pending.title', { number })}
      </h2>
      <p className={styles.text}>{kind === 'photo' ? t('pending.photoText') : t('pending.text')}</p>
      <p className={styles.amount}>
        {t('pending.amount', { amount: formatUah(uahToKopiyky(summary.total), locale) })}
      </p>
      {summary.testPayment && <p className={styles.test}>{t('result.testPayment')}</p>}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={pay} disabled={starting} aria-busy={starting}>
          {starting ? t('pending.opening') : t('pending.pay')}
        </button>
        <a
          href={detailsHref}
          className={styles.details}
          onClick={(event) => {
            // The result view opens over this page; a plain load does the same without script.
            event.preventDefault();
            showOrderResult(thankOrder);
          }}
        >
          {t('pending.details')}
        </a>
        <button
          type="button"
          className={styles.dismiss}
          onClick={() => onDismiss(reminder)}
          aria-label={t('pending.dismissLabel', { number })}
        >
          {t('pending.dismiss')}
        </button>
      </div>
      {openFailed && (
        <p className="field-error" role="alert">
          {t('pending.openFailed')}
        </p>
      )}
    </section>
  );
}

/**
 * Above the empty cart: each unpaid online order this browser holds (pending-payment.ts), with
 * "pay". The shopper who backs out of the payment page lands here, often scrolled down to
 * where the checkout's button was: the page goes back to the top to show it.
 */
export function PaymentReminders() {
  const { reminders, dismiss, refresh } = usePaymentReminders();
  const scrolled = useRef(false);
  const any = reminders.length > 0;
  useEffect(() => {
    if (!any || scrolled.current) return;
    scrolled.current = true;
    window.scrollTo({ top: 0 });
  }, [any]);
  if (!any) return null;
  return (
    <div className={styles.list}>
      {reminders.map((r) => (
        <PaymentReminder key={`${r.kind}-${r.id}`} reminder={r} onDismiss={dismiss} onStale={refresh} />
      ))}
    </div>
  );
}
