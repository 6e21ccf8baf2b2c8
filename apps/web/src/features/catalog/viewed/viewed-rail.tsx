'use client';

import type { Product } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { browserApi } from '@/lib/api/browser-api';
import { useCardRail } from '../product-card/use-card-rail';
import { readViewed } from './viewed-store';
import styles from './viewed-rail.module.css';

const RAIL_SIZE = 8;

/** The products this browser opened, newest first; a product that is gone (404) is skipped. */
async function viewedProducts(excludeId: number | undefined, signal: AbortSignal): Promise<Product[]> {
  const ids = readViewed()
    .filter((id) => id !== excludeId)
    .slice(0, RAIL_SIZE);
  // Our own API's product shape; not re-validated here, to keep zod out of this page's JS.
  const list = await Promise.all(
    ids.map((id) => browserApi<Product>(`/products/${id}`, { signal }).catch(() => null)),
  );
  return list.filter((p): p is Product => p !== null);
}

/**
 * "You viewed" (requirements §2). Client-only, since the history lives in localStorage; it appears
 * below the listing as the shopper scrolls near it (use-card-rail.ts), so nothing above it moves.
 */
export function ViewedRail({ excludeId }: { excludeId?: number }) {
  const t = useTranslations('catalog.viewed');
  const [near, rail] = useCardRail(
    (signal) => (readViewed().some((id) => id !== excludeId) ? viewedProducts(excludeId, signal) : null),
    String(excludeId),
  );

  if (!rail) return <div ref={near} aria-hidden="true" />;
  return (
    <section className={styles.rail} aria-labelledby="viewed-title">
      <h2 id="viewed-title" className={styles.title}>
        {t('title')}
      </h2>
      <rail.CardList products={rail.products} listClassName={styles.list} itemClassName={styles.item} />
    </section>
  );
}
