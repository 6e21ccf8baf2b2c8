import type { KitMap } from '@kartyna/paint-by-numbers/kit-map';

/**
 * What the companion lays over the printed template (with `mix-blend-mode: multiply`, so the
 * lines and numbers stay readable through it): a ticked region in its paint, and, while one
 * paint is chosen, every other region greyed and the chosen paint's regions tinted with it.
 * Pixels are RGBA bytes seen as one little-endian u32 (0xAABBGGRR), a lookup per region.
 */
export interface OverlayState {
  ticked: ReadonlySet<number>;
  /** the chosen paint's number, or null for none */
  highlight: number | null;
}

const transparent = 0;
const greyed = packRgb(208, 208, 208);

function packRgb(r: number, g: number, b: number): number {
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16) || 0;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The paint's colour, and the same mixed a third of the way from white (the chosen paint's tint). */
export function paintColours(palette: readonly { number: number; hex: string }[]): {
  full: Map<number, number>;
  tint: Map<number, number>;
} {
  const full = new Map<number, number>();
  const tint = new Map<number, number>();
  for (const paint of palette) {
    const [r, g, b] = parseHex(paint.hex);
    full.set(paint.number, packRgb(r, g, b));
    const mix = (c: number) => Math.round(255 - (255 - c) * 0.35);
    tint.set(paint.number, packRgb(mix(r), mix(g), mix(b)));
  }
  return { full, tint };
}

/** The colour each region is drawn in, for one state. */
export function regionLook(
  map: KitMap,
  colours: ReturnType<typeof paintColours>,
  state: OverlayState,
): Uint32Array {
  const look = new Uint32Array(map.regions.length);
  for (const region of map.regions) {
    const paint = region.colourNumber;
    if (state.ticked.has(region.id)) look[region.id] = colours.full.get(paint) ?? greyed;
    else if (state.highlight === null) look[region.id] = transparent;
    else look[region.id] = paint === state.highlight ? (colours.tint.get(paint) ?? transparent) : greyed;
  }
  return look;
}

/** Paints `look` into the pixels (the map's size), all of them or only a box of map pixels. */
export function paintPixels(
  out: Uint32Array,
  map: KitMap,
  look: Uint32Array,
  box?: { x0: number; y0: number; x1: number; y1: number },
): void {
  const { width, pixels } = map;
  const x0 = box?.x0 ?? 0;
  const x1 = box?.x1 ?? width;
  const y0 = box?.y0 ?? 0;
  const y1 = box?.y1 ?? map.height;
  for (let y = y0; y < y1; y++) {
    const row = y * width;
    for (let p = row + x0; p < row + x1; p++) out[p] = look[pixels[p] ?? 0] ?? 0;
  }
}

/** A region's box in map pixels, one pixel wider each way for the rounding of mm to pixels. */
export function regionBox(
  map: KitMap,
  id: number,
): { x0: number; y0: number; x1: number; y1: number } | null {
  const region = map.regions[id];
  if (!region) return null;
  const k = map.pxPerMm;
  const { x, y, width, height } = region.bbox;
  return {
    x0: Math.max(0, Math.floor(x * k) - 1),
    y0: Math.max(0, Math.floor(y * k) - 1),
    x1: Math.min(map.width, Math.ceil((x + width) * k) + 1),
    y1: Math.min(map.height, Math.ceil((y + height) * k) + 1),
  };
}
