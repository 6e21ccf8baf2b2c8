import { getLocale, getTranslations } from 'next-intl/server';
import { AccountButton, FavouritesButton } from '@/features/account';
import { CartButton } from '@/features/cart';
import { IntentLink } from '@/i18n/intent-link';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { HoverMenu } from './hover-menu';
import { LanguageSwitch } from './language-switch';
import { getMenuCategories, getShopInfo } from './layout-data';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { headerLinks, labelLinks } from './nav-links';
import { SearchPanel } from './search-panel';
import styles from './site-header.module.css';

/**
 * The header of every page (SPEC §2 "Global layout"). Rendered on the server; only the
 * dropdown, the burger menu, the search and the language toggles hydrate.
 *
 * Part of every cached page (see the locale layout): nothing here may be personal; the
 * account, wish-list and cart buttons fill themselves in on the client.
 */
export async function SiteHeader() {
  const locale = (await getLocale()) as AppLocale;
  const t = await getTranslations('layout');
  const [categories, shop] = await Promise.all([getMenuCategories(locale), getShopInfo(locale)]);

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <div className={`container ${styles.inner}`}>
        <MobileMenu
          categories={categories.map((c) => ({
            ...c,
            children: c.children.map((s) => ({ ...s, children: [] })),
          }))}
          phone={shop.phones[0]}
        />
        <Link href="/" className={styles.logo} aria-label={t('home')}>
          <Logo />
        </Link>
        <nav aria-label={t('mainNav')} className={styles.nav}>
          <ul className={styles.links}>
            <HoverMenu href="/catalog" label={t('nav.catalog')}>
              <ul className={styles.dropdownList}>
                {labelLinks.map((l) => (
                  <li key={l.key}>
                    <IntentLink href={l.href} className={`${styles.dropdownLink} ${styles.label}`}>
                      {t(`nav.${l.key}`)}
                    </IntentLink>
                  </li>
                ))}
                {categories.map((c) => (
                  <li key={c.type}>
                    <IntentLink href={c.path} className={styles.dropdownLink}>
                      {c.name}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            </HoverMenu>
            {headerLinks.map((l) => (
              <li key={l.key} className={styles.item} data-link={l.key}>
                <IntentLink href={l.href} className={styles.link}>
                  {t(`nav.${l.key}`)}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <SearchPanel />
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
