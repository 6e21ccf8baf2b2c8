import type { Product } from '@kartyna/domain';

/** A shop product for the cart's tests: id-based names and picture, anything overridable. */
export const product = (id: number, over: Partial<Product> = {}): Product => ({
  id,
  article: `A-${id}`,
  name: { ua: `Картина ${id}`, ru: `Картина ${id} ru` },
  description: { ua: '', ru: '' },
  price: 100,
  discountPrice: null,
  category: { type: 'kits', path: ['kits'], name: { ua: 'Набори', ru: 'Наборы' } },
  subject: 'flowers',
  size: '40x50',
  difficulty: 2,
  labels: [],
  inStock: true,
  expected: false,
  images: [`/api/server/media/${id}.jpg`],
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});
