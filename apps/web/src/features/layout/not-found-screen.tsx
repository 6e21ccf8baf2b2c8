import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export async function NotFoundScreen() {
  const t = await getTranslations('errors');
  return (
    <section className="container" style={{ padding: '64px 0', textAlign: 'center' }}>
      <p aria-hidden="true" style={{ fontSize: '6rem', margin: 0 }}>
        404
      </p>
      <h1>{t('notFoundTitle')}</h1>
      <Link href="/" className="button">
        {t('toHome')}
      </Link>
    </section>
  );
}
