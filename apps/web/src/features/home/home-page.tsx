import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/plain-link';
import { CategoryTiles } from './category-tiles';
import { HeroArt } from './hero-art';
import { getRail, getTopCategories } from './home-data';
import { ProductRail } from './product-rail';
import { Teasers } from './teasers';
import styles from './home.module.css';

/**
 * The home page: a drawn hero (no photo to wait for), the category tiles from the tree, the
 * new / top-sales / sale rails, and the photo-picture and loyalty teasers. All on the server.
 */
export async function HomePage() {
  const [t, categories, fresh, top, sale] = await Promise.all([
    getTranslations('catalog.home'),
    getTopCategories(),
    getRail('new'),
    getRail('top-sales'),
    getRail('sale'),
  ]);
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
            <h1 className={styles.heroTitle}>{t('hero.title')}</h1>
            <p className={styles.heroLead}>{t('hero.lead')}</p>
            <div className={styles.heroActions}>
              <PlainLink href="/catalog" className="button">
                {t('hero.catalog')}
              </PlainLink>
              <PlainLink href="/photo-picture" className="button button-secondary">
                {t('hero.photo')}
              </PlainLink>
            </div>
            <ul className={styles.perks}>
              <li>{t('hero.perks.delivery')}</li>
              <li>{t('hero.perks.kit')}</li>
              <li>{t('hero.perks.cashback')}</li>
            </ul>
          </div>
          <HeroArt className={styles.heroArt} />
        </div>
      </section>
      <CategoryTiles categories={categories} />
      <ProductRail label="new" products={fresh} />
      <ProductRail label="top-sales" products={top} />
      <Teasers />
      <ProductRail label="sale" products={sale} />
    </>
  );
}
