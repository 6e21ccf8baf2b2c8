import { describe, expect, it } from 'vitest';
import { sortSizes } from './size-order';

describe('size filter order', () => {
  it('puts picture sizes by area (w × h), then the other sizes', () => {
    const api = [
      '50x60',
      'd40',
      '40x50',
      '20ml',
      '60x80',
      '50x50',
      '40x60',
      '18x18x4',
      '30x40',
      'm14',
      '40x40',
      'd19',
    ];
    expect(sortSizes(api)).toEqual([
      '18x18x4', // 324
      '30x40', // 1200
      '40x40', // 1600
      '40x50', // 2000
      '40x60', // 2400
      '50x50', // 2500
      '50x60', // 3000
      '60x80', // 4800
      '20ml',
      'd19',
      'd40',
      'm14',
    ]);
  });

  it('orders the same area by width and does not change its input', () => {
    const input = ['50x40', '40x50'];
    expect(sortSizes(input)).toEqual(['40x50', '50x40']);
    expect(input).toEqual(['50x40', '40x50']);
  });
});
