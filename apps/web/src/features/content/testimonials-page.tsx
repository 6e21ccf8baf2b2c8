import type { TestimonialList } from '@kartyna/domain';
import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/plain-link';
import { languageTag, type AppLocale } from '@/i18n/routing';
import { shopFetches, shopGet } from '@/lib/api/shop-data';
import styles from './content-page.module.css';
import { PageIntro } from './page-intro';
import { Stars } from './stars';
import { TestimonialForm } from './testimonial-form';
import list from './testimonials.module.css';

const PAGE_SIZE = 10;

async function loadTestimonials(page: number): Promise<TestimonialList | null> {
  try {
    return await shopGet(shopFetches.testimonials(page, PAGE_SIZE), 60);
  } catch (error) {
    console.error('testimonials unavailable', error);
    return null;
  }
}

/** /testimonials: approved testimonials with stars and the average, and the form. */
export async function TestimonialsPage({ locale, page }: { locale: AppLocale; page: number }) {
  const t = await getTranslations('content.testimonials');
  const data = await loadTestimonials(page);
  const date = new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long', timeZone: 'Europe/Kyiv' });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const number = new Intl.NumberFormat(languageTag(locale), { maximumFractionDigits: 1 });
  // The plural form by the language's rules: next-intl would ask Intl about "ua", a country.
  const plural = new Intl.PluralRules(languageTag(locale));

  return (
    <div className={`container ${styles.page}`}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={styles.split}>
        <section aria-labelledby="testimonials-list">
          <h2 id="testimonials-list" className="visually-hidden">
            {t('listTitle')}
          </h2>
          {data && data.averageRating !== null && (
            <div className={list.summary}>
              <span className={list.average}>{number.format(data.averageRating)}</span>
              <div>
                <Stars
                  value={data.averageRating}
                  label={t('averageLabel', { value: number.format(data.averageRating) })}
                />
                <p className={list.count}>
                  {t('count', { count: data.total, form: plural.select(data.total) })}
                </p>
              </div>
            </div>
          )}
          {/* On a phone the form comes after the list: a way straight to it. */}
          <p>
            <a href="#leave-testimonial" className="button button-secondary">
              {t('leave')}
            </a>
          </p>
          {!data && <p className={styles.note}>{t('unavailable')}</p>}
          {data && data.items.length === 0 && <p className={styles.note}>{t('empty')}</p>}
          <ol className={list.list}>
            {data?.items.map((item) => (
              <li key={item.id} className={list.item}>
                <article aria-labelledby={`t-${item.id}`}>
                  <header className={list.head}>
                    <h3 id={`t-${item.id}`} className={list.name}>
                      {item.name}
                    </h3>
                    <time dateTime={item.createdAt} className={list.date}>
                      {date.format(new Date(item.createdAt))}
                    </time>
                  </header>
                  <Stars value={item.rating} label={t('ratingLabel', { value: item.rating })} />
                  {item.text && <p className={list.text}>{item.text}</p>}
                  {item.reply && (
                    <div className={list.reply}>
                      <p className={list.replyTitle}>{t('reply')}</p>
                      <p>{item.reply}</p>
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav className={list.pager} aria-label={t('pages')}>
              {page > 1 && (
                <PlainLink
                  href={{ pathname: '/testimonials', query: page > 2 ? { page: page - 1 } : {} }}
                  className="button button-secondary"
                >
                  {t('newer')}
                </PlainLink>
              )}
              <span>{t('pageOf', { page, pages })}</span>
              {page < pages && (
                <PlainLink
                  href={{ pathname: '/testimonials', query: { page: page + 1 } }}
                  className="button button-secondary"
                >
                  {t('older')}
                </PlainLink>
              )}
            </nav>
          )}
        </section>
        <aside className={styles.panel} id="leave-testimonial">
          <TestimonialForm />
        </aside>
      </div>
    </div>
  );
}
