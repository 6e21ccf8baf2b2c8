/** Tiny helpers for the deterministic SVG painter: colours, shapes, hills. */
import type { Rng } from './prng.js';

export type Rgb = [number, number, number];

/** Rounds to one decimal to keep the markup small. */
export const f = (n: number): string => String(Math.round(n * 10) / 10);

export const escapeXml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m || !m[1]) return [128, 128, 128];
  let h = m[1];
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export const rgbToHex = ([r, g, b]: Rgb): string =>
  '#' +
  [r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#101018', t);

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
const saturation = (hex: string): number => {
  const c = hexToRgb(hex);
  return (Math.max(...c) - Math.min(...c)) / 255;
};
const warmth = (hex: string): number => {
  const [r, g, b] = hexToRgb(hex);
  return r + g * 0.4 - b * 1.2;
};

/** Colour roles derived from any palette, so the painter works with whatever it gets. */
export interface Roles {
  /** Sorted from lightest to darkest. */
  byLight: string[];
  light: string;
  light2: string;
  mid: string;
  dark: string;
  darkest: string;
  warm: string;
  cool: string;
  accent: string;
  at(i: number): string;
}

export function roles(palette: readonly string[]): Roles {
  const valid = palette
    .filter((c) => /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(c.trim()))
    .map((c) => rgbToHex(hexToRgb(c)));
  const base = valid.length >= 2 ? valid : ['#f4e9d8', '#e9b872', '#5b8e7d', '#bc4b51', '#2d3047'];
  const byLight = base.slice().sort((a, b) => luminance(b) - luminance(a));
  const pickMax = (score: (c: string) => number): string =>
    base.reduce((best, c) => (score(c) > score(best) ? c : best), base[0] as string);
  const n = byLight.length;
  const at = (i: number): string => byLight[((i % n) + n) % n] as string;
  return {
    byLight,
    light: at(0),
    light2: at(1),
    mid: at(Math.floor(n / 2)),
    dark: at(n - 2),
    darkest: at(n - 1),
    warm: pickMax(warmth),
    cool: pickMax((c) => -warmth(c)),
    accent: pickMax((c) => saturation(c) + luminance(c) * 0.3),
    at,
  };
}

/** One drawable element; in "numbered" mode its label point gets a colour number. */
export interface Shape {
  el: 'path' | 'circle' | 'ellipse' | 'rect' | 'polygon';
  a: string;
  fill: string;
  stroke?: string;
  sw?: number;
  op?: number;
  /** Tiny decoration (stars, snow, windows): never numbered. */
  detail?: boolean;
  /** Where to print the colour number on the unpainted part. */
  label?: readonly [number, number];
}

export function renderShape(s: Shape): string {
  const stroke = s.stroke
    ? ` stroke="${s.stroke}" stroke-width="${f(s.sw ?? 2)}" stroke-linecap="round" stroke-linejoin="round"`
    : '';
  const op = s.op !== undefined && s.op < 1 ? ` opacity="${Math.round(s.op * 100) / 100}"` : '';
  return `<${s.el} ${s.a} fill="${s.fill}"${stroke}${op}/>`;
}

/** Smooth hills: a closed path from a wavy ridge down below the bottom edge. */
export interface Ridge {
  d: string;
  yAt(x: number): number;
}

export function ridge(rng: Rng, w: number, h: number, baseY: number, amp: number, waves = 1.6): Ridge {
  const f1 = ((Math.PI * 2) / w) * (waves * (0.7 + rng() * 0.6));
  const f2 = f1 * (2.1 + rng());
  const p1 = rng() * Math.PI * 2;
  const p2 = rng() * Math.PI * 2;
  const yAt = (x: number): number =>
    baseY + amp * (0.65 * Math.sin(x * f1 + p1) + 0.35 * Math.sin(x * f2 + p2));
  const step = w / 10;
  const pts: [number, number][] = [];
  for (let x = -40; x <= w + 40 + step / 2; x += step) pts.push([x, yAt(x)]);
  let d = `M${f(pts[0]?.[0] ?? 0)} ${f(pts[0]?.[1] ?? baseY)}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i] as [number, number];
    const q = pts[i + 1] as [number, number];
    d += `Q${f(p[0])} ${f(p[1])} ${f((p[0] + q[0]) / 2)} ${f((p[1] + q[1]) / 2)}`;
  }
  const last = pts[pts.length - 1] as [number, number];
  d += `L${f(last[0])} ${f(last[1])}L${f(w + 40)} ${f(h + 40)}L-40 ${f(h + 40)}Z`;
  return { d, yAt };
}

/** A linear gradient definition (top to bottom unless given). */
export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string])[],
  x2 = 0,
  y2 = 1,
): string {
  const s = stops.map(([o, c]) => `<stop offset="${f(o)}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radialGradient(id: string, stops: readonly (readonly [number, string, number?])[]): string {
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${f(o)}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`,
    )
    .join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/** Points of a regular star/flower polygon. */
export function starPoints(
  cx: number,
  cy: number,
  rOut: number,
  rIn: number,
  spikes: number,
  rot = 0,
): string {
  const out: string[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 === 0 ? rOut : rIn;
    const a = rot + (Math.PI * i) / spikes;
    out.push(`${f(cx + Math.cos(a) * r)},${f(cy + Math.sin(a) * r)}`);
  }
  return out.join(' ');
}
