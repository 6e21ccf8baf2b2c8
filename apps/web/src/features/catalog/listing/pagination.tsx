import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/plain-link';
import { pageList, toQueryString, type CatalogParams } from './catalog-params';
import styles from './listing.module.css';

/** Plain links with the page in the URL: crawlable, shareable, and Back returns to the page. */
export async function Pagination({
  params,
  basePath,
  pageCount,
}: {
  params: CatalogParams;
  basePath: string;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('catalog.pagination');
  const href = (page: number) => `${basePath}${toQueryString({ ...params, page })}`;
  const current = Math.min(params.page, pageCount);
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      {current > 1 ? (
        <PlainLink href={href(current - 1)} className={styles.pageStep} rel="prev">
          <span aria-hidden="true">←</span> {t('previous')}
        </PlainLink>
      ) : (
        <span className={styles.pageStepOff} aria-hidden="true" />
      )}
      <ol className={styles.pages}>
        {pageList(current, pageCount).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <PlainLink
                href={href(page)}
                className={styles.page}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('page', { page })}
              >
                {page}
              </PlainLink>
            </li>
          ),
        )}
      </ol>
      {current < pageCount ? (
        <PlainLink href={href(current + 1)} className={styles.pageStep} rel="next">
          {t('next')} <span aria-hidden="true">→</span>
        </PlainLink>
      ) : (
        <span className={styles.pageStepOff} aria-hidden="true" />
      )}
    </nav>
  );
}
