import { describe, expect, it } from 'vitest';
import { fitReceiptLines, receiptLinesTotal, type ReceiptLine } from './fiscal-receipt-lines';

const kit = (code: string, price: number, quantity: number, discount = 0): ReceiptLine => ({
  code,
  name: `Набір ${code}`,
  price,
  quantity,
  discount,
});

describe('fitReceiptLines', () => {
  it('keeps lines that already add up to the total', () => {
    const lines = [kit('a', 82_500, 2, 16_500), kit('b', 45_000, 1)];
    expect(fitReceiptLines(lines, 193_500)).toEqual(lines);
  });

  it('takes the bonus spent off the lines in proportion, exact to the kopiyka', () => {
    const lines = [kit('a', 82_500, 2), kit('b', 45_000, 1), kit('c', 1_001, 3)];
    const fitted = fitReceiptLines(lines, 200_000);
    expect(receiptLinesTotal(fitted)).toBe(200_000);
    // 213 003 − 200 000 = 13 003 off: 10 072.6 / 2 747.06 / 183.3, the one kopiyka left to the
    // largest remainder (the first line).
    expect(fitted.map((l) => l.discount)).toEqual([10_073, 2_747, 183]);
    for (const line of fitted) expect(line.discount).toBeLessThanOrEqual(line.price * line.quantity);
  });

  it('makes a partial return receipt of 100 ₴ out of a paid order', () => {
    const fitted = fitReceiptLines([kit('a', 82_500, 1, 8_250), kit('b', 45_000, 2)], 10_000);
    expect(receiptLinesTotal(fitted)).toBe(10_000);
    expect(fitted.every((l) => l.price * l.quantity - l.discount >= 0)).toBe(true);
  });

  it('gives the whole return the original lines', () => {
    const lines = [kit('a', 82_500, 1, 8_250)];
    expect(fitReceiptLines(lines, 74_250)).toEqual(lines);
  });

  it('refuses a total above the lines or not in kopiyky', () => {
    expect(() => fitReceiptLines([kit('a', 100, 1)], 101)).toThrow(RangeError);
    expect(() => fitReceiptLines([kit('a', 100, 1)], 10.5)).toThrow(RangeError);
    expect(() => fitReceiptLines([kit('a', 100, 1)], -1)).toThrow(RangeError);
  });
});
