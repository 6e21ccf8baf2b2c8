import type { FiscalReceipt, Refund } from '@kartyna/domain';
import type { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { receiptLinks, refundLines } from './money-back-format';
import styles from './money-back.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'cabinet'>>>;

/**
 * Under an order's totals (either kind, issue #44): each refund in one line — how much, which
 * day, whether the money is back yet — and the receipts the register made, as links that open
 * the receipt at the tax service's register in a new tab. Nothing at all for an order without.
 */
export function MoneyBack(props: {
  refunds: readonly Refund[];
  receipts: readonly FiscalReceipt[];
  t: Translate;
  locale: AppLocale;
}) {
  const { t, locale } = props;
  const lines = refundLines(props.refunds, locale);
  const links = receiptLinks(props.receipts);
  if (lines.length === 0 && links.length === 0) return null;
  return (
    <div className={styles.moneyBack} data-testid="order-money-back">
      {lines.length > 0 && (
        <ul className={styles.refunds}>
          {lines.map((line) => (
            <li key={line.id} data-refund-status={line.status}>
              {t('history.moneyBack.refund', { amount: line.amount, date: line.date })}
              {' · '}
              <strong className={styles.status}>{t(`history.moneyBack.status.${line.status}`)}</strong>
            </li>
          ))}
        </ul>
      )}
      {links.length > 0 && (
        <ul className={styles.receipts} aria-label={t('history.moneyBack.receipts')}>
          {links.map((link) => {
            const name = t(`history.moneyBack.${link.kind}`);
            return (
              <li key={link.id}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('history.moneyBack.opens', { name })}
                >
                  {name}
                  <span aria-hidden="true"> ↗</span>
                </a>
                {/* A test register's receipt is no fiscal document: the shopper is told so. */}
                {link.test && <span className={styles.test}>{t('history.moneyBack.test')}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
