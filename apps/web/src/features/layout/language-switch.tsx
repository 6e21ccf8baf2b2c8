import { getLocale, getTranslations } from 'next-intl/server';
import { otherLocale, type AppLocale } from '@/i18n/routing';
import { ChevronDownIcon } from './icons';
import { OtherLocaleLink } from './other-locale-link';
import styles from './language-switch.module.css';

const LIST_ID = 'language-list';

/**
 * The header's language dropdown (requirements §2): the current language, and the other one to switch
 * to. A popover: it opens, closes on Escape or a tap elsewhere, without a script.
 */
export async function LanguageSwitch() {
  const locale = (await getLocale()) as AppLocale;
  const t = await getTranslations('layout.language');
  return (
    <div className={styles.root}>
      <button type="button" className={styles.toggle} popoverTarget={LIST_ID}>
        {/* the visible code starts the accessible name, the rest is for screen readers */}
        <span>{t(`short.${locale}`)}</span>
        <span className="visually-hidden"> — {t('choose', { current: t(`name.${locale}`) })}</span>
        <ChevronDownIcon />
      </button>
      <div id={LIST_ID} popover="auto" className={styles.list}>
        <OtherLocaleLink className={styles.option} name={t(`name.${otherLocale(locale)}`)} />
      </div>
    </div>
  );
}
