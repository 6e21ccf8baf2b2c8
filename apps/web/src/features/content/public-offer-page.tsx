import { getTranslations } from 'next-intl/server';
import { getShopInfo } from '@/features/layout';
import type { AppLocale } from '@/i18n/routing';
import styles from './content-page.module.css';
import { PageIntro } from './page-intro';
import { getStaffPageText, StaffPageText } from './staff-page-text';
import { TextSections, type TextSection } from './text-sections';

/**
 * /public-offer: the contract of sale (staff's text when they wrote one); the seller's contacts
 * come from the shop's settings either way.
 */
export async function PublicOfferPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations('content.offer');
  const [shop, staffText] = await Promise.all([
    getShopInfo(locale),
    getStaffPageText('public-offer', locale),
  ]);
  const sections = t.raw('sections') as TextSection[];
  const contacts: TextSection = {
    title: t('contactsTitle'),
    items: [
      t('contactsShop', { name: shop.name }),
      ...(shop.address ? [t('contactsAddress', { address: shop.address })] : []),
      ...shop.phones.map((p) => t('contactsPhone', { phone: p })),
      ...(shop.mail ? [t('contactsMail', { mail: shop.mail })] : []),
    ],
  };
  if (staffText)
    return (
      <div className={`container ${styles.page}`}>
        <PageIntro eyebrow={t('eyebrow')} title={t('title')} />
        <StaffPageText body={staffText} />
        <TextSections sections={[contacts]} />
      </div>
    );
  return (
    <div className={`container ${styles.page}`}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <TextSections sections={[...sections, contacts]} numbered />
      <p className={styles.lead}>{t('edition')}</p>
    </div>
  );
}
