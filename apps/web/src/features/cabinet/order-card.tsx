import { orderNumberLabel, type PhotoOrder } from '@kartyna/domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { HistoryOrder } from '@/lib/api/history-orders';
import { deliveryLine, formatDateTime, formatMoney } from './cabinet-format';
import { DiscountRows } from './discount-rows';
import { MoneyBack } from './money-back';
import { OrderActions, PayButton } from './order-actions';
import { ParcelFacts } from './parcel-facts';
import styles from './order-history.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'cabinet'>>>;

/** The payment in words: cash on delivery waiting for the parcel is not "awaiting payment". */
const paymentWords = (t: Translate, paymentStatus: string, paymentType?: string) =>
  t(`paymentStatus.${paymentStatus === 'awaiting' && paymentType === 'cod' ? 'cod' : paymentStatus}`);

/** The top of an order card, the same for orders and photo orders: number, date, status. */
function CardHead(props: { titleId: string; title: string; placed: string; badge: ReactNode }) {
  return (
    <header className={styles.head}>
      <div>
        <h2 id={props.titleId} className={styles.title}>
          {props.title}
        </h2>
        <p className={styles.date}>{props.placed}</p>
      </div>
      {props.badge}
    </header>
  );
}

function StatusBadge({ status, t }: { status: string; t: Translate }) {
  return (
    <span className={styles.badge} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** Every status the order went through, oldest first, with Kyiv dates. */
function Timeline({
  entries,
  t,
  locale,
}: {
  entries: { status: string; createdAt: string }[];
  t: Translate;
  locale: AppLocale;
}) {
  if (entries.length === 0) return null;
  return (
    <details className={styles.timeline}>
      <summary>{t('history.timeline')}</summary>
      <ol>
        {entries.map((entry) => (
          <li key={`${entry.status}-${entry.createdAt}`}>
            <span className={styles.dot} aria-hidden="true" />
            <strong>{t(`status.${entry.status}`)}</strong>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * How the order is paid and where it goes, the same for orders and photo orders: the payment
 * method with its state in words, the carrier with the branch, locker or address it keeps.
 */
function PaymentAndDelivery({
  order,
  t,
  locale,
}: {
  order: Pick<HistoryOrder, 'paymentType' | 'paymentStatus' | 'deliveryType' | 'delivery'>;
  t: Translate;
  locale: AppLocale;
}) {
  const where = deliveryLine(order.delivery, locale);
  const deliveryName = t.has(`deliveryType.${order.deliveryType}`)
    ? t(`deliveryType.${order.deliveryType}`)
    : order.deliveryType;
  const paymentName = t.has(`paymentType.${order.paymentType}`)
    ? t(`paymentType.${order.paymentType}`)
    : order.paymentType;
  return (
    <>
      <div>
        <dt>{t('history.payment')}</dt>
        <dd>
          {paymentName} · {paymentWords(t, order.paymentStatus, order.paymentType)}
        </dd>
      </div>
      <div>
        <dt>{t('history.delivery')}</dt>
        <dd>{where ? `${deliveryName}: ${where}` : deliveryName}</dd>
      </div>
    </>
  );
}

/** The facts both kinds of card open with: payment, delivery and, once sent, the parcel. */
function OrderFacts({
  order,
  t,
  locale,
}: {
  order: Pick<
    HistoryOrder,
    'paymentType' | 'paymentStatus' | 'deliveryType' | 'delivery' | 'status' | 'waybillNumber' | 'parcel'
  >;
  t: Translate;
  locale: AppLocale;
}) {
  return (
    <>
      <PaymentAndDelivery order={order} t={t} locale={locale} />
      <ParcelFacts
        status={order.status}
        waybillNumber={order.waybillNumber}
        parcel={order.parcel}
        t={t}
        locale={locale}
      />
    </>
  );
}

export async function OrderCard({ order, locale }: { order: HistoryOrder; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'cabinet' });
  const titleId = `order-${order.id}`;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CardHead
        titleId={titleId}
        title={t('history.order', { number: orderNumberLabel('shop', order.id, locale) })}
        placed={t('history.placed', { date: formatDateTime(order.createdAt, locale) })}
        badge={<StatusBadge status={order.status} t={t} />}
      />
      <dl className={styles.facts}>
        <OrderFacts order={order} t={t} locale={locale} />
      </dl>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.productId} className={styles.line}>
            {line.image ? (
              <img src={line.image} alt="" width={56} height={56} loading="lazy" className={styles.thumb} />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <span className={styles.lineName}>
              <Link href={`/product/${line.productId}`}>{line.name[locale]}</Link>
              <span className={styles.article}>{line.article}</span>
            </span>
            <span className={styles.qty}>
              {t('history.amount', { amount: line.amount, price: formatMoney(line.price, locale) })}
            </span>
            <span className={styles.lineTotal}>{formatMoney(line.total, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {(order.bonusSpent > 0 || order.discount > 0) && (
          <div>
            <dt>{t('history.goods')}</dt>
            <dd>{formatMoney(order.goodsTotal, locale)}</dd>
          </div>
        )}
        <DiscountRows
          discount={order.discount}
          promotions={order.promotions}
          promoCode={order.promoCode}
          t={t}
          locale={locale}
        />
        {order.bonusSpent > 0 && (
          <div>
            <dt>{t('history.bonusSpent')}</dt>
            <dd>−{formatMoney(order.bonusSpent, locale)}</dd>
          </div>
        )}
        {order.codFee > 0 && (
          <div>
            <dt>{t('history.codFee')}</dt>
            <dd>{formatMoney(order.codFee, locale)}</dd>
          </div>
        )}
        <div className={styles.grand}>
          <dt>{t('history.total')}</dt>
          <dd>{formatMoney(order.total, locale)}</dd>
        </div>
      </dl>
      <MoneyBack refunds={order.refunds} receipts={order.fiscalReceipts} t={t} locale={locale} />
      <OrderActions
        orderId={order.id}
        resultType={order.resultType}
        payable={order.payable}
        lines={order.lines.map((l) => ({ productId: l.productId, name: l.name, amount: l.amount }))}
      />
      <Timeline entries={order.statusHistory} t={t} locale={locale} />
    </article>
  );
}

export async function PhotoOrderCard({ order, locale }: { order: PhotoOrder; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'cabinet' });
  const titleId = `photo-order-${order.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CardHead
        titleId={titleId}
        title={t('history.photoOrder', { number: orderNumberLabel('photo', order.id, locale) })}
        placed={t('history.placed', { date: formatDateTime(order.createdAt, locale) })}
        badge={<StatusBadge status={order.status} t={t} />}
      />
      <dl className={styles.facts}>
        <OrderFacts order={order} t={t} locale={locale} />
        {order.comment && (
          <div>
            <dt>{t('history.comment')}</dt>
            <dd>{order.comment}</dd>
          </div>
        )}
      </dl>
      <ul className={styles.lines}>
        {order.productsData.map((line) => (
          <li key={line.id} className={styles.line}>
            <img
              src={line.imageUrl}
              alt={t('history.photoAlt', { number: orderNumberLabel('photo', order.id, locale) })}
              width={56}
              height={56}
              loading="lazy"
              className={styles.thumb}
            />
            <span className={styles.lineName}>
              {t('history.photoLine', {
                complectation: t(`photo.${line.complectation}`),
                size: line.size,
                speed: t(`photo.${line.speed}`),
              })}
            </span>
            <span className={styles.qty}>
              {t('history.amount', { amount: line.amount, price: formatMoney(line.price, locale) })}
            </span>
            <span className={styles.lineTotal}>{formatMoney(line.price * line.amount, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {order.discount > 0 && (
          <div>
            <dt>{t('history.goods')}</dt>
            <dd>
              {formatMoney(
                order.productsData.reduce((sum, line) => sum + line.price * line.amount, 0),
                locale,
              )}
            </dd>
          </div>
        )}
        <DiscountRows discount={order.discount} promotions={order.promotions} t={t} locale={locale} />
        <div className={styles.grand}>
          <dt>{t('history.total')}</dt>
          <dd>{formatMoney(order.total, locale)}</dd>
        </div>
      </dl>
      <MoneyBack refunds={order.refunds} receipts={order.fiscalReceipts} t={t} locale={locale} />
      {order.payable && (
        <div className={styles.actions}>
          <PayButton orderId={order.id} resultType="photo-picture" />
        </div>
      )}
    </article>
  );
}
