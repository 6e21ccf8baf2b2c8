/** The core of the placeholder painter: picks a scene and adds texture, mosaic and numbering. */
import { accessorySubjects } from '@kartyna/domain';
import { abstract, figure, goldenTree, homeGood, supplies } from './painter-decor.js';
import { animal, icon, stillLife } from './painter-objects.js';
import { flowers } from './painter-plants.js';
import { city, space, swirl } from './painter-city.js';
import { field, landscape, sea, winter, type Scene, type SceneCtx } from './painter-scenes.js';
import { hashString, mulberry32, pick, type Rng } from './prng.js';
import { sceneForTitle } from './scene-hints.js';
import { darken, f, lighten, renderShape, roles, type Shape } from './svg-kit.js';

export type PaintTechnique = 'paint' | 'mosaic' | 'combo';

export interface PaintPictureInput {
  seed: string;
  subject: string;
  palette: string[];
  width?: number;
  height?: number;
  /** Paint-by-numbers look: part of the canvas left blank with outlines and colour numbers. */
  numbered?: boolean;
  /** Defaults: 'mosaic' for subject 'mosaik' or seeds starting with 'AM', 'combo' for 'KM'. */
  technique?: PaintTechnique;
  /** the product's name (Ukrainian): its words may pick the scene (scene-hints.ts) */
  title?: string;
}

const sceneBySubject: Record<string, readonly Scene[]> = {
  patriotic: [field],
  'golden-picture': [goldenTree, abstract],
  'composition-metalic': [abstract, goldenTree],
  people: [figure],
  animals: [animal],
  cats: [animal],
  dogs: [animal],
  flowers: [flowers],
  kitchen: [stillLife],
  scenery: [landscape, landscape, field],
  'still-life': [stillLife, flowers],
  reproduction: [swirl, sea, flowers],
  holidays: [winter, stillLife],
  winter: [winter],
  'character-and-heroes': [animal, space],
  'emi-dgadd': [flowers, animal],
  'space-and-abstraction': [space, abstract],
  transport: [sea, city],
  'for-children': [animal, flowers],
  men: [landscape, sea],
  sea: [sea],
  cities: [city],
  'icons-and-angels': [icon],
  anime: [space, city],
  sport: [abstract, field],
  money: [goldenTree, abstract],
  'interior-solution': [abstract, landscape],
  'for-gift': [flowers],
  mosaik: [flowers],
  candle: [homeGood('candle')],
  kasko: [homeGood('pot')],
  stand: [homeGood('pot')],
  other: [homeGood('pot')],
};
const supplySubjects: readonly string[] = accessorySubjects;

function sceneFor(rng: Rng, subject: string, title?: string): Scene {
  if (supplySubjects.includes(subject)) return supplies;
  const named = sceneForTitle(title);
  if (named) return named;
  return pick(rng, sceneBySubject[subject] ?? [landscape, sea, flowers, city]);
}

/** A short id prefix, unique per seed, so several SVGs can be inlined in one page. */
export const idFor = (seed: string): string => `k${hashString(seed).toString(36)}`;

function techniqueOf(input: PaintPictureInput): PaintTechnique {
  if (input.technique) return input.technique;
  if (input.subject === 'mosaik' || /^AM/i.test(input.seed)) return 'mosaic';
  if (/^KM/i.test(input.seed)) return 'combo';
  return 'paint';
}

export interface Rendered {
  defs: string;
  body: string;
}

/** The picture as defs + body in a w×h user space. */
export function renderPicture(input: PaintPictureInput, w: number, h: number): Rendered {
  const rng = mulberry32(hashString(`${input.seed}|${input.subject}`));
  const id = idFor(input.seed);
  const r = roles(input.palette);
  const defs: string[] = [];
  const ctx: SceneCtx = { rng, w, h, r, id, defs };
  const shapes: Shape[] = sceneFor(rng, input.subject, input.title)(ctx);
  const technique = techniqueOf(input);
  const seedN = Math.floor(rng() * 999);

  defs.push(
    `<filter id="${id}P" filterUnits="userSpaceOnUse" x="-60" y="-60" width="${w + 120}" height="${h + 120}" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="0.013" numOctaves="2" seed="${seedN}" result="w"/>` +
      `<feDisplacementMap in="SourceGraphic" in2="w" scale="${technique === 'mosaic' ? 6 : 14}" xChannelSelector="R" yChannelSelector="G" result="d"/>` +
      `<feTurbulence type="fractalNoise" baseFrequency="0.022 0.075" numOctaves="2" seed="${seedN + 1}" result="t"/>` +
      `<feDiffuseLighting in="t" surfaceScale="${technique === 'mosaic' ? 0.4 : 0.9}" lighting-color="#ffffff" result="l"><feDistantLight azimuth="235" elevation="64"/></feDiffuseLighting>` +
      `<feComposite in="d" in2="l" operator="arithmetic" k1="1.1" k2="0" k3="0" k4="0"/></filter>`,
  );
  defs.push(
    `<radialGradient id="${id}V" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`,
  );

  // The art is drawn once in defs, then used twice: plain underneath (so the edges that the
  // displacement pulls in from outside the viewport are never transparent) and painterly on top.
  defs.push(`<g id="${id}A">${shapes.map(renderShape).join('')}</g>`);
  let body = `<use href="#${id}A"/><use href="#${id}A" filter="url(#${id}P)"/>`;

  if (technique === 'mosaic') {
    const s = w >= 600 ? 14 : 10;
    const round = rng() < 0.5;
    const cell = round
      ? `<path d="M0 0h${s}v${s}h-${s}ZM${s / 2} ${f(0.7)}a${f(s / 2 - 0.7)} ${f(s / 2 - 0.7)} 0 1 0 0.01 0Z" fill="#000" fill-rule="evenodd" opacity="0.45"/>` +
        `<circle cx="${f(s * 0.36)}" cy="${f(s * 0.34)}" r="${f(s * 0.16)}" fill="#fff" opacity="0.55"/>` +
        `<path d="M${f(s * 0.15)} ${f(s * 0.75)}a${f(s * 0.4)} ${f(s * 0.4)} 0 0 0 ${f(s * 0.65)} 0" fill="none" stroke="#000" stroke-opacity="0.2"/>`
      : `<path d="M0 0h${s}v${s}h-${s}Z" fill="none" stroke="#000" stroke-opacity="0.4"/>` +
        `<path d="M1 1h${s - 2}L1 ${s - 1}Z" fill="#fff" opacity="0.22"/>` +
        `<path d="M${s - 1} 1v${s - 2}H1Z" fill="#000" opacity="0.12"/>` +
        `<circle cx="${f(s * 0.3)}" cy="${f(s * 0.3)}" r="${f(s * 0.1)}" fill="#fff" opacity="0.6"/>`;
    defs.push(
      `<pattern id="${id}M" width="${s}" height="${s}" patternUnits="userSpaceOnUse">${cell}</pattern>`,
    );
    body += `<rect width="${w}" height="${h}" fill="url(#${id}M)"/>`;
  } else if (technique === 'combo') {
    // Scattered rhinestones over the paint: coloured stones plus one path of white glints.
    let stones = '';
    let glints = '';
    for (let i = 0; i < 36; i++) {
      const x = rng() * w;
      const y = rng() * h;
      const rad = 5 + rng() * 5;
      const g = rad * 0.3;
      stones += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="${lighten(r.at(i), 0.35)}"/>`;
      glints += `M${f(x - g * 2)} ${f(y - g)}a${f(g)} ${f(g)} 0 1 0 ${f(g * 2)} 0a${f(g)} ${f(g)} 0 1 0 ${f(-g * 2)} 0`;
    }
    body += `<g stroke="#fff" stroke-opacity="0.8" stroke-width="1.5">${stones}</g><path d="${glints}" fill="#fff" opacity="0.8"/>`;
  }

  body += `<rect width="${w}" height="${h}" fill="url(#${id}V)"/>`;

  if (input.numbered) {
    // The lower-right part stays "unpainted": white canvas, grey outlines and colour numbers.
    const y0 = h * (0.3 + rng() * 0.15);
    const x0 = w * (0.2 + rng() * 0.1);
    const cut = `M${f(x0)} ${h + 2}Q${f(w * 0.62)} ${f(h * 0.75)} ${w + 2} ${f(y0)}V${h + 2}Z`;
    // A point is unpainted when it lies below the chord of the cut (close enough for labels).
    const inside = (x: number, y: number): boolean =>
      x > x0 + 20 && y < h - 12 && x < w - 12 && y > h + ((y0 - h) * (x - x0)) / (w - x0) + 40;
    defs.push(`<clipPath id="${id}C"><path d="${cut}"/></clipPath>`);
    const numbers = new Map<string, number>();
    const labels: string[] = [];
    for (const s of shapes) {
      if (!s.label || s.detail || labels.length >= 24 || !inside(s.label[0], s.label[1])) continue;
      let n = numbers.get(s.fill);
      if (n === undefined) {
        n = numbers.size + 1;
        numbers.set(s.fill, n);
      }
      labels.push(`<text x="${f(s.label[0])}" y="${f(s.label[1])}">${n}</text>`);
    }
    // Outlines come from an edge-detecting filter over the same art, so they cost no markup.
    defs.push(
      `<filter id="${id}E" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}" color-interpolation-filters="sRGB">` +
        `<feConvolveMatrix order="3" kernelMatrix="-1 -1 -1 -1 8 -1 -1 -1 -1" preserveAlpha="true"/>` +
        `<feColorMatrix type="matrix" values="0 0 0 0 0.5 0 0 0 0 0.55 0 0 0 0 0.62 2.2 2.2 2.2 0 0"/></filter>`,
    );
    body +=
      `<g clip-path="url(#${id}C)"><rect width="${w}" height="${h}" fill="#fcfbf7"/>` +
      `<use href="#${id}A" filter="url(#${id}E)"/>` +
      `<g font-family="sans-serif" font-size="17" fill="#6b7480" text-anchor="middle">${labels.join('')}</g></g>` +
      `<path d="${cut}" fill="none" stroke="${darken(r.mid, 0.2)}" stroke-width="3" opacity="0.35"/>`;
  }
  return { defs: defs.join(''), body };
}
