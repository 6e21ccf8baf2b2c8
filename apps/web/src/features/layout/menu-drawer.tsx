import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localePath, type ShopHref } from '@/i18n/locale-path';
import type { AppLocale } from '@/i18n/routing';
import { Freeze } from '@/lib/frozen-html/freeze';
import { ArrowLeftIcon, CloseIcon, MenuIcon } from './icons';
import type { MenuCategory } from './layout-data';
import { MENU_DRAWER_ID } from './menu-drawer-id';
import { labelLinks, mobileMenuLinks } from './nav-links';
import { OtherLocaleLink } from './other-locale-link';
import styles from './menu-drawer.module.css';

const panelId = (key: string) => `menu-panel-${key}`;

/**
 * The burger and its drawer (requirements §2 "Mobile menu"), HTML that works before any script runs:
 * the burger opens a modal <dialog> by an invoker command (focus kept inside, Escape and a tap
 * outside close it, the focus goes back to the burger), and each panel that slides in is a
 * popover opened by its button, closed by its Back. All but the language link is frozen HTML
 * (sent once, see lib/frozen-html); the shell's enhancer makes the lists' links navigate in the
 * app and closes the drawer after one is followed.
 */
export async function MenuDrawer({
  categories,
  phone,
  otherLocaleName,
}: {
  categories: MenuCategory[];
  phone?: string;
  otherLocaleName: string;
}) {
  const locale = (await getLocale()) as AppLocale;
  const t = await getTranslations('layout');
  const href = (to: ShopHref) => localePath(to, locale);

  const entry = (to: ShopHref, label: string, strong = false) => (
    <li key={label}>
      <a href={href(to)} className={strong ? styles.strong : undefined}>
        {label}
      </a>
    </li>
  );
  const opener = (key: string, label: string) => (
    <li key={key}>
      <button type="button" popoverTarget={panelId(key)} data-opens="">
        {label}
      </button>
    </li>
  );
  // A panel is a popover over the drawer's body. One opened from another's entry has that one
  // as its popover ancestor, so the way back (Back, or Escape) closes only the top one.
  const panel = (key: string, title: string, children: ReactNode) => (
    <section key={key} id={panelId(key)} popover="auto" className={styles.panel} aria-label={title}>
      <button
        type="button"
        className={styles.back}
        popoverTarget={panelId(key)}
        popoverTargetAction="hide"
        autoFocus
      >
        <ArrowLeftIcon />
        {t('menu.back')}
      </button>
      <p className={styles.panelTitle}>{title}</p>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
  const withSub = categories.filter((c) => c.children.length > 0);

  return (
    <>
      <Freeze as="div" name="burger" className={styles.burgerSlot}>
        <button
          type="button"
          className={`icon-button ${styles.burger}`}
          aria-label={t('menu.open')}
          aria-haspopup="dialog"
          commandfor={MENU_DRAWER_ID}
          command="show-modal"
        >
          <MenuIcon />
        </button>
      </Freeze>
      <dialog
        id={MENU_DRAWER_ID}
        className={styles.drawer}
        aria-labelledby={`${MENU_DRAWER_ID}-title`}
        closedby="any"
      >
        <Freeze as="div" name="drawer-head" className={styles.head}>
          <p id={`${MENU_DRAWER_ID}-title`} className={styles.title}>
            {t('menu.title')}
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label={t('menu.close')}
            commandfor={MENU_DRAWER_ID}
            command="close"
          >
            <CloseIcon />
          </button>
        </Freeze>
        <Freeze as="div" name="drawer" className={styles.body}>
          <ul className={styles.list}>
            {entry('/', t('nav.home'))}
            <li>
              <a href={href('/cabinet/personal')} data-cabinet-entry="">
                {t('nav.cabinet')}
              </a>
            </li>
            {opener('catalog', t('nav.catalog'))}
            {mobileMenuLinks.map((l) => entry(l.href, t(`nav.${l.key}`)))}
          </ul>
          {panel(
            'catalog',
            t('nav.catalog'),
            <>
              {entry('/catalog', t('menu.allOffers'), true)}
              {labelLinks.map((l) => entry(l.href, t(`nav.${l.key}`)))}
              {categories.map((c) =>
                c.children.length > 0 ? opener(c.type, c.name) : entry(c.path, c.name),
              )}
            </>,
          )}
          {withSub.map((c) =>
            panel(
              c.type,
              c.name,
              <>
                {entry(c.path, t('menu.allOffers'), true)}
                {c.children.map((s) => entry(s.path, s.name))}
              </>,
            ),
          )}
        </Freeze>
        <div className={styles.foot}>
          <OtherLocaleLink className={styles.language} name={otherLocaleName} />
          {phone && (
            <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          )}
        </div>
      </dialog>
    </>
  );
}
