import { getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/locale-path';
import type { AppLocale } from '@/i18n/routing';
import { Freeze } from '@/lib/frozen-html/freeze';
import { CloseIcon, SearchIcon } from './icons';
import styles from './search-panel.module.css';

import { SEARCH_PANEL_ID } from './search-panel-id';

/**
 * The header's search (requirements §2 "Search panel"): a form that sends ?search=… to the catalogue,
 * in a popover the search button opens, all of it working before any script runs. The
 * shell's enhancer (shell-enhancer.tsx) keeps a catalogue page's filters, drops an empty
 * search from the URL, and closes and clears the panel afterwards. Frozen HTML (lib/frozen-html):
 * nothing in it has state, so none of it travels in the payload; its box is not drawn (the
 * button and the panel stay the header's grid items).
 */
export async function SearchPanel({ locale }: { locale: AppLocale }) {
  const t = await getTranslations('layout.search');
  return (
    <Freeze as="div" name="search" className={styles.slot}>
      <button
        type="button"
        className={`icon-button ${styles.toggle}`}
        popoverTarget={SEARCH_PANEL_ID}
        aria-label={t('open')}
        data-close-label={t('close')}
      >
        <SearchIcon className={styles.openGlyph} />
        <CloseIcon className={styles.closeGlyph} />
      </button>
      <div id={SEARCH_PANEL_ID} popover="auto" className={styles.panel}>
        <form
          role="search"
          action={localePath('/catalog', locale)}
          method="get"
          className={`container ${styles.form}`}
          data-search-form=""
        >
          <label htmlFor={`${SEARCH_PANEL_ID}-q`} className="visually-hidden">
            {t('label')}
          </label>
          <SearchIcon className={styles.glyph} />
          <input
            id={`${SEARCH_PANEL_ID}-q`}
            type="search"
            name="search"
            className={styles.input}
            placeholder={t('placeholder')}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            autoFocus
          />
          <button type="submit" className="button">
            {t('submit')}
          </button>
          <button
            type="button"
            className={`icon-button ${styles.close}`}
            aria-label={t('close')}
            popoverTarget={SEARCH_PANEL_ID}
            popoverTargetAction="hide"
          >
            <CloseIcon />
          </button>
        </form>
      </div>
    </Freeze>
  );
}
