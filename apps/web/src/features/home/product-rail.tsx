import type { Product } from '@kartyna/domain';
import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/features/catalog';
import { PlainLink } from '@/i18n/plain-link';
import type { RailLabel } from './home-data';
import styles from './home.module.css';

/** A row of labelled products with a link to the whole filtered catalogue. */
export async function ProductRail({ label, products }: { label: RailLabel; products: Product[] }) {
  if (products.length === 0) return null;
  const t = await getTranslations('catalog.home.rails');
  const id = `rail-${label}`;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{t(`${label}.title`)}</h2>
        <PlainLink
          href={`/catalog?labelType=${encodeURIComponent(JSON.stringify([label]))}`}
          className={styles.more}
        >
          {t(`${label}.all`)} <span aria-hidden="true">→</span>
        </PlainLink>
      </div>
      <ul className={styles.rail}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
