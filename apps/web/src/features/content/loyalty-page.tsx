import { maxBonusSharePercent } from '@kartyna/domain';
import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/plain-link';
import type { AppLocale } from '@/i18n/routing';
import styles from './content-page.module.css';
import { tierRows } from './loyalty-tiers';
import { PageIntro } from './page-intro';
import { getStaffPageText, StaffPageText } from './staff-page-text';

/**
 * /loyalty-program: requirements §9's tier table and how cashback is earned and spent. Staff's text,
 * when they wrote one, replaces the words; the table stays, it comes from the domain's tiers.
 */
export async function LoyaltyPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations('content.loyalty');
  const staffText = await getStaffPageText('loyalty-program', locale);
  const rows = tierRows(locale);
  const steps = t.raw('steps') as string[];
  return (
    <div className={`container ${styles.page}`}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={staffText ? undefined : t('lead')} />
      <table className={styles.table}>
        <caption>{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tier')}</th>
            <th scope="col">{t('cashback')}</th>
            <th scope="col">{t('purchases')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.level}>
              <th scope="row">{t(`levels.${r.level}`)}</th>
              <td className={styles.cashback}>+{r.cashbackPercent} %</td>
              <td>{r.to ? t('range', { from: r.from, to: r.to }) : t('rangeFrom', { from: r.from })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {staffText ? (
        <StaffPageText body={staffText} />
      ) : (
        <section className={`${styles.section} ${styles.prose}`} aria-labelledby="loyalty-how">
          <h2 id="loyalty-how">{t('howTitle')}</h2>
          <ol>
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p className={styles.note}>{t('spendRule', { percent: maxBonusSharePercent })}</p>
          <p>{t('creditRule')}</p>
        </section>
      )}
      <div className={styles.cta}>
        <PlainLink href="/catalog" className="button">
          {t('toCatalog')}
        </PlainLink>
        <PlainLink href="/cabinet/personal" className="button button-secondary">
          {t('toCabinet')}
        </PlainLink>
      </div>
    </div>
  );
}
