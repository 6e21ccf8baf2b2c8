import { describe, expect, it } from 'vitest';
import { kitOrderNumber } from './kit-order-number';

describe('kitOrderNumber', () => {
  it('names a photo line kit by its photo order and a catalogue kit by its shop order', () => {
    expect(kitOrderNumber({ kind: 'photo', orderId: 1 }, 'ua')).toBe('Ф-1');
    expect(kitOrderNumber({ kind: 'catalogue', orderId: 1 }, 'ua')).toBe('№ 1');
    expect(kitOrderNumber({ kind: 'photo', orderId: 27 }, 'ru')).toBe('Ф-27');
    expect(kitOrderNumber({ kind: 'catalogue', orderId: 27 }, 'ru')).toBe('№ 27');
  });
});
