'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './app-chrome.module.css';

/** SPEC §4: once accepted, the notice is hidden for good (kept in local storage). */
export const COOKIE_CONSENT_KEY = 'kartyna_cookie_consent';

export function CookieNotice() {
  const t = useTranslations('layout.cookies');
  // Hidden until the browser says it was never accepted: the server cannot know.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    try {
      setVisible(localStorage.getItem(COOKIE_CONSENT_KEY) === null);
    } catch {
      setVisible(true);
    }
  }, []);

  if (!visible) return null;
  return (
    <section className={styles.cookie} aria-label={t('title')}>
      <p>
        {t('text')} <Link href="/public-offer">{t('more')}</Link>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          try {
            localStorage.setItem(COOKIE_CONSENT_KEY, new Date().toISOString());
          } catch {
            // storage blocked: hidden for this page view at least
          }
          setVisible(false);
        }}
      >
        {t('accept')}
      </button>
    </section>
  );
}
