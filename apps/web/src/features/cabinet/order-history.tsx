import type { PhotoOrder } from '@kartyna/domain';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { HistoryOrder } from '@/lib/api/history-orders';
import { CabinetEmpty } from './cabinet-empty';
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
    return <CabinetEmpty text={t('empty')} action={t('toCatalog')} />;
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
