import { describe, expect, it } from 'vitest';
import { addedProductId } from './add-param';

describe('/cart?add=<id> (a Buy tapped before hydration)', () => {
  it('reads a product id and nothing else', () => {
    expect(addedProductId('?add=42')).toBe(42);
    expect(addedProductId('?thank-order=x&add=7')).toBe(7);
    expect(addedProductId('')).toBeNull();
    expect(addedProductId('?add=0')).toBeNull();
    expect(addedProductId('?add=-3')).toBeNull();
    expect(addedProductId('?add=1e3')).toBeNull();
    expect(addedProductId('?add=12345678901')).toBeNull();
  });
});
