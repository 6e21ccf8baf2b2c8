import type { CategoryNode } from '@kartyna/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/plain-link';
import type { AppLocale } from '@/i18n/routing';
import styles from './home.module.css';

/** The top of the category tree as tiles; each shows a few of its subcategories. */
export async function CategoryTiles({ categories }: { categories: CategoryNode[] }) {
  if (categories.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations('catalog.home'), getLocale() as Promise<AppLocale>]);
  return (
    <section className={`container ${styles.section}`} aria-labelledby="home-categories">
      <div className={styles.sectionHead}>
        <h2 id="home-categories">{t('categories')}</h2>
        <PlainLink href="/catalog" className={styles.more}>
          {t('allCatalog')} <span aria-hidden="true">→</span>
        </PlainLink>
      </div>
      <ul className={styles.tiles}>
        {categories.map((category) => {
          const children = category.children.filter((c) => !c.isHidden);
          return (
            <li key={category.type}>
              <PlainLink href={`/catalog/${category.type}`} className={styles.tile}>
                <span className={styles.tileArt} aria-hidden="true" />
                <span className={styles.tileName}>{category.name[locale]}</span>
                {children.length > 0 && (
                  <span className={styles.tileSub}>
                    {children
                      .slice(0, 3)
                      .map((c) => c.name[locale])
                      .join(', ')}
                    {children.length > 3 ? '…' : ''}
                  </span>
                )}
              </PlainLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
