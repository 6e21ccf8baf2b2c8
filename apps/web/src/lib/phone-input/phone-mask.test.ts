import { normalizePhone } from '@kartyna/domain';
import { describe, expect, it } from 'vitest';
import { caretAfterFormat, formatPhoneMask, isEmptyMask, localDigits } from './phone-mask';

describe('phone mask', () => {
  it('formats what is typed after +38 progressively', () => {
    expect(formatPhoneMask('+38 ')).toBe('+38 ');
    expect(formatPhoneMask('+38 0')).toBe('+38 (0');
    expect(formatPhoneMask('+38 (067')).toBe('+38 (067');
    expect(formatPhoneMask('+38 (0671')).toBe('+38 (067) 1');
    expect(formatPhoneMask('+38 (067) 1234')).toBe('+38 (067) 123-4');
    expect(formatPhoneMask('+38 (067) 123-456')).toBe('+38 (067) 123-45-6');
    expect(formatPhoneMask('+38 (067) 123-45-678')).toBe('+38 (067) 123-45-67');
  });

  it('keeps at most 10 digits after +38', () => {
    expect(localDigits('+38 (067) 123-45-67999')).toBe('0671234567');
  });

  it('reads pasted numbers with or without the country code', () => {
    expect(formatPhoneMask('0671234567')).toBe('+38 (067) 123-45-67');
    expect(formatPhoneMask('+380671234567')).toBe('+38 (067) 123-45-67');
    expect(formatPhoneMask('380671234567')).toBe('+38 (067) 123-45-67');
  });

  it('a backspace after a separator removes the separator and keeps the digits', () => {
    // "+38 (067) 1" with the 1 deleted leaves "+38 (067) ", which shows as "+38 (067"
    expect(formatPhoneMask('+38 (067) ')).toBe('+38 (067');
    expect(formatPhoneMask('+38 (')).toBe('+38 ');
  });

  it('tells an untouched prefix from a started number', () => {
    expect(isEmptyMask('+38 ')).toBe(true);
    expect(isEmptyMask('+38')).toBe(true);
    expect(isEmptyMask('')).toBe(true);
    expect(isEmptyMask('+38 (0')).toBe(false);
  });

  it('the full mask is a valid phone for the domain schema', () => {
    expect(normalizePhone(formatPhoneMask('0671234567'))).toBe('+380671234567');
  });

  it('keeps the caret after the same digit when editing in the middle', () => {
    // typed "9" after "+38 (06" → raw "+38 (069" + rest
    const raw = '+38 (0697) 123-45-67';
    const formatted = formatPhoneMask(raw);
    expect(formatted).toBe('+38 (069) 712-34-56');
    expect(caretAfterFormat(raw, 8, formatted)).toBe(8);
    expect(caretAfterFormat('+38 0', 5, formatPhoneMask('+38 0'))).toBe(6);
  });
});
