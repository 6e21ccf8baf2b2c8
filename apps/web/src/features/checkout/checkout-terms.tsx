import { useTranslations } from 'next-intl';
import styles from './checkout-form.module.css';

/** The delivery and payment terms of requirements §9, next to the order button. */
export function CheckoutTerms() {
  const t = useTranslations('checkout.terms');
  return (
    <section className={styles.terms} aria-labelledby="checkout-terms">
      <h3 id="checkout-terms">{t('title')}</h3>
      <ul>
        <li>{t('dispatch')}</li>
        <li>{t('delivery')}</li>
        <li>{t('tariffs')}</li>
        <li>{t('courier')}</li>
        <li>{t('cod')}</li>
        <li>{t('online')}</li>
        <li>{t('takeaway')}</li>
      </ul>
    </section>
  );
}
