'use client';

import { useTranslations } from 'next-intl';
import { refusalNotice, type RefusalKey } from './promo-notice';
import { usePromoWords } from './use-promo-words';
import styles from './promotions.module.css';

interface OrderRefusalAlertProps {
  code: string;
  refusal: RefusalKey;
  /** places nothing: takes the code away so the next press orders without it */
  onRemove: () => void;
  className?: string;
}

/**
 * Beside the submit button, when the order was refused for its code: why, and the way on
 * without it. The promo field says the same in detail (how much to add), asked again meanwhile.
 */
export function OrderRefusalAlert({ code, refusal, onRemove, className }: OrderRefusalAlertProps) {
  const t = useTranslations('promotions');
  const words = usePromoWords();
  const reason = words(refusalNotice({ message: refusal, missing: null, missingItems: null }));
  return (
    <div className={[styles.orderRefusal, className].filter(Boolean).join(' ')} role="alert">
      <p>{t('orderRefused', { code, reason })}</p>
      <button type="button" className="button button-secondary" onClick={onRemove}>
        {t('orderWithout')}
      </button>
    </div>
  );
}
