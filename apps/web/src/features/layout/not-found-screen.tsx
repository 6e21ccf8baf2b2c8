import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './status-screen.module.css';

/**
 * SPEC §2/§8: a not-found route gets a full-screen 404 illustration. It fills the viewport
 * under a transparent header (data-header-overlay, see site-header.module.css).
 */
export async function NotFoundScreen() {
  const t = await getTranslations('errors');
  return (
    <section className={`${styles.screen} ${styles.full}`} data-header-overlay="">
      <div className={`container ${styles.inner}`}>
        <div className={styles.art}>
          <svg viewBox="0 0 360 300" role="img" aria-label={t('notFoundArt')} className={styles.svg}>
            {/* easel */}
            <path
              d="M120 280 170 40h20l50 240"
              fill="none"
              stroke="#8a6a4f"
              strokeWidth="10"
              strokeLinecap="round"
            />
            <path d="M180 52v236" stroke="#6f5440" strokeWidth="9" strokeLinecap="round" />
            <rect x="96" y="214" width="168" height="12" rx="4" fill="#8a6a4f" />
            {/* canvas */}
            <rect
              x="70"
              y="46"
              width="220"
              height="168"
              rx="6"
              fill="#fffdf9"
              stroke="#e6dccf"
              strokeWidth="4"
            />
            <path d="M84 192c30-30 58-22 86-40s60-12 106 10v30H84Z" fill="#f6e3d6" />
            <circle cx="248" cy="86" r="16" fill="#f2c14e" opacity="0.85" />
            <text
              x="180"
              y="150"
              textAnchor="middle"
              fontFamily="var(--font-display), Georgia, serif"
              fontSize="82"
              fontWeight="600"
              fill="#b4532a"
            >
              404
            </text>
            {/* drips and a brush */}
            <path d="M132 214v22a5 5 0 0 0 10 0v-22" fill="#b4532a" />
            <path d="M222 214v12a4 4 0 0 0 8 0v-12" fill="#5b8fb0" />
            <path d="m300 250 40-44" stroke="#6f5440" strokeWidth="7" strokeLinecap="round" />
            <path d="m296 254-8 12c6 1 12-2 14-8Z" fill="#b4532a" />
            <ellipse cx="70" cy="268" rx="34" ry="9" fill="#7fa35b" opacity="0.5" />
          </svg>
        </div>
        <div className={styles.copy}>
          <p className={styles.code}>{t('notFoundCode')}</p>
          <h1>{t('notFoundTitle')}</h1>
          <p className={styles.text}>{t('notFoundText')}</p>
          <div className={styles.actions}>
            <Link href="/" className="button">
              {t('toHome')}
            </Link>
            <Link href="/catalog" className="button button-secondary">
              {t('toCatalog')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
