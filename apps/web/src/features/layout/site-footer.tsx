import { getTranslations } from 'next-intl/server';

export async function SiteFooter() {
  const t = await getTranslations('layout');
  return (
    <footer className="container">
      <p>
        © {new Date().getFullYear()} Kartyna. {t('rights')}
      </p>
    </footer>
  );
}
