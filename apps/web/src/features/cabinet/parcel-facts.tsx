import type { OrderParcel, OrderStatus } from '@kartyna/domain';
import type { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { formatDateTime, lastFreeStorageDay, showsTracking, trackingUrl } from './cabinet-format';
import styles from './order-history.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'cabinet'>>>;

/**
 * The parcel of an order (either kind), as facts of its card: the waybill with Nova Poshta's
 * tracking link, then where the carrier last said the parcel is — in the shop's words, the
 * carrier's own and when the parcel got there by the carrier's clock — and, while it waits at the branch, the last day it waits for free.
 * Plain server-rendered markup: the shopper reloads to see news, no script follows it.
 */
export function ParcelFacts({
  status,
  waybillNumber,
  parcel,
  t,
  locale,
}: {
  status: OrderStatus;
  waybillNumber: string | null;
  parcel: OrderParcel | undefined;
  t: Translate;
  locale: AppLocale;
}) {
  if (!waybillNumber) return null;
  // Before the tracker's first look the carrier has said nothing yet: the number is all there is.
  const news = parcel && parcel.checkedAt !== null ? parcel : null;
  // The carrier's words go with the carrier's time of them, not with when the shop asked.
  const newsAt = news ? (news.statusAt ?? news.checkedAt) : null;
  const freeUntil =
    news?.state === 'at-branch' && news.paidStorageFrom
      ? lastFreeStorageDay(news.paidStorageFrom, locale)
      : null;
  return (
    <>
      <div>
        <dt>{t('history.waybill')}</dt>
        <dd>
          {waybillNumber}
          {showsTracking(status, waybillNumber) && (
            <>
              {' · '}
              <a
                href={trackingUrl(waybillNumber)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('history.trackLabel', { number: waybillNumber })}
              >
                {t('history.track')}
              </a>
            </>
          )}
        </dd>
      </div>
      {news && (
        <div>
          <dt>{t('history.parcel')}</dt>
          <dd className={styles.parcel} data-parcel-state={news.state}>
            <strong>{t(`parcelState.${news.state}`)}</strong>
            {news.carrierStatus && newsAt && (
              <span className={styles.parcelNews}>
                {t.rich('history.parcelNews', {
                  words: news.carrierStatus,
                  time: formatDateTime(newsAt, locale),
                  at: (chunks) => <time dateTime={newsAt}>{chunks}</time>,
                })}
              </span>
            )}
            {freeUntil && (
              <span className={styles.storage}>{t('history.freeStorage', { date: freeUntil })}</span>
            )}
          </dd>
        </div>
      )}
    </>
  );
}
