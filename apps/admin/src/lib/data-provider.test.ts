import { describe, expect, it } from 'vitest';
import { resourcePath, rowPath } from './data-provider';

describe('where a row is read', () => {
  it('reads every kind of order through the one staff route family', () => {
    expect(rowPath('orders', 12)).toBe('/api/admin/orders/12');
    expect(rowPath('photo-orders', 3)).toBe('/api/admin/orders/photo-3');
    expect(rowPath('photo-orders', '7')).toBe('/api/admin/orders/photo-7');
  });

  it('reads any other resource under its own path', () => {
    expect(rowPath('products', 5)).toBe('/api/admin/products/5');
    expect(resourcePath('photo-orders')).toBe('/api/admin/photo-orders');
  });
});
