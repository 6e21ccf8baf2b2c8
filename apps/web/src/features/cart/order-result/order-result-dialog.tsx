'use client';

import {
  formatUah,
  orderNumberLabel,
  shippingNotes,
  uahToKopiyky,
  type CommonVariable,
  type Locale,
} from '@kartyna/domain';
import * as Dialog from '@/lib/dialog/dialog';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/account';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/browser-api';
import styles from './order-result-dialog.module.css';
import { isPhotoResult, orderApiBase } from './order-kind';
import type { OrderResult } from './order-result-store';
import { rememberOrderToken, rememberedOrderToken } from './order-tokens';
import { PaymentState } from './payment-state';
import { paymentView, resultHeading, waitsForPayment } from './payment-view';
import { closeOrderResult } from './show-order-result';
import { rememberedPayment } from './start-payment';
import { useOrderSummary } from './use-order-summary';
import { usePaymentStatus } from './use-payment-status';

const SUPPORT_PHONE_KEYS = ['phone_main', 'phone_second'];

/** The shop's support phones from the common variables (requirements §9 "support phone numbers"). */
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

/** The note under the title: when the goods leave, or, for an unpaid online order, that they wait for it. */
function shippingNote(result: OrderResult, waiting: boolean, t: (key: string) => string, locale: Locale) {
  if (!waiting) return shippingNotes[result.t][locale];
  if (result.t === 'takeaway') return t('takeawayAfterPayment');
  if (result.t === 'photo-picture') return t('photoAfterPayment');
  return t('shipsAfterPayment');
}

/** The content of the order-result view; loaded on demand by OrderResultModal. */
export function OrderResultDialog({ result }: { result: OrderResult }) {
  const t = useTranslations('cart.result');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const { signedIn } = useSession();
  const phones = useSupportPhones();
  const orderId = result.id ?? result.orderId;
  // Photo orders are numbered apart from orders: their summary, token and payment are their own.
  const photo = isPhotoResult(result.t);
  const [paymentId, setPaymentId] = useState<string | null>(result.p ?? null);
  const [token, setToken] = useState<string | null>(result.k ?? null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    // Read after mount: the remembered payment and token live in this browser's storage only.
    if (!orderId) return;
    // Only a return from the provider (`r`) follows this browser's last payment of the order:
    // the mail's pay link or an old tab would otherwise spin on an attempt long abandoned.
    if (!result.p) setPaymentId(result.r ? rememberedPayment(orderId, photo) : null);
    // A token from the address (the mail's pay link) is kept for a later visit without it.
    if (result.k) rememberOrderToken(orderId, result.k, photo);
    else setToken(rememberedOrderToken(orderId, photo));
  }, [orderId, photo, result.p, result.k, result.r]);

  const { status: polled, overdue } = usePaymentStatus(paymentId);
  // A settled payment changes what the order summary says (no more "pay").
  const settled = polled !== null && polled !== 'awaiting';
  const summary = useOrderSummary(orderId, token, version + (settled ? 1 : 0), orderApiBase(result.t));
  const view = paymentView({
    paymentFailed: Boolean(result.paymentFailed),
    followsPayment: paymentId !== null,
    overdue,
    polled,
    summary,
  });

  const heading = resultHeading(view, result.t === 'photo-picture');

  return (
    <Dialog.Root open onOpenChange={(open) => !open && closeOrderResult()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby="order-result-note">
          <div
            className={heading.mark === 'warning' ? `${styles.mark} ${styles.markWarning}` : styles.mark}
            aria-hidden="true"
          >
            {heading.mark === 'warning' ? '!' : '✓'}
          </div>
          <Dialog.Title className={styles.title}>{t(heading.title)}</Dialog.Title>
          {orderId && (
            <p className={styles.number}>
              {t(heading.number, {
                number: orderNumberLabel(result.t === 'photo-picture' ? 'photo' : 'shop', orderId, locale),
              })}
            </p>
          )}
          {summary && summary.discount > 0 && (
            <p className={styles.discount} data-testid="order-discount">
              {t('discount', { amount: formatUah(uahToKopiyky(summary.discount), locale) })}
            </p>
          )}
          <PaymentState
            view={view}
            orderId={orderId}
            token={token}
            resultType={summary?.resultType ?? result.t}
            summary={summary}
            onStale={() => setVersion((v) => v + 2)}
          />
          <p id="order-result-note" className={styles.note}>
            {view === 'cancelled' ? t('cancelled') : shippingNote(result, waitsForPayment(view), t, locale)}
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
