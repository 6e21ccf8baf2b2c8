'use client';

import type { Product } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { browserApi } from '@/lib/api/browser-api';
import { ProductCard } from '../product-card/product-card';
import { readViewed } from './viewed-store';
import styles from './viewed-rail.module.css';

const RAIL_SIZE = 8;

/**
 * "You viewed": the products this browser opened, newest first (requirements §2). Client-only, since
 * the history lives in localStorage; it appears below the listing after load, so nothing above
 * it moves. A product that is gone (404) is skipped.
 */
export function ViewedRail({ excludeId }: { excludeId?: number }) {
  const t = useTranslations('catalog.viewed');
  const [products, setProducts] = useState<Product[]>([]);

  useEffect(() => {
    const ids = readViewed()
      .filter((id) => id !== excludeId)
      .slice(0, RAIL_SIZE);
    if (ids.length === 0) return;
    const controller = new AbortController();
    Promise.all(
      ids.map((id) =>
        // Our own API's product shape; not re-validated here, to keep zod out of this page's JS.
        browserApi<Product>(`/products/${id}`, { signal: controller.signal }).catch(() => null),
      ),
    ).then((list) => {
      if (!controller.signal.aborted) setProducts(list.filter((p): p is Product => p !== null));
    });
    return () => controller.abort();
  }, [excludeId]);

  if (products.length === 0) return null;
  return (
    <section className={styles.rail} aria-labelledby="viewed-title">
      <h2 id="viewed-title" className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
