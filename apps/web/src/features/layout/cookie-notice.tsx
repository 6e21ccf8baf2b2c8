import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/plain-link';
import { COOKIE_ACCEPTED_ATTRIBUTE, COOKIE_CONSENT_KEY } from './cookie-consent';
import styles from './cookie-notice.module.css';

/**
 * Runs before the first paint: a returning shopper's notice is hidden by CSS before it is ever
 * drawn, so cached pages can carry it and nothing shifts.
 */
const markAccepted = `try{if(localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})!==null)document.documentElement.setAttribute(${JSON.stringify(COOKIE_ACCEPTED_ATTRIBUTE)},'')}catch(e){}`;

export function CookieNoticeScript() {
  return <script dangerouslySetInnerHTML={{ __html: markAccepted }} />;
}

/**
 * requirements §4: a strip above the header, in the page's flow: it pushes the page down instead of
 * floating over it, so it never covers a price or a button on a phone's first screen (issue
 * #26). Server HTML: the shell's enhancer remembers the Accept (shell-enhancer.tsx), and the
 * attribute it sets hides the strip by CSS.
 */
export async function CookieNotice() {
  const t = await getTranslations('layout.cookies');
  return (
    <section className={styles.cookie} aria-label={t('title')}>
      <div className={`container ${styles.inner}`}>
        <p>
          {t('text')} <PlainLink href="/public-offer">{t('more')}</PlainLink>
        </p>
        <button type="button" className="button" data-cookie-accept="">
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
