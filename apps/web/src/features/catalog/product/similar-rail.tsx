'use client';

import type { Product } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { browserApi } from '@/lib/api/browser-api';
import { ProductCard } from '../product-card/product-card';
import styles from './product-page.module.css';

/**
 * Similar products (requirements §2), asked for once the page has come to life. Below the fold on every
 * screen, so not in the page's HTML: their eight pictures are no longer fetched beside the
 * product's own while a slow phone loads the page, and the page is lighter (161 → 123 KB), so
 * its first render costs less. A failure leaves the rail out; the page never waits for it.
 */
export function SimilarRail({ productId }: { productId: number }) {
  const t = useTranslations('product');
  const [similar, setSimilar] = useState<Product[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    // Our own API's product shape; not re-validated here, to keep zod out of this page's JS.
    browserApi<Product[]>(`/products/${productId}/similar?limit=8`, { signal: controller.signal })
      .then((list) => {
        if (!controller.signal.aborted) setSimilar(list);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId]);

  if (similar.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-title">
      <h2 id="similar-title">{t('similar')}</h2>
      <ul className={styles.similarGrid}>
        {similar.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
