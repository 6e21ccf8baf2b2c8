import type { ClientWork } from '@kartyna/domain';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/plain-link';
import type { AppLocale } from '@/i18n/routing';
import { shopFetches, shopGet } from '@/lib/api/shop-data';
import styles from './content-page.module.css';
import gallery from './client-works.module.css';
import { PageIntro } from './page-intro';

async function loadWorks(): Promise<ClientWork[] | null> {
  try {
    return await shopGet(shopFetches.clientWorks());
  } catch (error) {
    console.error('client-works unavailable', error);
    return null;
  }
}

/** /client-works: the gallery; every picture keeps a 4:5 frame so nothing shifts as it loads. */
export async function ClientWorksPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations('content.clientWorks');
  const works = await loadWorks();

  return (
    <div className={`container ${styles.page}`}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {!works && <p className={styles.note}>{t('unavailable')}</p>}
      {works && works.length === 0 && <p className={styles.note}>{t('empty')}</p>}
      <ul className={gallery.grid}>
        {works?.map((w, i) => {
          const title = w.title[locale];
          const alt = w.authorName ? t('alt', { title, author: w.authorName }) : title;
          return (
            <li key={w.id}>
              <figure className={gallery.figure}>
                <div className={gallery.frame}>
                  <Image
                    src={w.imageUrl}
                    alt={alt}
                    width={800}
                    height={1000}
                    sizes="(max-width: 560px) 50vw, (max-width: 1000px) 33vw, 300px"
                    loading={i < 4 ? 'eager' : 'lazy'}
                    className={gallery.image}
                  />
                </div>
                <figcaption>
                  <span className={gallery.title}>{title}</span>
                  {w.authorName && <span className={gallery.author}>{w.authorName}</span>}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <aside className={gallery.invite}>
        <h2>{t('inviteTitle')}</h2>
        <p>{t('inviteText')}</p>
        <div className={styles.cta}>
          <PlainLink href="/catalog" className="button">
            {t('toCatalog')}
          </PlainLink>
          <PlainLink href="/photo-picture" className="button button-secondary">
            {t('toPhotoPicture')}
          </PlainLink>
        </div>
      </aside>
    </div>
  );
}
