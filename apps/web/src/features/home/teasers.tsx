import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/plain-link';
import styles from './home.module.css';

/** A custom picture from the shopper's photo (requirements §1) and the loyalty cashback (requirements §9). */
export async function Teasers() {
  const t = await getTranslations('catalog.home');
  return (
    <section className={`container ${styles.section} ${styles.teasers}`} aria-label={t('teasersLabel')}>
      <article className={`${styles.teaser} ${styles.photoTeaser}`}>
        <svg className={styles.teaserArt} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
          <rect x="8" y="18" width="62" height="78" rx="6" fill="#fff" stroke="#d9c7b2" strokeWidth="2" />
          <circle cx="39" cy="46" r="12" fill="#e9a15f" />
          <path d="M14 90 C26 66 50 64 64 90 Z" fill="#8fa06a" />
          <path
            d="M78 56 H96 M90 48 L98 56 L90 64"
            stroke="#b4532a"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect
            x="104"
            y="12"
            width="50"
            height="90"
            rx="4"
            fill="#fffdf9"
            stroke="#b4532a"
            strokeWidth="2"
          />
          <path d="M110 96 C118 74 136 70 148 96 Z" fill="none" stroke="#c9b49b" strokeWidth="2" />
          <circle cx="129" cy="42" r="10" fill="none" stroke="#c9b49b" strokeWidth="2" />
          <text x="126" y="46" fontSize="8" fill="#8d7b6b" fontFamily="sans-serif">
            4
          </text>
          <text x="126" y="90" fontSize="8" fill="#8d7b6b" fontFamily="sans-serif">
            2
          </text>
        </svg>
        <div>
          <h2>{t('photo.title')}</h2>
          <p>{t('photo.text')}</p>
          <PlainLink href="/photo-picture" className="button">
            {t('photo.cta')}
          </PlainLink>
        </div>
      </article>
      <article className={`${styles.teaser} ${styles.loyaltyTeaser}`}>
        <ul className={styles.tiers} aria-label={t('loyalty.tiersLabel')}>
          <li>
            <strong>+5%</strong> {t('loyalty.tier1')}
          </li>
          <li>
            <strong>+10%</strong> {t('loyalty.tier2')}
          </li>
          <li>
            <strong>+15%</strong> {t('loyalty.tier3')}
          </li>
        </ul>
        <div>
          <h2>{t('loyalty.title')}</h2>
          <p>{t('loyalty.text')}</p>
          <PlainLink href="/loyalty-program" className="button button-secondary">
            {t('loyalty.cta')}
          </PlainLink>
        </div>
      </article>
    </section>
  );
}
