'use client';

import type { Product } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { browserApi } from '@/lib/api/browser-api';
import { useCardRail } from '../product-card/use-card-rail';
import styles from './product-page.module.css';

/**
 * Similar products (requirements §2), asked for as the shopper scrolls near them
 * (use-card-rail.ts). Below the fold on every screen, so not in the page's HTML: their eight
 * pictures are not fetched beside the product's own while a slow phone loads the page, and the
 * page is lighter. A failure leaves the rail out; the page never waits for it.
 */
export function SimilarRail({ productId }: { productId: number }) {
  const t = useTranslations('product');
  const [near, rail] = useCardRail(
    // Our own API's product shape; not re-validated here, to keep zod out of this page's JS.
    (signal) => browserApi<Product[]>(`/products/${productId}/similar?limit=8`, { signal }),
    String(productId),
  );

  if (!rail) return <div ref={near} aria-hidden="true" />;
  return (
    <section className={styles.similar} aria-labelledby="similar-title">
      <h2 id="similar-title">{t('similar')}</h2>
      <rail.CardList products={rail.products} listClassName={styles.similarGrid} />
    </section>
  );
}
