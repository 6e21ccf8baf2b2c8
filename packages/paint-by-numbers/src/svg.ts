import { mm } from './outline';
import type { Region } from './types';

/** Grey thin enough for one coat of light paint to hide, dark enough to see on white canvas. */
const lineColour = '#5a5a5a';
const lineWidthMm = 0.15;
const numberColour = '#6e6e6e';

/**
 * The print template: real millimetres (`width="400mm"`, viewBox in mm), region borders as one
 * stroked path, the canvas frame, and each region's number centred on its label point.
 */
export function buildSvg(widthMm: number, heightMm: number, chains: string[], regions: Region[]): string {
  const w = mm(widthMm);
  const h = mm(heightMm);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="#fff"/>`,
    `<g fill="none" stroke="${lineColour}" stroke-width="${lineWidthMm}" stroke-linejoin="round" stroke-linecap="round">`,
    `<path d="${chains.join('')}"/>`,
    `<rect x="0" y="0" width="${w}" height="${h}"/>`,
    '</g>',
    `<g font-family="Arial, 'Liberation Sans', Helvetica, 'DejaVu Sans', sans-serif" fill="${numberColour}" text-anchor="middle">`,
  ];
  for (const r of regions) {
    const { x, y, fontSizeMm } = r.label;
    // Digits have no descenders: a baseline 0.36 em below the centre centres their cap height.
    out.push(
      `<text x="${mm(x)}" y="${mm(y + fontSizeMm * 0.36)}" font-size="${mm(fontSizeMm)}">${r.colourNumber}</text>`,
    );
  }
  out.push('</g>', '</svg>', '');
  return out.join('\n');
}
