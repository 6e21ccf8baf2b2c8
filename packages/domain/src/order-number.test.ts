import { describe, expect, it } from 'vitest';
import { orderNumberLabel, parsePhotoOrderNumber } from './order-number';

describe('orderNumberLabel', () => {
  it('numbers photo orders apart from shop orders, in both languages', () => {
    expect(orderNumberLabel('shop', 12)).toBe('№ 12');
    expect(orderNumberLabel('photo', 12)).toBe('Ф-12');
    expect(orderNumberLabel('photo', 3, 'ru')).toBe('Ф-3');
    expect(orderNumberLabel('shop', 3, 'ru')).toBe('№ 3');
  });

  it('reads back what staff type for a photo order, and nothing else', () => {
    expect(parsePhotoOrderNumber('Ф-12')).toBe(12);
    expect(parsePhotoOrderNumber(' ф 7 ')).toBe(7);
    expect(parsePhotoOrderNumber('F-7')).toBe(7);
    expect(parsePhotoOrderNumber('№ 7')).toBeNull();
    expect(parsePhotoOrderNumber('Фарба')).toBeNull();
  });
});
