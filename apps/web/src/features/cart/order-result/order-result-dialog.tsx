'use client';

import { shippingNotes, type CommonVariable } from '@kartyna/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/account';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import styles from './order-result-dialog.module.css';
import type { OrderResult } from './order-result-store';
import { closeOrderResult } from './show-order-result';
import { rememberedPayment, startPayment } from './start-payment';
import { usePaymentStatus } from './use-payment-status';

const SUPPORT_PHONE_KEYS = ['phone_main', 'phone_second'];

/** The shop's support phones from the common variables (SPEC §9 "support phone numbers"). */
function useSupportPhones(): string[] {
  const [phones, setPhones] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    browserApi<CommonVariable[]>('/content/common-variables', { signal: controller.signal })
      .then((vars) =>
        setPhones(
          SUPPORT_PHONE_KEYS.map((k) => vars.find((v) => v.key === k)?.value).filter((v): v is string => !!v),
        ),
      )
      .catch(() => undefined); // the view still thanks the shopper without the phones
    return () => controller.abort();
  }, []);
  return phones;
}

function PaymentState({
  orderId,
  paymentId,
  result,
}: {
  orderId?: number;
  paymentId: string | null;
  result: OrderResult;
}) {
  const t = useTranslations('cart.result');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const polled = usePaymentStatus(paymentId);
  const status = result.paymentFailed && !paymentId ? 'failed' : polled;
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState(false);

  const retry = async () => {
    if (!orderId) return;
    setRetrying(true);
    setRetryError(false);
    try {
      await startPayment({ orderId, resultType: result.t, locale });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRetryError(true);
      setRetrying(false);
    }
  };

  if (status === 'paid')
    return (
      <p className={`${styles.payment} ${styles.paid}`} role="status">
        {t('paid')}
      </p>
    );
  if (status === 'failed' || status === 'refunded')
    return (
      <div className={`${styles.payment} ${styles.failed}`} role="status">
        <p>{status === 'failed' ? t('paymentFailed') : t('refunded')}</p>
        {status === 'failed' && orderId && (
          <button type="button" className="button" onClick={retry} disabled={retrying}>
            {t('payAgain')}
          </button>
        )}
        {retryError && <p className="field-error">{t('payAgainError')}</p>}
      </div>
    );
  return (
    <p className={styles.payment} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('awaitingPayment')}
    </p>
  );
}

/** The content of the order-result view; loaded on demand by OrderResultModal. */
export function OrderResultDialog({ result }: { result: OrderResult }) {
  const t = useTranslations('cart.result');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const { signedIn } = useSession();
  const phones = useSupportPhones();
  const orderId = result.orderId ?? result.o;
  const [paymentId, setPaymentId] = useState<string | null>(result.p ?? null);

  useEffect(() => {
    // Read after mount: the remembered payment lives in this browser's storage only.
    if (!result.p && result.o) setPaymentId(rememberedPayment(result.o));
  }, [result.p, result.o]);

  const title = result.t === 'photo-picture' ? t('photoTitle') : t('title');

  return (
    <Dialog.Root open onOpenChange={(open) => !open && closeOrderResult()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby="order-result-note">
          <div className={styles.mark} aria-hidden="true">
            ✓
          </div>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {orderId && <p className={styles.number}>{t('orderNumber', { id: orderId })}</p>}
          {(paymentId || result.paymentFailed) && (
            <PaymentState orderId={orderId} paymentId={paymentId} result={result} />
          )}
          <p id="order-result-note" className={styles.note}>
            {shippingNotes[result.t][locale]}
          </p>
          <p className={styles.mail}>{t('mailSent')}</p>
          {phones.length > 0 && (
            <div className={styles.phones}>
              <p>{t('questions')}</p>
              <ul>
                {phones.map((phone) => (
                  <li key={phone}>
                    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className={styles.actions}>
            {signedIn && (
              <Link href="/cabinet/history" className="button button-secondary" onClick={closeOrderResult}>
                {t('history')}
              </Link>
            )}
            <Link href="/catalog" className="button" onClick={closeOrderResult}>
              {t('continue')}
            </Link>
          </div>
          <Dialog.Close className={styles.close} aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
