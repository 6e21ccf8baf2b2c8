import type { Product } from '@kartyna/domain';
import type { AppLocale } from '@/i18n/routing';

/** schema.org availability of a product: preorder ones are expected (requirements §2). */
export const schemaAvailability = (p: Pick<Product, 'inStock' | 'expected'>): string =>
  `https://schema.org/${p.inStock ? 'InStock' : p.expected ? 'PreOrder' : 'OutOfStock'}`;

/** Product structured data: name, sku (the article), images, and an offer in UAH. */
export function productJsonLd(product: Product, locale: AppLocale, siteUrl: string, path: string) {
  const price = product.discountPrice ?? product.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name[locale],
    sku: product.article,
    description: product.description[locale],
    image: product.images.map((src) => new URL(src, siteUrl).toString()),
    category: product.category.name[locale],
    offers: {
      '@type': 'Offer',
      url: new URL(path, siteUrl).toString(),
      priceCurrency: 'UAH',
      price: price.toFixed(2),
      availability: schemaAvailability(product),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** JSON for a <script> tag: `<` escaped so a product text cannot close the tag. */
export const safeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
