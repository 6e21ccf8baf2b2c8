'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './cookie-notice.module.css';

/** SPEC §4: once accepted, the notice is hidden for good (kept in local storage). */
export const COOKIE_CONSENT_KEY = 'kartyna_cookie_consent';
export const COOKIE_ACCEPTED_ATTRIBUTE = 'data-cookies-accepted';

/**
 * Runs before the first paint (see CookieNoticeScript): a returning shopper's notice is hidden
 * by CSS before it is ever drawn, so cached pages can carry it and nothing shifts.
 */
const markAccepted = `try{if(localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})!==null)document.documentElement.setAttribute(${JSON.stringify(COOKIE_ACCEPTED_ATTRIBUTE)},'')}catch(e){}`;

export function CookieNoticeScript() {
  return <script dangerouslySetInnerHTML={{ __html: markAccepted }} />;
}

/**
 * A strip above the header, in the page's flow: it pushes the page down instead of floating
 * over it, so it never covers a price or a button on a phone's first screen (issue #26).
 */
export function CookieNotice() {
  const t = useTranslations('layout.cookies');
  // Rendered by the server for everyone; the script above hides it for those who accepted.
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    try {
      if (localStorage.getItem(COOKIE_CONSENT_KEY) !== null) setVisible(false);
    } catch {
      // storage blocked: keep asking, acceptance cannot be remembered anyway
    }
  }, []);

  if (!visible) return null;
  return (
    <section className={styles.cookie} aria-label={t('title')}>
      <div className={`container ${styles.inner}`}>
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
      </div>
    </section>
  );
}
