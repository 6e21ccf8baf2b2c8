import { describe, expect, it } from 'vitest';
import { toCartProduct } from './cart-logic';
import { readCartSnapshot, writeCartSnapshot } from './cart-snapshot';
import { product } from './cart-test-product';

describe('a "Buy" form\'s cart snapshot', () => {
  it('reads back the product it was written from', () => {
    const kit = product(7, { price: 349, discountPrice: 259, inStock: false, expected: true });
    expect(readCartSnapshot(writeCartSnapshot(kit))).toEqual(toCartProduct(kit));
    const plain = product(8, { images: [] });
    expect(readCartSnapshot(writeCartSnapshot(plain))).toEqual(toCartProduct(plain));
  });

  it('is shorter than the product as an object, quotes counted as HTML writes them', () => {
    const kit = product(7);
    const inHtml = (text: string) => text.replaceAll('"', '&quot;').length;
    expect(inHtml(writeCartSnapshot(kit))).toBeLessThan(inHtml(JSON.stringify(toCartProduct(kit))) * 0.75);
  });

  it('refuses what is not a snapshot', () => {
    for (const text of [
      '',
      'not json',
      '{}',
      '[]',
      '[1,2,3]',
      '["x","a","b","c",1,null,null,1,0]',
      JSON.stringify([1, 'a', 'b', 'c', 'free', null, null, 1, 0]),
    ])
      expect(readCartSnapshot(text)).toBeNull();
  });
});
