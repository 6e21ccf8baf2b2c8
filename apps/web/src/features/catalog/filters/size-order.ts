/**
 * The size filter's order: picture sizes by area (width × height, so a shopper reads them
 * small to large), the same area by width; sizes that are not "W×H" (20ml, d40, m14) after them,
 * in their natural order. The API answers its facets in its own (table) order.
 */
const DIMENSIONS = /^(\d+(?:\.\d+)?)\s*[xх×]\s*(\d+(?:\.\d+)?)(?:\s*[xх×]\s*\d+(?:\.\d+)?)?$/i;

function area(size: string): [number, number] | null {
  const match = DIMENSIONS.exec(size.trim());
  if (!match) return null;
  const w = Number(match[1]);
  const h = Number(match[2]);
  return [w * h, w];
}

const natural = new Intl.Collator('uk', { numeric: true, sensitivity: 'base' });

export function compareSizes(a: string, b: string): number {
  const ka = area(a);
  const kb = area(b);
  if (ka && kb) return ka[0] - kb[0] || ka[1] - kb[1] || natural.compare(a, b);
  if (ka) return -1;
  if (kb) return 1;
  return natural.compare(a, b);
}

export const sortSizes = (sizes: readonly string[]): string[] => [...sizes].sort(compareSizes);
