import type { LoyaltyAnswer } from '@kartyna/domain';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { formatMoney, loyaltyProgress } from './cabinet-format';
import styles from './loyalty-card.module.css';

/** The loyalty card of /cabinet/personal: tier, cashback, purchases, progress, bonus balance. */
export async function LoyaltyCard({ loyalty, locale }: { loyalty: LoyaltyAnswer; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'cabinet.loyalty' });
  const progress = loyaltyProgress(loyalty);
  const next = loyalty.nextLevel ? t(`levels.${loyalty.nextLevel}`) : null;
  const nextText = next ? t('toNext', { amount: formatMoney(progress.left, locale), level: next }) : t('top');

  return (
    <section className={styles.card} aria-labelledby="loyalty-title">
      <div className={styles.top}>
        <h2 id="loyalty-title" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.level}>
          <span className={styles.label}>{t('level')}</span>
          <span className={styles.levelName}>{t(`levels.${loyalty.level}`)}</span>
        </p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('cashback')}</dt>
          <dd>
            {loyalty.cashbackPercent > 0 ? t('cashbackValue', { percent: loyalty.cashbackPercent }) : '0%'}
          </dd>
        </div>
        <div>
          <dt>{t('purchases')}</dt>
          <dd>{formatMoney(loyalty.cumulativePurchases, locale)}</dd>
        </div>
        <div>
          <dt>{t('bonus')}</dt>
          <dd>{formatMoney(loyalty.bonusBalance, locale)}</dd>
        </div>
      </dl>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={nextText}
      >
        <span className={styles.fill} style={{ width: `${progress.percent}%` }} />
      </div>
      <p className={styles.next}>{nextText}</p>
      <Link href="/loyalty-program" className={styles.more}>
        {t('more')}
      </Link>
    </section>
  );
}
