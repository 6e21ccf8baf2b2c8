import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { subjects } from '@kartyna/domain';
import {
  generateSeedProducts,
  paintPictureSvg,
  paintProductSvg,
  paintWorkSvg,
  seedClientWorks,
} from './index.js';

const products = generateSeedProducts();

function wellFormed(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/<image/i);
  expect(svg).not.toContain('href="http');
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  expect(svg.length).toBeLessThan(25_000);
  // Crude XML balance check: every opened element is closed.
  const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? []).length;
  const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  expect(opened).toBe(closed);
}

describe('picture painter', () => {
  const palette = ['#f2c230', '#1f5fa8', '#5b8bd0', '#f6e3a1', '#7a9a3a'];

  it('returns well-formed, safe, small SVG for every subject and technique', () => {
    const keys = [...subjects, 'cats', 'dogs', 'unknown-subject'];
    for (const subject of keys) {
      wellFormed(paintPictureSvg({ seed: `KH-${subject}`, subject, palette }));
      wellFormed(paintPictureSvg({ seed: `AM-${subject}`, subject, palette, numbered: true }));
      wellFormed(paintPictureSvg({ seed: `KM-${subject}`, subject, palette, width: 400, height: 500 }));
    }
    for (const p of products) wellFormed(paintProductSvg(p));
  });

  it('renders as a real image (sharp/librsvg parses the XML)', async () => {
    const sample = [0, 20, 40, 90, 130, 175, 190, 205].map((i) => products[i % products.length]!);
    for (const p of sample) {
      const meta = await sharp(Buffer.from(paintProductSvg(p, { width: 160, height: 200 }))).metadata();
      expect(meta.format).toBe('svg');
      expect(meta.width).toBe(160);
    }
    const png = await sharp(Buffer.from(paintWorkSvg('x', ['#123456', '#abcdef', '#f0c080', '#406040'])))
      .resize(100)
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(100);
  });

  it('is deterministic and depends on the seed', () => {
    const a = paintPictureSvg({ seed: 'KH1001', subject: 'sea', palette });
    expect(paintPictureSvg({ seed: 'KH1001', subject: 'sea', palette })).toBe(a);
    expect(paintPictureSvg({ seed: 'KH1002', subject: 'sea', palette })).not.toBe(a);
  });

  it('survives odd palettes and escapes text', () => {
    wellFormed(paintPictureSvg({ seed: '<&"x">', subject: '<b>&', palette: [] }));
    wellFormed(paintPictureSvg({ seed: 'x', subject: 'flowers', palette: ['red', '#fff'] }));
  });

  it('paints client-work photos', () => {
    for (const w of seedClientWorks) wellFormed(paintWorkSvg(w.titleUa, w.palette));
    expect(paintWorkSvg('a', palette)).toBe(paintWorkSvg('a', palette));
    expect(paintWorkSvg('a', palette)).not.toBe(paintWorkSvg('b', palette));
  });
});
