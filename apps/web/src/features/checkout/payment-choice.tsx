'use client';

import {
  codFee,
  formatUah,
  paymentAllowed,
  type DeliveryType,
  type Kopiyky,
  type PaymentType,
} from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutFieldValues } from './checkout-schema';
import styles from './fields.module.css';
import { isOnlinePayment, type OnlinePayment } from './online-payment';
import { useErrorText } from './use-error-text';

/** The payment types the checkout offers (the photo order offers the same: photo-payment.ts). */
export const checkoutPayments: readonly PaymentType[] = ['card', 'apple-pay', 'google-pay', 'cod', 'account'];

type Translate = ReturnType<typeof useTranslations<'checkout.payment'>>;

/** Why cash on delivery is not offered for this delivery, instead of the option vanishing. */
const unavailableReason = (t: Translate, p: PaymentType, deliveryType: DeliveryType): string =>
  isOnlinePayment(p)
    ? t('unavailable.online')
    : deliveryType === 'takeaway'
      ? t('unavailable.takeaway')
      : t('unavailable.abroad');

const anyOnline: OnlinePayment = { available: true, test: false };

/** Allowed for this delivery, and online only when the API can take money online now. */
const usable = (p: PaymentType, deliveryType: DeliveryType, online: OnlinePayment): boolean =>
  paymentAllowed(p, deliveryType) && (online.available || !isOnlinePayment(p));

/**
 * The payment types for the chosen delivery (the domain's paymentAllowed): one the delivery rules
 * out stays visible, disabled, with the reason; the cash-on-delivery fee of requirements §9 is worked out
 * for these goods.
 */
export function PaymentChoice({
  offered,
  goods,
  online = anyOnline,
}: {
  offered: readonly PaymentType[];
  goods: Kopiyky;
  online?: OnlinePayment;
}) {
  const t = useTranslations('checkout.payment');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const errorText = useErrorText();
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<CheckoutFieldValues>();
  const deliveryType = useWatch<CheckoutFieldValues, 'delivery.deliveryType'>({
    name: 'delivery.deliveryType',
  });
  const paymentType = useWatch<CheckoutFieldValues, 'paymentType'>({ name: 'paymentType' });

  // A delivery that rules out the chosen payment (cash at the counter, abroad) moves it on.
  useEffect(() => {
    const first = offered.find((p) => usable(p, deliveryType, online));
    if (!usable(getValues('paymentType'), deliveryType, online) && first) setValue('paymentType', first);
  }, [deliveryType, offered, online, getValues, setValue]);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('title')}</legend>
      <div className={styles.choices} role="radiogroup" aria-label={t('title')}>
        {offered.map((p) => {
          const ok = usable(p, deliveryType, online);
          const noteId = `payment-note-${p}`;
          return (
            <label key={p} className={styles.choice} data-disabled={ok ? undefined : 'true'}>
              <input
                type="radio"
                value={p}
                {...register('paymentType')}
                disabled={!ok}
                aria-describedby={noteId}
              />
              <span>
                <span className={styles.choiceTitle}>{t(`types.${p}`)}</span>
                <span id={noteId} className={styles.choiceNote}>
                  {ok ? t(`notes.${p}`) : unavailableReason(t, p, deliveryType)}
                  {ok && online.test && isOnlinePayment(p) && <> · {t('testPayment')}</>}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {errors.paymentType && <p className="field-error">{errorText(errors.paymentType.message)}</p>}
      {paymentType === 'cod' && (
        <div className={styles.info}>
          <p>{t('codFee', { fee: formatUah(codFee(goods), locale) })}</p>
        </div>
      )}
      {paymentType !== 'cod' && paymentType !== 'account' && (
        <div className={styles.info}>
          <p>{t('onlineInfo')}</p>
        </div>
      )}
      {paymentType === 'account' && (
        <div className={styles.info}>
          <p>{t('accountInfo')}</p>
        </div>
      )}
    </fieldset>
  );
}
