import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/locale-path';
import type { AppLocale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { Freeze } from '@/lib/frozen-html/freeze';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons';
import { getMenuCategories, getShopInfo, telHref } from './layout-data';
import { Logo } from './logo';
import { customerLinks } from './nav-links';
import { PaymentLogos } from './payment-logos';
import { StoreJsonLd } from './store-json-ld';
import styles from './site-footer.module.css';

/**
 * The footer of every page (requirements §2): description, cards, link groups, contacts, Store data.
 * Frozen HTML (sent once, see lib/frozen-html): plain links the shell's enhancer makes navigate
 * in the app.
 */
export async function SiteFooter() {
  const locale = (await getLocale()) as AppLocale;
  const t = await getTranslations('layout');
  const [categories, shop] = await Promise.all([getMenuCategories(locale), getShopInfo(locale)]);
  const href = (to: string) => localePath(to, locale);

  return (
    <Freeze as="footer" name="footer" className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-label={t('footer.aboutShop')}>
          <a href={href('/')} className={styles.logo} aria-label={t('home')}>
            <Logo />
          </a>
          <p className={styles.description}>{shop.description || t('footer.description')}</p>
          <p className={styles.small}>{t('footer.weAccept')}</p>
          <PaymentLogos label={t('footer.paymentCards')} className={styles.cards} />
        </section>

        <nav aria-labelledby="footer-catalog">
          <h2 id="footer-catalog" className={styles.heading}>
            {t('footer.catalog')}
          </h2>
          <ul className={styles.links}>
            <li>
              <a href={href('/sale')} className={styles.sale}>
                {t('nav.sale')}
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.type}>
                <a href={href(c.path)}>{c.name}</a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-customers">
          <h2 id="footer-customers" className={styles.heading}>
            {t('footer.customers')}
          </h2>
          <ul className={styles.links}>
            {customerLinks.map((l) => (
              <li key={l.key}>
                <a href={href(l.href)}>{t(`nav.${l.key}`)}</a>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contacts" className={styles.contactsBlock}>
          <h2 id="footer-contacts" className={styles.heading}>
            {t('footer.contacts')}
          </h2>
          <ul className={styles.contacts}>
            {shop.phones.map((p) => (
              <li key={p}>
                <PhoneIcon />
                <a href={telHref(p)}>{p}</a>
              </li>
            ))}
            {shop.mail && (
              <li>
                <MailIcon />
                <a href={`mailto:${shop.mail}`}>{shop.mail}</a>
              </li>
            )}
            <li>
              <ClockIcon />
              <span>
                {shop.workingHours || t('footer.workingHours')}
                <span className="visually-hidden"> — {t('footer.workingHoursNote')}</span>
              </span>
            </li>
            {shop.address && (
              <li>
                <PinIcon />
                <span>{shop.address}</span>
              </li>
            )}
          </ul>
          <ul className={styles.social} aria-label={t('footer.social')}>
            {shop.social.map((s) => (
              <li key={s.key}>
                <a href={s.url} aria-label={t(`social.${s.key}`)} rel="noopener noreferrer" target="_blank">
                  <SocialIcon name={s.key} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {new Date().getFullYear()} {shop.name}. {t('rights')}
          </p>
          <p>{t('footer.madeIn')}</p>
        </div>
      </div>
      <StoreJsonLd shop={shop} siteUrl={siteUrl} locale={locale} />
    </Freeze>
  );
}
