import type { PhotoOrder } from '@kartyna/domain';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { HistoryOrder } from '@/lib/api/history-orders';
import cabinet from './cabinet.module.css';
import { OrderCard, PhotoOrderCard } from './order-card';
import styles from './order-history.module.css';

type Entry = { kind: 'order'; order: HistoryOrder } | { kind: 'photo'; order: PhotoOrder };

/** /cabinet/history: orders and photo orders together, newest first; an empty state without any. */
export async function OrderHistory({
  orders,
  photoOrders,
  locale,
}: {
  orders: HistoryOrder[];
  photoOrders: PhotoOrder[];
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'cabinet.history' });
  const entries: Entry[] = [
    ...orders.map((order) => ({ kind: 'order' as const, order })),
    ...photoOrders.map((order) => ({ kind: 'photo' as const, order })),
  ].sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt));

  if (entries.length === 0) {
    return (
      <div className={cabinet.empty}>
        <p>{t('empty')}</p>
        <Link href="/catalog" className="button">
          {t('toCatalog')}
        </Link>
      </div>
    );
  }
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.order.id}`}>
          {entry.kind === 'order' ? (
            <OrderCard order={entry.order} locale={locale} />
          ) : (
            <PhotoOrderCard order={entry.order} locale={locale} />
          )}
        </li>
      ))}
    </ol>
  );
}
