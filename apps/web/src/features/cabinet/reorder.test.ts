import type { Product } from '@kartyna/domain';
import { describe, expect, it } from 'vitest';
import { planReorder, type PastLine } from './reorder';

const line = (productId: number, amount = 1): PastLine => ({
  productId,
  name: { ua: `Колись ${productId}`, ru: `Когда-то ${productId}` },
  amount,
});
const product = (id: number, over: Partial<Product> = {}) =>
  ({
    id,
    article: `A-${id}`,
    name: { ua: `Сьогодні ${id}`, ru: `Сегодня ${id}` },
    price: 300,
    discountPrice: null,
    images: [],
    inStock: true,
    expected: false,
    ...over,
  }) as unknown as Product;

describe('repeat an order', () => {
  it('puts in what is sold today (in stock or on preorder) with the amounts ordered then', () => {
    const plan = planReorder(
      [line(1, 2), line(2), line(3), line(4), line(5)],
      [
        product(1, { price: 350 }),
        null,
        product(3, { inStock: false, expected: false }),
        product(4, { inStock: false, expected: true }),
        undefined,
      ],
    );
    expect(plan.add.map((a) => [a.product.id, a.amount, a.product.price])).toEqual([
      [1, 2, 350],
      [4, 1, 300],
    ]);
    expect(plan.left).toEqual([
      { name: { ua: 'Колись 2', ru: 'Когда-то 2' }, reason: 'gone' },
      { name: { ua: 'Сьогодні 3', ru: 'Сегодня 3' }, reason: 'soldOut' },
      { name: { ua: 'Колись 5', ru: 'Когда-то 5' }, reason: 'unknown' },
    ]);
  });
});
