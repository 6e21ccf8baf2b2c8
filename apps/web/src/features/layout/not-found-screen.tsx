import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/plain-link';
import styles from './status-screen.module.css';

/**
 * requirements §2/§8: a not-found route gets a full-screen 404 illustration. It fills the viewport
 * under a transparent header (data-header-overlay, see site-header.module.css).
 */
export async function NotFoundScreen() {
  const t = await getTranslations('errors');
  return (
    <section className={`${styles.screen} ${styles.full}`} data-header-overlay="">
      <div className={`container ${styles.inner}`}>
        <div className={styles.art}>
          {/* A file, not inline: the not-found screen is in every page's payload as the layout's
              boundary, and its drawing would travel with each of them. Low priority: React
              preloads every eager image a server component renders, and this one would then be
              fetched by every page's head (issue #46); on the 404 itself it still loads at once. */}
          <img
            src="/art/not-found.svg"
            alt={t('notFoundArt')}
            width={360}
            height={300}
            fetchPriority="low"
            className={styles.svg}
          />
        </div>
        <div className={styles.copy}>
          <p className={styles.code}>{t('notFoundCode')}</p>
          <h1>{t('notFoundTitle')}</h1>
          <p className={styles.text}>{t('notFoundText')}</p>
          <div className={styles.actions}>
            <PlainLink href="/" className="button">
              {t('toHome')}
            </PlainLink>
            <PlainLink href="/catalog" className="button button-secondary">
              {t('toCatalog')}
            </PlainLink>
          </div>
        </div>
      </div>
    </section>
  );
}
