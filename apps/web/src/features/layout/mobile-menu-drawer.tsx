'use client';

import * as Dialog from '@/lib/dialog/dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { useSession } from '@/features/account';
import { Link, usePathname } from '@/i18n/navigation';
import { ArrowLeftIcon, ChevronRightIcon, CloseIcon } from './icons';
import { OtherLocaleLinkWithQuery } from './language-switch';
import type { MobileMenuProps } from './mobile-menu';
import { labelLinks, mobileMenuLinks } from './nav-links';
import styles from './mobile-menu-drawer.module.css';

const ROOT = 'root';
const CATALOG = 'catalog';

/**
 * The burger menu's drawer (SPEC §2 "Mobile menu"): a top-level list, the catalogue sliding in,
 * and a panel per category with subcategories (Back, Close and "All offers"). The dialog
 * keeps the focus, closes on Escape and gives the focus back to the burger; the menu closes on
 * every route change and link click. Loaded on first use (see mobile-menu.tsx).
 */
export default function MobileMenuDrawer({
  categories,
  phone,
  open,
  setOpen,
  burger,
}: MobileMenuProps & {
  open: boolean;
  setOpen: (open: boolean) => void;
  burger: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('layout');
  const { signedIn, openAuth } = useSession();
  const pathname = usePathname();
  // The open panel and the way back: root → catalog → a category.
  const [trail, setTrail] = useState<string[]>([ROOT]);
  const returnTo = useRef<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const panel = trail[trail.length - 1] ?? ROOT;

  const shownAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownAt.current) setOpen(false);
    shownAt.current = pathname;
  }, [pathname, setOpen]);

  useEffect(() => {
    if (!open) {
      setTrail([ROOT]);
      return;
    }
    // Focus follows the slide: the new panel's first control, or the entry we came back to.
    const frame = requestAnimationFrame(() => {
      const active = body.current?.querySelector<HTMLElement>(`[data-panel="${panel}"]`);
      const back =
        returnTo.current && active?.querySelector<HTMLElement>(`[data-opens="${returnTo.current}"]`);
      // preventScroll: the panel is still sliding in, and scrolling its clipped container to
      // reveal it would shift every panel sideways.
      (back || active?.querySelector<HTMLElement>('a, button'))?.focus({ preventScroll: true });
      returnTo.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [panel, open]);

  const go = (next: string) => setTrail((t) => [...t, next]);
  const back = () => {
    returnTo.current = panel;
    setTrail((t) => (t.length > 1 ? t.slice(0, -1) : t));
  };

  const withSub = categories.filter((c) => c.children.length > 0);

  // Plain render helpers, not components: a component defined here would remount every render.
  const renderPanel = (id: string, title: string, children: ReactNode) => (
    <section
      key={id}
      data-panel={id}
      className={styles.panel}
      data-state={id === panel ? 'active' : trail.includes(id) ? 'behind' : 'ahead'}
      inert={id !== panel}
      aria-label={title}
    >
      {id !== ROOT && (
        <div className={styles.panelBar}>
          <button type="button" className={styles.back} onClick={back}>
            <ArrowLeftIcon />
            {t('menu.back')}
          </button>
        </div>
      )}
      {id !== ROOT && <p className={styles.panelTitle}>{title}</p>}
      <ul className={styles.list}>{children}</ul>
    </section>
  );

  const opener = (id: string, label: string) => (
    <li>
      <button type="button" className={styles.entry} data-opens={id} onClick={() => go(id)}>
        {label}
        <ChevronRightIcon />
      </button>
    </li>
  );
  const link = (href: ComponentProps<typeof Link>['href'], label: string, strong = false) => (
    <li key={`${label}`}>
      <Link href={href} className={strong ? `${styles.entry} ${styles.strong}` : styles.entry}>
        {label}
      </Link>
    </li>
  );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The burger gets the focus back, also where a tap does not focus it (Safari).
            event.preventDefault();
            burger.current?.focus();
          }}
          onClick={(event) => {
            // A link to the page already shown changes no route; close on the click itself.
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('menu.title')}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={t('menu.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div ref={body} className={styles.body}>
            {renderPanel(
              ROOT,
              t('menu.title'),
              <>
                {link('/', t('nav.home'))}
                <li>
                  {signedIn ? (
                    <Link href="/cabinet/personal" className={styles.entry}>
                      {t('nav.cabinet')}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={styles.entry}
                      onClick={() => {
                        setOpen(false);
                        openAuth('sign-in');
                      }}
                    >
                      {t('nav.cabinet')}
                    </button>
                  )}
                </li>
                {opener(CATALOG, t('nav.catalog'))}
                {mobileMenuLinks.map((l) => (
                  <li key={l.key}>
                    <Link href={l.href} className={styles.entry}>
                      {t(`nav.${l.key}`)}
                    </Link>
                  </li>
                ))}
              </>,
            )}
            {renderPanel(
              CATALOG,
              t('nav.catalog'),
              <>
                {link('/catalog', t('menu.allOffers'), true)}
                {labelLinks.map((l) => (
                  <li key={l.key}>
                    <Link href={l.href} className={styles.entry}>
                      {t(`nav.${l.key}`)}
                    </Link>
                  </li>
                ))}
                {categories.map((c) =>
                  c.children.length > 0 ? (
                    <li key={c.type}>
                      <button
                        type="button"
                        className={styles.entry}
                        data-opens={c.type}
                        onClick={() => go(c.type)}
                      >
                        {c.name}
                        <ChevronRightIcon />
                      </button>
                    </li>
                  ) : (
                    <li key={c.type}>
                      <Link href={c.path} className={styles.entry}>
                        {c.name}
                      </Link>
                    </li>
                  ),
                )}
              </>,
            )}
            {withSub.map((c) =>
              renderPanel(
                c.type,
                c.name,
                <>
                  {link(c.path, t('menu.allOffers'), true)}
                  {c.children.map((s) => (
                    <li key={s.type}>
                      <Link href={s.path} className={styles.entry}>
                        {s.name}
                      </Link>
                    </li>
                  ))}
                </>,
              ),
            )}
          </div>
          <div className={styles.foot}>
            <OtherLocaleLinkWithQuery className={styles.language} />
            {phone && (
              <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
