import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PaletteColour } from '@kartyna/paint-by-numbers';
import { qrSquares, templatePdf } from './template-pdf';
import { pdfOperators, rectCount } from './template-test-kit';

/** The companion's QR code on the legend page: the squares drawn read back as the address. */

const url = 'https://kartyna.example/kit/p12?k=AbCdEfGhIjKlMnOpQrSt_-';
const palette: PaletteColour[] = [1, 2, 3].map((number) => ({
  number,
  hex: ['#f0e0d0', '#806040', '#203040'][number - 1]!,
  rgb: [0, 0, 0],
  share: 1 / 3,
  areaMm2: 3333,
  paintMl: 2.5,
  regionCount: 7,
}));
const canvas =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="100mm" viewBox="0 0 100 100"><path d="M0 0H100V100H0Z" fill="none" stroke="#000"/></svg>';
const head = { title: 'Kartyna #3-12, 40x50 classic', widthMm: 100, heightMm: 100 };

describe('the QR code of the painting companion', () => {
  it('is a matrix that decodes back to the address', async () => {
    const { size, dark } = qrSquares(url);
    expect(size).toBeGreaterThanOrEqual(21);
    const scale = 8;
    const side = (size + 8) * scale;
    const squares = dark
      .map(
        ([col, row]) =>
          `<rect x="${(col + 4) * scale}" y="${(row + 4) * scale}" width="${scale}" height="${scale}"/>`,
      )
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="100%" height="100%" fill="#fff"/>${squares}</svg>`;
    const { data, info } = await sharp(Buffer.from(svg))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const read = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    );
    expect(read?.data).toBe(url);
  });

  it('is drawn as those squares on the legend page, after the canvas page', async () => {
    const plain = await templatePdf(canvas, palette, head);
    const withQr = await templatePdf(canvas, palette, { ...head, companionUrl: url });
    for (const pdf of [plain, withQr]) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    }
    const { dark } = qrSquares(url);
    // Every dark module is one rectangle more than the same PDF without the code.
    expect(rectCount(pdfOperators(withQr)) - rectCount(pdfOperators(plain))).toBe(dark.length);
  });
});
