import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { PaletteColour } from '@kartyna/paint-by-numbers';
import { fontRuns, legendFaces } from './legend-font';
import { countOf, decimalComma, photoLegendTitle, productLegendTitle } from './legend-words';
import { companionQr, templatePdf } from './template-pdf';
import { legendPage } from './template-legend';
import { pdfOperators } from './template-test-kit';

// Issue #48: the printed legend lacked a glyph («Відскануйте□ щоб»), mixed Helvetica and Lora on
// one line at two baselines, had an English header and wrote «0.4».

const require = createRequire(import.meta.url);
// The fonts' own glyph sets, read here apart from the code that picks the cut for a character.
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  openSync(path: string): { hasGlyphForCodePoint(codePoint: number): boolean };
};
const glyphSets = new Map(legendFaces.map((f) => [f.name, fontkit.openSync(f.path)]));

const hexes = ['#ba9882', '#8b7138', '#15120c', '#f0e0d0'];
const paletteOf = (count: number): PaletteColour[] =>
  Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    hex: hexes[i % hexes.length]!,
    rgb: [0, 0, 0],
    share: 1 / count,
    areaMm2: 1000,
    paintMl: 0.4 + i * 0.1,
    regionCount: 3 + i,
  }));
const title = photoLegendTitle({ photoOrderId: 1, size: '50x60', complectation: 'premium' });
const url = 'https://kartyna.example/kit/p12?k=AbCdEfGhIjKlMnOpQrSt_-';
const canvas =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="100mm" viewBox="0 0 100 100"><path d="M0 0H100V100H0Z" fill="none" stroke="#000"/></svg>';

/** The legend drawn on a document of its own: the pen's record of every run. */
function drawLegend(count: number, withQr: boolean) {
  const doc = new PDFDocument({ autoFirstPage: false });
  const pen = legendPage(doc, paletteOf(count), title, withQr ? companionQr(url) : null);
  doc.end();
  return pen.drawn;
}

/** Each line's text: the runs drawn at one baseline and size, left to right. */
function lines(drawn: ReturnType<typeof drawLegend>): string[] {
  const byLine = new Map<string, typeof drawn>();
  for (const run of drawn) {
    const key = `${run.baseline}|${run.size}|${run.x > 400 ? 'right' : 'left'}`;
    byLine.set(key, [...(byLine.get(key) ?? []), run]);
  }
  return [...byLine.values()].map((runs) =>
    runs
      .sort((a, b) => a.x - b.x)
      .map((r) => r.text)
      .join(''),
  );
}

describe('the legend page', () => {
  it.each([
    [24, true],
    [36, false],
    [60, true],
  ])('draws every character of its %i colours in a cut of Lora that has it (QR: %s)', (count, withQr) => {
    const drawn = drawLegend(count, withQr);
    expect(drawn.length).toBeGreaterThan(count * 4);
    for (const run of drawn) {
      const font = glyphSets.get(run.face);
      expect(font, run.face).toBeDefined();
      const missing = [...run.text].filter((c) => !font!.hasGlyphForCodePoint(c.codePointAt(0)!));
      expect(missing, `«${run.text}» in ${run.face}`).toEqual([]);
    }
    // Nothing stood in for a character no cut has.
    expect(drawn.map((r) => r.text).join('')).not.toContain('?');
  });

  it('says it all in Ukrainian, with a decimal comma', () => {
    const drawn = drawLegend(24, true);
    const text = lines(drawn);
    expect(text).toContain('Легенда фарб');
    expect(text).toContain('Kartyna · Замовлення Ф-1 · 50×60 см · Преміум');
    expect(text).toContain('24 кольори · 348 ділянок');
    expect(text).toEqual(expect.arrayContaining(['Відскануйте, щоб', 'розфарбовувати з телефона']));
    // Row 1: number, code, paint in ml, regions, one baseline across the columns.
    const row = drawn.filter((r) => r.baseline === drawn.find((d) => d.text === '#ba9882')?.baseline);
    expect(row.map((r) => r.text)).toEqual(['1', '#ba9882', '0,4', '3']);
    expect(text.join('\n')).not.toMatch(/\d\.\d/);
  });

  it('writes one family, never a missing glyph, each line on one baseline', async () => {
    for (const companionUrl of [undefined, url]) {
      const pdf = await templatePdf(canvas, paletteOf(36), {
        title,
        widthMm: 100,
        heightMm: 100,
        ...(companionUrl ? { companionUrl } : {}),
      });
      const fonts = pdf.toString('latin1').match(/\/BaseFont \/\S+/g) ?? [];
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatch(/^\/BaseFont \/[A-Z]{6}\+Lora-(Regular|Bold)$/);

      const ops = pdfOperators(pdf);
      // Embedded fonts are written as glyph ids, four hex digits each: 0000 is the empty box.
      const glyphIds = [...ops.matchAll(/\[(.*)\] TJ/g)].flatMap((m) =>
        [...(m[1] ?? '').matchAll(/<([0-9a-f]+)>/g)].flatMap((h) => h[1]!.match(/.{4}/g) ?? []),
      );
      expect(glyphIds.length).toBeGreaterThan(200);
      expect(glyphIds).not.toContain('0000');

      if (companionUrl) continue; // the QR caption's lines may fall beside the left column's
      // Text is placed by its baseline (Tm's y): texts on one line share it exactly, and two
      // lines lie a line apart. Helvetica beside Lora sat 2.9 pt lower, a bold 11 pt 0.7 pt.
      const baselines = [
        ...new Set([...ops.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) Tm/g)].map((m) => Number(m[1]))),
      ];
      baselines.sort((a, b) => a - b);
      const gaps = baselines.slice(1).map((b, i) => b - baselines[i]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8);
    }
  });

  it("fits a premium kit's 36 colours on one page under the QR code; more go on overleaf", async () => {
    const pages = async (count: number) => {
      const pdf = await templatePdf(canvas, paletteOf(count), {
        title,
        widthMm: 100,
        heightMm: 100,
        companionUrl: url,
      });
      return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length;
    };
    expect(await pages(36)).toBe(2); // the canvas and the legend
    expect(await pages(80)).toBe(3);
  });
});

describe("the legend's words", () => {
  it("names a photo picture's order, size and complectation as the shop does", () => {
    expect(photoLegendTitle({ photoOrderId: 12, size: '40x50', complectation: 'classic' })).toBe(
      'Kartyna · Замовлення Ф-12 · 40×50 см · Класична',
    );
    expect(productLegendTitle('Кава вранці', { widthCm: 40, heightCm: 50 })).toBe(
      'Kartyna · Кава вранці · 40×50 см',
    );
  });

  it('writes a decimal comma and counts in the right form', () => {
    expect(decimalComma(0.4)).toBe('0,4');
    expect(decimalComma(2.25)).toMatch(/^2,[23]$/);
    expect(countOf(1, { one: 'колір', few: 'кольори', many: 'кольорів' })).toBe('1 колір');
    expect(countOf(24, { one: 'колір', few: 'кольори', many: 'кольорів' })).toBe('24 кольори');
    expect(countOf(12, { one: 'колір', few: 'кольори', many: 'кольорів' })).toBe('12 кольорів');
    expect(countOf(21, { one: 'колір', few: 'кольори', many: 'кольорів' })).toBe('21 колір');
  });

  it('cuts a line into runs of the cut that has each character', () => {
    const runs = fontRuns('Відскануйте, щоб', 400).map((r) => [r.face.name, r.text]);
    expect(runs).toEqual([
      ['lora-cyrillic-400', 'Відскануйте'],
      ['lora-latin-400', ', '],
      ['lora-cyrillic-400', 'щоб'],
    ]);
    // A character no cut has is drawn as a plain mark, not the font's empty box.
    expect(fontRuns('A🙂', 700).map((r) => r.text)).toEqual(['A?']);
  });
});
