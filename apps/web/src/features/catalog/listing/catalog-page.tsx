import 'server-only';
import type { CategoryNode } from '@kartyna/domain';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { languageTag, type AppLocale } from '@/i18n/routing';
import { PlainLink } from '@/i18n/plain-link';
import { ApiError } from '@/lib/api/api-error';
import { Breadcrumbs } from '../breadcrumbs';
import { getCategoryTree, getListing } from '../catalog-data';
import { CatalogFilters } from '../filters/catalog-filters';
import { SortForm } from '../filters/sort-form';
import { ProductCard } from '../product-card/product-card';
import { ViewedRail } from '../viewed/viewed-rail';
import {
  forCategoryChange,
  hasFilters,
  parseCatalogParams,
  selectedLabel,
  toQueryString,
  type CatalogParams,
  type RawSearchParams,
} from './catalog-params';
import { catalogPath, childrenOf, resolveCategoryPath } from './category-path';
import { Pagination } from './pagination';
import styles from './listing.module.css';

/** Cards loaded at once: the first row on a phone and a desktop, where the LCP is. */
const EAGER_CARDS = 4;

/**
 * "210 товарів": the plural form chosen with the language's rules ("ua" is a country code that
 * Intl does not know, so ICU plurals in the messages would fall back to English forms).
 */
function countWords(count: number, locale: AppLocale) {
  const tag = languageTag(locale);
  return { count: new Intl.NumberFormat(tag).format(count), form: new Intl.PluralRules(tag).select(count) };
}

/** The category chain of a URL, or a 404 for an unknown or hidden segment (requirements §2). */
export async function loadCategoryChain(segments: string[]): Promise<CategoryNode[]> {
  const chain = resolveCategoryPath(await getCategoryTree(), segments);
  if (!chain) notFound();
  return chain;
}

async function loadListing(types: string[], params: CatalogParams) {
  try {
    return await getListing(types, params);
  } catch (error) {
    // The tree said yes but the API (a fresher tree) says the category is gone.
    if (error instanceof ApiError && error.statusCode === 404) notFound();
    throw error;
  }
}

/**
 * The catalogue listing at any depth of the tree, rendered on the server from the URL: the
 * category path, then filters, sort and page from the query. Only the filter controls, the sort
 * select and the "you viewed" rail run in the browser.
 */
export async function CatalogPage({
  locale,
  segments,
  searchParams,
}: {
  locale: AppLocale;
  segments: string[];
  searchParams: RawSearchParams;
}) {
  const [t, tree, chain] = await Promise.all([
    getTranslations('catalog'),
    getCategoryTree(),
    loadCategoryChain(segments),
  ]);
  const types = chain.map((n) => n.type);
  const basePath = catalogPath(types);
  const params = parseCatalogParams(searchParams);
  const listing = await loadListing(types, params);
  const pageCount = Math.ceil(listing.total / listing.pageSize);
  const categoryQuery = toQueryString(forCategoryChange(params));
  const current = chain.at(-1);
  const label = selectedLabel(params);
  const title = current
    ? current.name[locale]
    : params.search
      ? t('listing.searchTitle', { search: params.search })
      : label
        ? t(`listing.labelTitle.${label}`)
        : t('listing.title');
  const chips = childrenOf(tree, chain);

  return (
    <div className="container">
      <Breadcrumbs
        label={t('breadcrumbs')}
        items={[
          { label: t('homeCrumb'), href: '/' },
          ...(chain.length ? [{ label: t('listing.title'), href: `/catalog${categoryQuery}` }] : []),
          ...chain.map((node, i) => ({
            label: node.name[locale],
            href: i < chain.length - 1 ? `${catalogPath(types.slice(0, i + 1))}${categoryQuery}` : undefined,
          })),
          ...(chain.length ? [] : [{ label: t('listing.title') }]),
        ]}
      />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {chips.length > 0 && (
          <nav aria-label={t('listing.subcategories')}>
            <ul className={styles.chips}>
              {chips.map((child) => (
                <li key={child.type}>
                  <PlainLink
                    href={`${catalogPath([...types, child.type])}${categoryQuery}`}
                    className={styles.chip}
                  >
                    {child.name[locale]}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>

      <div className={styles.layout}>
        <CatalogFilters params={params} facets={listing.facets} basePath={basePath} />
        <div className={styles.toolbar}>
          <p className={styles.total} role="status">
            {listing.total === 0
              ? t('listing.countNone')
              : t('listing.count', countWords(listing.total, locale))}
          </p>
          <div className={styles.sortSlot}>
            <SortForm params={params} basePath={basePath} />
          </div>
        </div>
        <section className={styles.results} aria-labelledby="results-title">
          <h2 id="results-title" className="visually-hidden">
            {t('listing.results')}
          </h2>
          {listing.items.length > 0 ? (
            <>
              <ul className={styles.grid}>
                {listing.items.map((product, i) => (
                  <li key={product.id}>
                    <ProductCard product={product} eager={i < EAGER_CARDS} lcp={i === 0} />
                  </li>
                ))}
              </ul>
              <Pagination params={params} basePath={basePath} pageCount={pageCount} />
            </>
          ) : (
            <div className={styles.empty}>
              <svg aria-hidden="true" width="96" height="96" viewBox="0 0 96 96" className={styles.emptyArt}>
                <ellipse cx="48" cy="52" rx="38" ry="30" fill="var(--paper-deep)" />
                <circle cx="34" cy="44" r="7" fill="var(--accent-soft)" />
                <circle cx="52" cy="38" r="6" fill="#e3ead4" />
                <circle cx="64" cy="54" r="7" fill="#dfe8f0" />
                <circle cx="68" cy="72" r="9" fill="var(--paper)" />
              </svg>
              <p className={styles.emptyTitle}>{t('listing.emptyTitle')}</p>
              <p className={styles.emptyText}>{t('listing.emptyText')}</p>
              {(hasFilters(params) || params.page > 1) && (
                <PlainLink href={basePath} className="button">
                  {t('listing.emptyReset')}
                </PlainLink>
              )}
            </div>
          )}
        </section>
      </div>
      <ViewedRail />
    </div>
  );
}
