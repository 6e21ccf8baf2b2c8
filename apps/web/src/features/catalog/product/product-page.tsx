import 'server-only';
import type { Product } from '@kartyna/domain';
import { getTranslations } from 'next-intl/server';
import { SaveProductButton } from '@/features/account';
import { AddToCartButton, toCartProduct } from '@/features/cart';
import type { AppLocale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { Freeze } from '@/lib/frozen-html/freeze';
import { Breadcrumbs } from '../breadcrumbs';
import { getCategoryTree } from '../catalog-data';
import { catalogPath, resolveCategoryPath } from '../listing/category-path';
import { Availability, availabilityOf } from '../product-card/availability';
import { Price } from '../product-card/price';
import { ProductLabels } from '../product-card/product-labels';
import { RecordViewed } from '../viewed/record-viewed';
import { ViewedRail } from '../viewed/viewed-rail';
import { AppearRequest } from './appear-request';
import { Difficulty } from './difficulty';
import { mainPicture, thumbPicture } from './gallery-pictures';
import { MainPicture, ProductGallery } from './product-gallery';
import { productJsonLd, safeJson } from './product-json-ld';
import { SimilarRail } from './similar-rail';
import styles from './product-page.module.css';

/** Names of the product's category path from the tree; the product's own category if the tree lacks it. */
async function categoryCrumbs(product: Product, locale: AppLocale) {
  const chain = resolveCategoryPath(await getCategoryTree(), product.category.path);
  if (!chain) return [{ label: product.category.name[locale], href: catalogPath(product.category.path) }];
  return chain.map((node, i) => ({
    label: node.name[locale],
    href: catalogPath(product.category.path.slice(0, i + 1)),
  }));
}

/** requirements §2 product screen. */
export async function ProductPage({ product, locale }: { product: Product; locale: AppLocale }) {
  const [t, tc, crumbs] = await Promise.all([
    getTranslations('product'),
    getTranslations('catalog'),
    categoryCrumbs(product, locale),
  ]);
  const name = product.name[locale];
  const soldOut = availabilityOf(product) === 'outOfStock';
  const path = `${locale === 'ua' ? '' : `/${locale}`}/product/${product.id}`;

  return (
    <div className={`container ${styles.page}`}>
      {/* For search engines, which read the HTML: frozen, so not in the payload a second time. */}
      <Freeze as="div" name="product-ld" hidden>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: safeJson(productJsonLd(product, locale, siteUrl, path)) }}
        />
      </Freeze>
      <Breadcrumbs
        label={tc('breadcrumbs')}
        items={[
          { label: tc('homeCrumb'), href: '/' },
          { label: tc('listing.title'), href: '/catalog' },
          ...crumbs,
          { label: name },
        ]}
      />
      <div className={styles.top}>
        {product.images.length > 1 ? (
          <ProductGallery
            pictures={product.images.map((src) => ({
              main: mainPicture(src, name),
              thumb: thumbPicture(src),
            }))}
          />
        ) : (
          <div className={styles.gallery}>
            {product.images[0] ? (
              <MainPicture picture={mainPicture(product.images[0], name)} />
            ) : (
              <div className={styles.mainPicture} aria-hidden="true" />
            )}
          </div>
        )}

        <div className={styles.info}>
          <ProductLabels labels={product.labels} />
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.article}>{t('article', { article: product.article })}</p>
          <div className={styles.buyBox}>
            <Availability product={product} />
            <Price product={product} size="l" />
            <div className={styles.actions}>
              {soldOut ? (
                <AppearRequest productId={product.id} label={t('appear.open')} />
              ) : (
                <AddToCartButton product={toCartProduct(product)} />
              )}
              <SaveProductButton productId={product.id} />
            </div>
            {soldOut && <p className={styles.note}>{t('soldOutNote')}</p>}
            {product.expected && !product.inStock && <p className={styles.note}>{t('expectedNote')}</p>}
          </div>

          <dl className={styles.specs}>
            <div>
              <dt>{t('specs.article')}</dt>
              <dd>{product.article}</dd>
            </div>
            <div>
              <dt>{t('specs.size')}</dt>
              <dd>{product.size.replace(/x/g, '×')}</dd>
            </div>
            <div>
              <dt>{t('specs.difficulty')}</dt>
              <dd>
                <Difficulty level={product.difficulty} />
              </dd>
            </div>
            <div>
              <dt>{t('specs.category')}</dt>
              <dd>{product.category.name[locale]}</dd>
            </div>
          </dl>

          <section className={styles.description} aria-labelledby="description-title">
            <h2 id="description-title">{t('description')}</h2>
            <p>{product.description[locale]}</p>
          </section>
        </div>
      </div>

      <SimilarRail productId={product.id} />
      <ViewedRail excludeId={product.id} />
      <RecordViewed productId={product.id} />
    </div>
  );
}
