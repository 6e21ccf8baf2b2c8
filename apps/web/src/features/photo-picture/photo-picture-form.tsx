'use client';

import {
  formatUah,
  photoPictureUnitPrice,
  photoTemplateSeed,
  urgentSurchargePercent,
  type PhotoOrderCreated,
} from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  ContactFields,
  DeliveryFields,
  IdempotentAttempts,
  PaymentChoice,
  ProfilePrefill,
  emptyContact,
  emptyDelivery,
  lazyResolver,
  loadPhotoCheckoutResolver,
  mapApiErrors,
  useErrorText,
  useSavedProfile,
  type CheckoutFieldValues,
  type OnlinePayment,
  type PhotoCheckoutParsed,
} from '@/features/checkout';
import {
  NextPromotionHint,
  OrderRefusalAlert,
  PromoCodeField,
  PromotionRows,
  QuoteFailedNote,
} from '@/features/promotions';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import { PhotoOptions, type PhotoOptionsValue } from './photo-options';
import { photoPayments, usePhotoPayment } from './photo-payment';
import styles from './photo-picture.module.css';
import { preloadStudioPanel } from './lazy-studio-panel';
import type { StudioSnapshot } from './photo-studio-panel';
import { PhotoStep, type PhotoStepControl } from './photo-step';
import { usePhotoDiscount } from './use-photo-discount';

const { resolver, preload: preloadResolver } = lazyResolver(loadPhotoCheckoutResolver);
const initialOptions: PhotoOptionsValue = {
  complectation: 'classic',
  size: '40x50',
  speed: 'standart',
  amount: 1,
};

/**
 * The photo-picture order (requirements §2 /photo-picture): upload a photo, choose how it is made, see
 * the price from the requirements §9 table live, then contact, delivery and payment as at checkout.
 */
export function PhotoPictureForm({ onlinePayment }: { onlinePayment: OnlinePayment }) {
  const t = useTranslations('photo');
  const tp = useTranslations('promotions');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const errorText = useErrorText();
  const profile = useSavedProfile();
  const [options, setOptions] = useState(initialOptions);
  // The photo, its upload and the studio live in their step; the order line carries the
  // studio's orientation, crop and seed, and a refused photo (or the first preview on its way)
  // holds the order back.
  const photo = useRef<PhotoStepControl>(null);
  const studio = useRef<StudioSnapshot>({
    order: { orientation: 'portrait', seed: photoTemplateSeed },
    blocker: null,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const attempts = useRef(new IdempotentAttempts());
  const payment = usePhotoPayment(locale);
  const methods = useForm<CheckoutFieldValues, unknown, PhotoCheckoutParsed>({
    resolver,
    defaultValues: { contact: emptyContact, delivery: emptyDelivery, paymentType: 'cod' },
  });
  const { handleSubmit, setError, formState } = methods;

  const unit = photoPictureUnitPrice(options.size, options.complectation, options.speed);
  const total = unit * options.amount;
  const promo = usePhotoDiscount(options);

  const onSubmit = async (data: PhotoCheckoutParsed) => {
    setFormError(null);
    promo.clearRefusal();
    const upload = photo.current?.upload;
    if (upload?.status !== 'done') {
      photo.current?.hold(null);
      document.getElementById('photo-step')?.scrollIntoView({ block: 'start' });
      return;
    }
    // A photo the generator refused cannot be painted at this size; while the first preview is
    // on its way the shopper has not seen what they buy. A failed preview does not block:
    // the workshop makes the template from the stored photo itself.
    if (studio.current.blocker) {
      photo.current?.hold(studio.current.blocker);
      document.getElementById('photo-step')?.scrollIntoView({ block: 'start' });
      return;
    }
    const { comment, ...clientData } = data.contact;
    const body = {
      clientData,
      delivery: data.delivery,
      paymentType: data.paymentType,
      productsData: [{ imageUrl: upload.imageUrl, ...options, ...studio.current.order }],
      ...(comment ? { comment } : {}),
      // The server counts the discount itself; a code it refuses refuses the order (422).
      ...(promo.code ? { promoCode: promo.code } : {}),
      language: locale,
    };
    try {
      const created = await browserApi<PhotoOrderCreated>('/photo-orders', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': attempts.current.keyFor(body) },
      });
      attempts.current.settle();
      photo.current?.clear();
      setOptions(initialOptions);
      promo.remove();
      methods.reset();
      await payment.proceed(created, data.paymentType);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.statusCode >= 400 && error.statusCode < 500 && error.message !== 'idempotency_in_progress')
        attempts.current.settle();
      // A refused code is said at the promo field and by the button; everything typed stays.
      if (promo.refusedBy(error)) return;
      const mapped = mapApiErrors(
        error.message,
        error.errors.filter((e) => !e.path.startsWith('productsData')),
      );
      // The first field the API named gets the focus; the others show their messages.
      mapped.fields.forEach((f, i) =>
        setError(f.name, { type: 'server', message: f.message }, { shouldFocus: i === 0 }),
      );
      // A refused image (expired, not ours) means uploading it again.
      if (error.errors.some((e) => e.path.startsWith('productsData'))) photo.current?.again();
      else setFormError(mapped.form);
    }
  };

  return (
    <FormProvider {...methods}>
      <ProfilePrefill user={profile.user} />
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('formTitle')}>
        <section
          id="photo-step"
          className={styles.step}
          aria-labelledby="photo-step-title"
          onPointerDownCapture={preloadStudioPanel}
          onFocusCapture={preloadStudioPanel}
        >
          <h2 id="photo-step-title">{t('steps.photo')}</h2>
          <div className={styles.studio}>
            <PhotoStep options={options} studio={studio} control={photo} />
            <PhotoOptions value={options} onChange={setOptions} />
          </div>
        </section>

        <section className={styles.step} aria-labelledby="photo-order-title" onFocusCapture={preloadResolver}>
          <h2 id="photo-order-title">{t('steps.order')}</h2>
          <ContactFields />
          <DeliveryFields />
          <PaymentChoice offered={photoPayments} goods={total - promo.discount} online={onlinePayment} />
        </section>

        <aside className={styles.summary} aria-labelledby="photo-summary-title">
          <h2 id="photo-summary-title">{t('summary.title')}</h2>
          <dl className={styles.totals}>
            <div>
              <dt>{t('summary.picture')}</dt>
              <dd>
                {t(`options.complectations.${options.complectation}`)}, {options.size.replace('x', '×')}
              </dd>
            </div>
            <div>
              <dt>{t('summary.speed')}</dt>
              <dd>
                {t(`options.speeds.${options.speed}`)}
                {options.speed === 'urgently' && ` (+${urgentSurchargePercent} %)`}
              </dd>
            </div>
            <div>
              <dt>{t('summary.unit')}</dt>
              <dd>{formatUah(unit, locale)}</dd>
            </div>
            <div>
              <dt>{t('summary.amount')}</dt>
              <dd>{options.amount}</dd>
            </div>
            <div className={promo.discount > 0 ? undefined : styles.grand}>
              <dt>{t('summary.total')}</dt>
              <dd data-testid="photo-total" aria-live="polite">
                {formatUah(total, locale)}
              </dd>
            </div>
            <PromotionRows quote={promo.quote} />
            {promo.discount > 0 && (
              <div className={styles.grand}>
                <dt>{tp('totalAfterDiscount')}</dt>
                <dd data-testid="photo-total-after-discount">{formatUah(total - promo.discount, locale)}</dd>
              </div>
            )}
          </dl>
          <div className={styles.promo}>
            <PromoCodeField
              applied={promo.code}
              state={promo.state}
              onApply={promo.apply}
              onRemove={promo.remove}
            />
            <NextPromotionHint quote={promo.quote} />
            {promo.state.status === 'failed' && promo.code === null && <QuoteFailedNote />}
          </div>
          {promo.refused && (
            <OrderRefusalAlert
              code={promo.refused.code}
              refusal={promo.refused.refusal}
              onRemove={promo.remove}
            />
          )}
          {formError && (
            <p className={styles.alert} role="alert">
              {errorText(formError)}
            </p>
          )}
          <button
            type="submit"
            className={`button ${styles.submit}`}
            disabled={formState.isSubmitting || payment.redirecting}
          >
            {formState.isSubmitting || payment.redirecting ? t('placing') : t('submit')}
          </button>
          <p className={styles.hint}>{t('summary.note')}</p>
        </aside>
      </form>
    </FormProvider>
  );
}
