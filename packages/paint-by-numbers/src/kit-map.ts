import type { GeneratorResult } from './types';

/**
 * The painting companion's region map: which region every working pixel of the template belongs
 * to, and each region's paint, box and number point. The server gzips these bytes; the browser
 * un-gzips (DecompressionStream) and reads them with `decodeKitMap`.
 *
 * Layout, little-endian: 'KMP1', width u32, height u32, region count u32, pxPerMm f32, then per
 * region 8 f32 (colour number, bbox x y w h in mm, label x y in mm, area mm²), then the raster as
 * u16 region ids, each row stored as its difference from the row above: mostly zeros, which is
 * why a 1600×1200 map gzips to a few tens of kilobytes.
 */
export interface KitRegion {
  id: number;
  colourNumber: number;
  bbox: { x: number; y: number; width: number; height: number };
  label: { x: number; y: number };
  areaMm2: number;
}

export interface KitMap {
  width: number;
  height: number;
  pxPerMm: number;
  regions: KitRegion[];
  /** region id of every pixel, row by row */
  pixels: Uint16Array;
}

const magic = [0x4b, 0x4d, 0x50, 0x31]; // KMP1
const headerBytes = 20;
const regionFloats = 8;

export function encodeKitMap(result: Pick<GeneratorResult, 'regions' | 'regionMap' | 'pxPerMm'>): Uint8Array {
  const { width, height, data } = result.regionMap;
  const count = result.regions.length;
  if (count > 0xffff) throw new Error(`a kit map holds at most 65535 regions, not ${count}`);
  const tableBytes = count * regionFloats * 4;
  const bytes = new Uint8Array(headerBytes + tableBytes + width * height * 2);
  const view = new DataView(bytes.buffer);
  bytes.set(magic, 0);
  view.setUint32(4, width, true);
  view.setUint32(8, height, true);
  view.setUint32(12, count, true);
  view.setFloat32(16, result.pxPerMm, true);
  let at = headerBytes;
  for (const r of result.regions) {
    for (const value of [
      r.colourNumber,
      r.bbox.x,
      r.bbox.y,
      r.bbox.width,
      r.bbox.height,
      r.label.x,
      r.label.y,
      r.areaMm2,
    ]) {
      view.setFloat32(at, value, true);
      at += 4;
    }
  }
  for (let p = 0; p < width * height; p++) {
    const above = p >= width ? (data[p - width] ?? 0) : 0;
    view.setUint16(at, ((data[p] ?? 0) - above) & 0xffff, true);
    at += 2;
  }
  return bytes;
}

export function decodeKitMap(bytes: Uint8Array): KitMap {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < headerBytes || magic.some((b, i) => bytes[i] !== b))
    throw new Error('not a kit map');
  const width = view.getUint32(4, true);
  const height = view.getUint32(8, true);
  const count = view.getUint32(12, true);
  const pxPerMm = view.getFloat32(16, true);
  const rasterAt = headerBytes + count * regionFloats * 4;
  if (bytes.byteLength !== rasterAt + width * height * 2) throw new Error('a kit map of the wrong length');
  const regions: KitRegion[] = [];
  let at = headerBytes;
  const next = () => {
    const value = view.getFloat32(at, true);
    at += 4;
    return value;
  };
  for (let id = 0; id < count; id++) {
    const colourNumber = next();
    const bbox = { x: next(), y: next(), width: next(), height: next() };
    const label = { x: next(), y: next() };
    regions.push({ id, colourNumber, bbox, label, areaMm2: next() });
  }
  const pixels = new Uint16Array(width * height);
  for (let p = 0; p < pixels.length; p++) {
    const above = p >= width ? (pixels[p - width] ?? 0) : 0;
    pixels[p] = (view.getUint16(rasterAt + p * 2, true) + above) & 0xffff;
  }
  return { width, height, pxPerMm, regions, pixels };
}

/** The region under a point given in mm of the canvas, or -1 outside it. */
export function regionAt(map: KitMap, xMm: number, yMm: number): number {
  const x = Math.floor(xMm * map.pxPerMm);
  const y = Math.floor(yMm * map.pxPerMm);
  if (x < 0 || y < 0 || x >= map.width || y >= map.height) return -1;
  return map.pixels[y * map.width + x] ?? -1;
}
