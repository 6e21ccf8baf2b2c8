import { describe, expect, it } from 'vitest';
import { parsePromoCode } from './promo-code-shape';

describe('parsePromoCode', () => {
  it('answers the code as the API matches it', () => {
    expect(parsePromoCode(' vesna10 ')).toBe('VESNA10');
    expect(parsePromoCode('знижка-2026_x')).toBe('ЗНИЖКА-2026_X');
    // a full-width digit, as a phone keyboard may give it, is the plain one (NFKC)
    expect(parsePromoCode('VESNA１0')).toBe('VESNA10');
  });

  it('refuses what the API would refuse for its shape', () => {
    expect(parsePromoCode('погано!!')).toBeNull();
    expect(parsePromoCode('TWO WORDS')).toBeNull();
    expect(parsePromoCode('X'.repeat(41))).toBeNull();
    expect(parsePromoCode('   ')).toBeNull();
  });
});
