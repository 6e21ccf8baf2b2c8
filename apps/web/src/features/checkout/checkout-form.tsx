'use client';

import {
  codFee,
  formatUah,
  kopiykyToUah,
  maxBonusSpend,
  isOnlinePaymentType,
  paymentAllowed,
  uahToKopiyky,
  type OrderPlaced,
  type Product,
} from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  clearCart,
  refreshCart,
  showOrderResult,
  startPayment,
  useCart,
  type CartLine,
} from '@/features/cart';
import { OrderRefusalAlert, PromotionRows } from '@/features/promotions';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import { orderTokenOf } from '@/lib/api/order-access';
import styles from './checkout-form.module.css';
import type { CheckoutFormValues, CheckoutParsed } from './checkout-schema';
import { emptyContact, emptyDelivery, mapApiErrors } from './checkout-values';
import { lazyResolver, usePreloadWhenIdle } from './lazy-resolver';
import { CheckoutTerms } from './checkout-terms';
import { ContactFields } from './contact-fields';
import { DeliveryFields } from './delivery-fields';
import { IdempotentAttempts } from './idempotency-key';
import { type OnlinePayment } from './online-payment';
import { PaymentChoice, checkoutPayments } from './payment-choice';
import { useErrorText } from './use-error-text';
import { ProfilePrefill } from './profile-prefill';
import { useSavedProfile } from './use-saved-profile';
import { useCheckoutDiscount } from './use-checkout-discount';

const { resolver, preload: preloadResolver } = lazyResolver(() =>
  import('./checkout-resolvers').then((m) => m.checkoutResolver),
);

/** Today's product data for lines the API refused, so the cart shows what is really in stock. */
async function freshProducts(lines: readonly CartLine[]): Promise<Product[]> {
  const answers = await Promise.allSettled(
    lines.map((l) => browserApi<Product>(`/products/${l.product.id}`)),
  );
  return answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
}

function CheckoutForm({ onlinePayment }: { onlinePayment: OnlinePayment }) {
  const t = useTranslations('checkout');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const errorText = useErrorText();
  const { lines, total } = useCart();
  const promo = useCheckoutDiscount(lines);
  // What the goods cost after the promotions: bonuses and the carrier's fee count from here.
  const goods = total - promo.discount;
  const profile = useSavedProfile();
  usePreloadWhenIdle(preloadResolver);
  const methods = useForm<CheckoutFormValues, unknown, CheckoutParsed>({
    resolver,
    defaultValues: { contact: emptyContact, delivery: emptyDelivery, paymentType: 'cod', bonusToSpend: 0 },
  });
  const { control, handleSubmit, setError, register, setValue, formState } = methods;
  const attempts = useRef(new IdempotentAttempts());
  const [formError, setFormError] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<{ name: string; message: string }[]>([]);
  const [redirecting, setRedirecting] = useState(false);

  const paymentType = useWatch({ control, name: 'paymentType' });
  const deliveryType = useWatch({ control, name: 'delivery.deliveryType' });
  const bonusWanted = useWatch({ control, name: 'bonusToSpend' });
  const maxBonus = maxBonusSpend(goods, uahToKopiyky(profile.bonusBalance));
  const bonus = Math.min(maxBonus, uahToKopiyky(Number.isFinite(bonusWanted) ? bonusWanted : 0));
  // The carrier's cash-on-delivery fee is paid with the parcel: it is part of what the shopper
  // hands over on receipt, so "to pay" counts it and says so (the shop's own total does not).
  const fee = paymentType === 'cod' && paymentAllowed('cod', deliveryType) ? codFee(goods) : 0;

  const onSubmit = async (data: CheckoutParsed) => {
    setFormError(null);
    setLineErrors([]);
    promo.clearRefusal();
    const ordered = [...lines];
    const body = {
      contact: data.contact,
      delivery: data.delivery,
      paymentType: data.paymentType,
      lines: ordered.map((l) => ({ productId: l.product.id, amount: l.amount })),
      ...(bonus > 0 ? { bonusToSpend: kopiykyToUah(bonus) } : {}),
      // The server counts the discount itself; a code it refuses refuses the order (422).
      ...(promo.code ? { promoCode: promo.code } : {}),
      language: locale,
    };
    let placed: OrderPlaced;
    try {
      placed = await browserApi<OrderPlaced>('/orders', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': attempts.current.keyFor(body) },
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A 4xx about the order is final; a lost answer, a 5xx or "still running" keeps the key.
      const final =
        error.statusCode >= 400 && error.statusCode < 500 && error.message !== 'idempotency_in_progress';
      if (final) attempts.current.settle();
      // A refused code is said by the submit button and at the promo field; all typed stays.
      if (promo.refusedBy(error)) return;
      const mapped = mapApiErrors(error.message, error.errors);
      // The first field the API named gets the focus; the others show their messages.
      mapped.fields.forEach((f, i) =>
        setError(f.name, { type: 'server', message: f.message }, { shouldFocus: i === 0 }),
      );
      setLineErrors(
        mapped.lines.map((l) => ({ name: ordered[l.index]?.product.name[locale] ?? '', message: l.message })),
      );
      setFormError(mapped.form);
      if (mapped.lines.length > 0) refreshCart(await freshProducts(ordered));
      return;
    }
    attempts.current.settle();
    // The order exists from here on: its goods leave the cart whatever the payment step does.
    clearCart();
    const token = orderTokenOf(placed);
    if (!isOnlinePaymentType(placed.paymentType)) {
      showOrderResult({ t: placed.resultType, id: placed.id, ...(token ? { k: token } : {}) });
      return;
    }
    setRedirecting(true);
    try {
      await startPayment({ orderId: placed.id, resultType: placed.resultType, locale, token });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The order stands; the result view says the payment page did not open and offers it again.
      showOrderResult({
        t: placed.resultType,
        id: placed.id,
        ...(token ? { k: token } : {}),
        paymentFailed: true,
      });
    }
  };

  const busy = formState.isSubmitting || redirecting;

  return (
    <FormProvider {...methods}>
      <ProfilePrefill user={profile.user} />
      <form
        className={styles.form}
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        aria-labelledby="checkout-title"
      >
        <div className={styles.fields}>
          <h2 id="checkout-title">{t('title')}</h2>
          <ContactFields />
          <DeliveryFields />
          <PaymentChoice offered={checkoutPayments} goods={goods} online={onlinePayment} />
        </div>

        <aside className={styles.summary} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className={styles.summaryTitle}>
            {t('summary.title')}
          </h2>
          <dl className={styles.totals}>
            <div>
              <dt>{t('summary.goods')}</dt>
              <dd>{formatUah(total, locale)}</dd>
            </div>
            <PromotionRows quote={promo.quote} />
            {bonus > 0 && (
              <div>
                <dt>{t('summary.bonus')}</dt>
                <dd>−{formatUah(bonus, locale)}</dd>
              </div>
            )}
            {fee > 0 && (
              <div>
                <dt>{t('summary.codFee')}</dt>
                <dd>{formatUah(fee, locale)}</dd>
              </div>
            )}
            <div>
              <dt>{t('summary.delivery')}</dt>
              <dd data-testid="checkout-delivery">
                {deliveryType === 'takeaway' ? t('summary.deliveryFree') : t('summary.deliveryTariff')}
              </dd>
            </div>
            <div className={styles.grand}>
              <dt>{fee > 0 ? t('summary.toPayOnReceipt') : t('summary.toPay')}</dt>
              <dd data-testid="checkout-total">{formatUah(goods - bonus + fee, locale)}</dd>
            </div>
          </dl>
          {deliveryType !== 'takeaway' && (
            <p className={styles.muted} data-testid="checkout-total-note">
              {fee > 0 ? t('summary.codTotalNote') : t('summary.deliveryNote')}
            </p>
          )}

          {maxBonus > 0 && (
            <div className={`field ${styles.bonus}`}>
              <label htmlFor="checkout-bonus">
                {t('summary.spendBonus', { max: formatUah(maxBonus, locale) })}
              </label>
              <div className={styles.bonusRow}>
                <input
                  id="checkout-bonus"
                  className="input"
                  type="number"
                  min={0}
                  max={kopiykyToUah(maxBonus)}
                  step="0.01"
                  inputMode="decimal"
                  {...register('bonusToSpend', { setValueAs: (v) => (v === '' ? 0 : Number(v)) })}
                />
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setValue('bonusToSpend', kopiykyToUah(maxBonus))}
                >
                  {t('summary.bonusMax')}
                </button>
              </div>
              <span className={styles.muted}>
                {t('summary.bonusBalance', {
                  balance: formatUah(uahToKopiyky(profile.bonusBalance), locale),
                })}
              </span>
            </div>
          )}

          {lineErrors.length > 0 && (
            <ul className={styles.alert} role="alert">
              {lineErrors.map((l) => (
                <li key={l.name}>{t('lineError', { name: l.name, error: errorText(l.message) ?? '' })}</li>
              ))}
            </ul>
          )}
          {promo.refused && (
            <OrderRefusalAlert
              code={promo.refused.code}
              refusal={promo.refused.refusal}
              onRemove={promo.removeCode}
            />
          )}
          {formError && (
            <p className={styles.alert} role="alert">
              {errorText(formError)}
            </p>
          )}
          <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
            {redirecting ? t('toPayment') : busy ? t('placing') : t('submit')}
          </button>
          <CheckoutTerms />
        </aside>
      </form>
    </FormProvider>
  );
}

/** The checkout on /cart (requirements §2): shown once the stored cart is read and has lines. */
export function Checkout({ onlinePayment }: { onlinePayment: OnlinePayment }) {
  const { lines, hydrated } = useCart();
  if (!hydrated || lines.length === 0) return null;
  return <CheckoutForm onlinePayment={onlinePayment} />;
}
