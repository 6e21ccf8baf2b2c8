'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { languageTag, routing, type AppLocale } from '@/i18n/routing';
import { ChevronDownIcon } from './icons';
import styles from './language-switch.module.css';

const otherLocale = (locale: AppLocale): AppLocale =>
  routing.locales.find((l) => l !== locale) ?? routing.defaultLocale;

/**
 * The same page in the other language. next-intl's Link with `locale` writes the NEXT_LOCALE
 * cookie (365 days, src/i18n/routing.ts) on click, so the proxy keeps the choice later.
 */
function OtherLocaleLink({
  query,
  className,
  onNavigate,
}: {
  query?: Record<string, string>;
  className?: string;
  onNavigate?: () => void;
}) {
  const locale = useLocale() as AppLocale;
  const t = useTranslations('layout.language');
  const pathname = usePathname();
  const other = otherLocale(locale);
  return (
    <Link
      href={{ pathname, query }}
      locale={other}
      hrefLang={languageTag(other)}
      lang={languageTag(other)}
      className={className}
      onClick={onNavigate}
    >
      {t(`name.${other}`)}
    </Link>
  );
}

/** Keeps the query (catalogue filters) too; useSearchParams needs its own Suspense boundary. */
function WithQuery(props: { className?: string; onNavigate?: () => void }) {
  const params = useSearchParams();
  const query = params.size ? Object.fromEntries(params) : undefined;
  return <OtherLocaleLink {...props} query={query} />;
}

export function OtherLocaleLinkWithQuery(props: { className?: string; onNavigate?: () => void }) {
  return (
    <Suspense fallback={<OtherLocaleLink {...props} />}>
      <WithQuery {...props} />
    </Suspense>
  );
}

/** The header's language dropdown: the current language, and the other one to switch to. */
export function LanguageSwitch() {
  const locale = useLocale() as AppLocale;
  const t = useTranslations('layout.language');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {/* the visible code starts the accessible name, the rest is for screen readers */}
        <span>{t(`short.${locale}`)}</span>
        <span className="visually-hidden"> — {t('choose', { current: t(`name.${locale}`) })}</span>
        <ChevronDownIcon />
      </button>
      <div id={id} className={styles.list} hidden={!open}>
        <OtherLocaleLinkWithQuery className={styles.option} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
