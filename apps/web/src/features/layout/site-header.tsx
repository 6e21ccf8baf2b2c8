import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './site-header.module.css';

export async function SiteHeader() {
  const t = await getTranslations('layout');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logo} aria-label={t('home')}>
          Kartyna
        </Link>
      </div>
    </header>
  );
}
