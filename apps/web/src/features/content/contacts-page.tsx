import { getTranslations } from 'next-intl/server';
import { getShopInfo, telHref } from '@/features/layout';
import type { AppLocale } from '@/i18n/routing';
import { ContactForm } from './contact-form';
import styles from './content-page.module.css';
import contacts from './contacts.module.css';
import { PageIntro } from './page-intro';

/** /contacts: phones, mail, hours, the pick-up address and messengers, and the message form. */
export async function ContactsPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations('content.contacts');
  const shop = await getShopInfo(locale);

  return (
    <div className={`container ${styles.page}`}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={styles.split}>
        <section aria-labelledby="contacts-details" className={contacts.details}>
          <h2 id="contacts-details" className="visually-hidden">
            {t('detailsTitle')}
          </h2>
          <dl className={contacts.list}>
            <div>
              <dt>{t('phones')}</dt>
              {shop.phones.map((p) => (
                <dd key={p}>
                  <a href={telHref(p)} className={contacts.big}>
                    {p}
                  </a>
                </dd>
              ))}
            </div>
            {shop.mail && (
              <div>
                <dt>{t('mail')}</dt>
                <dd>
                  <a href={`mailto:${shop.mail}`}>{shop.mail}</a>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('hours')}</dt>
              <dd>{shop.workingHours || t('hoursDefault')}</dd>
              <dd className={contacts.muted}>{t('hoursNote')}</dd>
            </div>
            {shop.address && (
              <div>
                <dt>{t('pickup')}</dt>
                <dd>{shop.address}</dd>
                <dd className={contacts.muted}>
                  {t('pickupHours', { hours: shop.takeawayHours || '13:30–18:00' })}
                </dd>
              </div>
            )}
            {shop.social.length > 0 && (
              <div>
                <dt>{t('social')}</dt>
                <dd>
                  <ul className={contacts.social}>
                    {shop.social.map((s) => (
                      <li key={s.key}>
                        <a href={s.url} rel="noopener noreferrer" target="_blank">
                          {t(`networks.${s.key}`)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
        </section>
        <section className={styles.panel}>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
