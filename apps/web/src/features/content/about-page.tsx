import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/plain-link';
import type { AppLocale } from '@/i18n/routing';
import styles from './content-page.module.css';
import { PageIntro } from './page-intro';
import { getStaffPageText, StaffPageText } from './staff-page-text';
import { TextSections, type TextSection } from './text-sections';

interface Fact {
  figure: string;
  text: string;
}

/**
 * /about: who the shop is, how it chooses and checks kits, how it packs — or, when staff wrote
 * the page in the back office, their text in place of the shipped one.
 */
export async function AboutPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations('content.about');
  const staffText = await getStaffPageText('about', locale);
  const facts = t.raw('facts') as Fact[];
  const sections = t.raw('sections') as TextSection[];
  return (
    <div className={`container ${styles.page}`}>
      {staffText ? (
        <>
          <PageIntro eyebrow={t('eyebrow')} title={t('title')} />
          <StaffPageText body={staffText} />
        </>
      ) : (
        <>
          <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
          <ul className={styles.cards} aria-label={t('factsLabel')}>
            {facts.map((f) => (
              <li key={f.text} className={styles.card}>
                <span className={styles.figure}>{f.figure}</span>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
          <TextSections sections={sections} />
        </>
      )}
      <div className={styles.cta}>
        <PlainLink href="/catalog" className="button">
          {t('toCatalog')}
        </PlainLink>
        <PlainLink href="/contacts" className="button button-secondary">
          {t('toContacts')}
        </PlainLink>
      </div>
    </div>
  );
}
