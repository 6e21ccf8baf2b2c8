import type { Product } from '@kartyna/domain';
import { describe, expect, it } from 'vitest';
import { productJsonLd, safeJson, schemaAvailability } from './product-json-ld';

const product: Product = {
  id: 7,
  article: 'KH1162',
  name: { ua: 'Соняшники', ru: 'Подсолнухи' },
  description: { ua: 'Опис', ru: 'Описание' },
  price: 669,
  discountPrice: 589,
  category: {
    type: 'still-life',
    path: ['picture-by-numbers', 'still-life'],
    name: { ua: 'Натюрморти', ru: 'Натюрморты' },
  },
  subject: 'still-life',
  size: '50x60',
  difficulty: 2,
  labels: ['sale'],
  inStock: true,
  expected: false,
  images: ['/api/server/media/products/kh1162-1.webp'],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('productJsonLd', () => {
  it('describes the product with its article as sku and the shown price in UAH', () => {
    const ld = productJsonLd(product, 'ua', 'https://kartyna.ua', '/product/7');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Соняшники',
      sku: 'KH1162',
      image: ['https://kartyna.ua/api/server/media/products/kh1162-1.webp'],
      offers: {
        priceCurrency: 'UAH',
        price: '589.00',
        availability: 'https://schema.org/InStock',
        url: 'https://kartyna.ua/product/7',
      },
    });
  });

  it('maps availability: in stock, preorder, sold out', () => {
    expect(schemaAvailability({ inStock: true, expected: false })).toBe('https://schema.org/InStock');
    expect(schemaAvailability({ inStock: false, expected: true })).toBe('https://schema.org/PreOrder');
    expect(schemaAvailability({ inStock: false, expected: false })).toBe('https://schema.org/OutOfStock');
  });

  it('escapes < so the script tag cannot be closed from a text', () => {
    expect(safeJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});
