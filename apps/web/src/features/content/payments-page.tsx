import {
  carrierDeliveryFromUah,
  codFeePercent,
  codFixedFee,
  courierExtraUah,
  formatUah,
  shopTerms,
  uahToKopiyky,
} from '@kartyna/domain';
import { getTranslations } from 'next-intl/server';
import { getShopInfo } from '@/features/layout';
import { PlainLink } from '@/i18n/plain-link';
import type { AppLocale } from '@/i18n/routing';
import styles from './content-page.module.css';
import { PageIntro } from './page-intro';
import { getStaffPageText, StaffPageText } from './staff-page-text';

/**
 * /payments-and-delivery: every term of requirements §9, with the figures from the domain package —
 * or staff's text in their place when they wrote one in the back office.
 */
export async function PaymentsPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations('content.payments');
  const [shop, staffText] = await Promise.all([
    getShopInfo(locale),
    getStaffPageText('payments-and-delivery', locale),
  ]);
  const uah = (n: number) => formatUah(uahToKopiyky(n), locale);
  const values = {
    codFee: formatUah(codFixedFee, locale),
    codPercent: codFeePercent,
    deliveryFrom: uah(carrierDeliveryFromUah),
    courierExtra: uah(courierExtraUah),
    dispatch: shopTerms.dispatchWorkingDays.replace('-', '–'),
    regional: shopTerms.deliveryDaysRegionalCentres.replace('-', '–'),
    district: shopTerms.deliveryDaysDistrictCentresMax,
    takeaway: (shop.takeawayHours || shopTerms.takeawayHours).replace('-', '–'),
    address: shop.address,
    returnDays: shopTerms.returnDays,
    refundDays: shopTerms.refundDays,
  };

  const block = (id: string, keys: string[]) => (
    <section className={`${styles.section} ${styles.prose}`} aria-labelledby={`pd-${id}`}>
      <h2 id={`pd-${id}`}>{t(`${id}.title`)}</h2>
      <ul>
        {keys.map((k) => (
          <li key={k}>{t.rich(`${id}.${k}`, { ...values, b: (chunks) => <strong>{chunks}</strong> })}</li>
        ))}
      </ul>
    </section>
  );

  const cta = (
    <div className={styles.cta}>
      <PlainLink href="/contacts" className="button">
        {t('toContacts')}
      </PlainLink>
      <PlainLink href="/public-offer" className="button button-secondary">
        {t('toOffer')}
      </PlainLink>
    </div>
  );

  if (staffText)
    return (
      <div className={`container ${styles.page}`}>
        <PageIntro eyebrow={t('eyebrow')} title={t('title')} />
        <StaffPageText body={staffText} />
        {cta}
      </div>
    );
  return (
    <div className={`container ${styles.page}`}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <ul className={styles.cards} aria-label={t('highlights')}>
        <li className={styles.card}>
          <span className={styles.figure}>{t('cards.dispatchFigure', values)}</span>
          <p>{t('cards.dispatch')}</p>
        </li>
        <li className={styles.card}>
          <span className={styles.figure}>{t('cards.returnFigure', values)}</span>
          <p>{t('cards.return')}</p>
        </li>
        <li className={styles.card}>
          <span className={styles.figure}>{t('cards.pickupFigure', values)}</span>
          <p>{t('cards.pickup')}</p>
        </li>
      </ul>
      {block('delivery', ['novaPoshta', 'courier', 'ukrPost', 'cost', 'timing', 'pickup', 'abroad'])}
      {block('payment', ['card', 'online', 'cod', 'account'])}
      {block('returns', ['window', 'condition', 'shipping', 'refund', 'how'])}
      <p className={styles.note}>{t('questions')}</p>
      {cta}
    </div>
  );
}
