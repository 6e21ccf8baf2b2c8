import { getLocale, getTranslations } from 'next-intl/server';
import { AccountButton, FavouritesButton } from '@/features/account';
import { CartButton } from '@/features/cart';
import { localePath, type ShopHref } from '@/i18n/locale-path';
import { otherLocale, type AppLocale } from '@/i18n/routing';
import { Freeze } from '@/lib/frozen-html/freeze';
import { ChevronDownIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { getMenuCategories, getShopInfo } from './layout-data';
import { Logo } from './logo';
import { MenuDrawer } from './menu-drawer';
import { headerLinks, labelLinks } from './nav-links';
import { SearchPanel } from './search-panel';
import styles from './site-header.module.css';

/**
 * The header of every page (requirements §2 "Global layout"), HTML first: the catalogue's dropdown
 * opens on hover and focus by CSS, the burger's drawer, the search and the language list are a
 * <dialog> and popovers the browser opens itself. The link row is frozen HTML (sent once, see
 * lib/frozen-html). Only the account, wish-list and cart buttons hydrate with state of their own.
 *
 * Part of every cached page (see the locale layout): nothing here may be personal; the
 * account, wish-list and cart buttons fill themselves in on the client.
 */
export async function SiteHeader() {
  const locale = (await getLocale()) as AppLocale;
  const t = await getTranslations('layout');
  const [categories, shop] = await Promise.all([getMenuCategories(locale), getShopInfo(locale)]);
  const href = (to: ShopHref) => localePath(to, locale);

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <div className={`container ${styles.inner}`}>
        <MenuDrawer
          categories={categories}
          phone={shop.phones[0]}
          otherLocaleName={t(`language.name.${otherLocale(locale)}`)}
        />
        {/* frozen: the mark's drawing is the header's largest part without state */}
        <Freeze as="div" name="logo" className={styles.logoSlot}>
          <a href={href('/')} className={styles.logo} aria-label={t('home')}>
            <Logo />
          </a>
        </Freeze>
        <Freeze as="nav" name="header-nav" aria-label={t('mainNav')} className={styles.nav}>
          <ul className={styles.links}>
            <li className={styles.menuItem} data-catalog-menu="">
              <a href={href('/catalog')} className={styles.link}>
                {t('nav.catalog')}
                <ChevronDownIcon className={styles.chevron} />
              </a>
              <div className={styles.dropdown}>
                <ul className={styles.dropdownList}>
                  {labelLinks.map((l) => (
                    <li key={l.key}>
                      <a href={href(l.href)} className={styles.label}>
                        {t(`nav.${l.key}`)}
                      </a>
                    </li>
                  ))}
                  {categories.map((c) => (
                    <li key={c.type}>
                      <a href={href(c.path)}>{c.name}</a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
            {headerLinks.map((l) => (
              <li key={l.key} className={styles.item} data-link={l.key}>
                <a href={href(l.href)} className={styles.link}>
                  {t(`nav.${l.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </Freeze>
        <div className={styles.actions}>
          <SearchPanel locale={locale} />
          <div className={styles.language}>
            <LanguageSwitch />
          </div>
          <AccountButton />
          <FavouritesButton />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
