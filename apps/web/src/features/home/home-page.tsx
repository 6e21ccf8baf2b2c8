import { getTranslations } from 'next-intl/server';

export async function HomePage() {
  const t = await getTranslations('common');
  return (
    <section className="container">
      <h1>{t('shopTitle')}</h1>
    </section>
  );
}
