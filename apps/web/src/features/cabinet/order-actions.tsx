'use client';

import type { OrderResultType, Product } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { addManyToCart, startPayment } from '@/features/cart';
import { useRouter } from '@/i18n/client-navigation';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import { toast } from '@/lib/toast';
import styles from './order-history.module.css';
import { planReorder, type PastLine, type ReorderPlan } from './reorder';
import { countText } from '@/lib/count-text/count-text';

/** Today's product, `null` when the API no longer sells it, `undefined` when it could not be asked. */
async function todays(productId: number): Promise<Product | null | undefined> {
  try {
    return await browserApi<Product>(`/products/${productId}`);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    return undefined;
  }
}

/** "Pay" for an unpaid online order of the history: a fresh payment for the same order. */
export function PayButton({ orderId, resultType }: { orderId: number; resultType: OrderResultType }) {
  const t = useTranslations('cabinet.history');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const router = useRouter();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  const pay = async () => {
    setStarting(true);
    setFailed(false);
    try {
      // The owner's session opens the order: no token needed. On success the browser leaves.
      await startPayment({ orderId, resultType, locale });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setStarting(false);
      // Paid or cancelled meanwhile: the fresh history shows it without the button.
      if (error.statusCode === 409) router.refresh();
      else setFailed(true);
    }
  };

  return (
    <>
      <button type="button" className="button" onClick={pay} disabled={starting} aria-busy={starting}>
        {starting ? t('opening') : t('pay')}
      </button>
      {failed && (
        <p className="field-error" role="alert">
          {t('payOpenFailed')}
        </p>
      )}
    </>
  );
}

/** "Repeat the order": today's goods into the cart, and a word about what was left out. */
function ReorderButton({ lines }: { lines: readonly PastLine[] }) {
  const t = useTranslations('cabinet.history');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const leftText = (plan: ReorderPlan) =>
    plan.left.length === 0
      ? undefined
      : t('reorderLeft', {
          list: plan.left
            .map((l) =>
              t(l.reason === 'gone' ? 'leftGone' : l.reason === 'soldOut' ? 'leftSoldOut' : 'leftUnknown', {
                name: l.name[locale],
              }),
            )
            .join('; '),
        });

  const reorder = async () => {
    setBusy(true);
    setNotice(null);
    const plan = planReorder(lines, await Promise.all(lines.map((l) => todays(l.productId))));
    addManyToCart(plan.add);
    setBusy(false);
    const left = leftText(plan);
    const count = plan.add.reduce((n, a) => n + a.amount, 0);
    if (plan.add.length > 0) {
      const title = countText(t, 'reorderAdded', locale, { count });
      toast.success(title, {
        description: left,
        duration: left ? 8000 : 3000,
        action: { label: t('toCart'), onClick: () => router.push('/cart') },
      });
      setNotice([title, left].filter(Boolean).join(' '));
    } else {
      toast.error(t('reorderNothing'), { description: left, duration: 8000 });
      setNotice([t('reorderNothing'), left].filter(Boolean).join(' '));
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={reorder}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('reordering') : t('reorder')}
      </button>
      <p className={styles.notice} role="status">
        {notice}
      </p>
    </>
  );
}

/** The buttons under an order of the history: pay while it is payable, repeat always. */
export function OrderActions(props: {
  orderId: number;
  resultType: OrderResultType;
  payable: boolean;
  lines: readonly PastLine[];
}) {
  return (
    <div className={styles.actions}>
      {props.payable && <PayButton orderId={props.orderId} resultType={props.resultType} />}
      <ReorderButton lines={props.lines} />
    </div>
  );
}
