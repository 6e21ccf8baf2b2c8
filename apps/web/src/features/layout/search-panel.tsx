'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { CloseIcon, SearchIcon } from './icons';
import { announceNavigation } from './loading-bar';
import { searchTarget } from './search-target';
import styles from './search-panel.module.css';

/**
 * The header's search (SPEC §2 "Search panel"): text → /catalog?search=…; an empty text on a
 * catalogue page removes the search from the URL and is never applied as a filter. Either
 * way the panel closes and clears.
 */
export function SearchPanel() {
  const t = useTranslations('layout.search');
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => setOpen(false), [pathname]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setText('');
    if (returnFocus) toggle.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(text, pathname, window.location.search);
    if (target) {
      announceNavigation();
      router.push(target);
    }
    close(false);
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('close') : t('open')}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <form
          role="search"
          className={`container ${styles.form}`}
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close(true);
          }}
        >
          <label htmlFor={`${panelId}-q`} className="visually-hidden">
            {t('label')}
          </label>
          <SearchIcon className={styles.glyph} />
          <input
            ref={input}
            id={`${panelId}-q`}
            type="search"
            name="search"
            className={styles.input}
            placeholder={t('placeholder')}
            value={text}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            {t('submit')}
          </button>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={() => close(true)}>
            <CloseIcon />
          </button>
        </form>
      </div>
    </>
  );
}
