import { describe, expect, it } from 'vitest';
import { createRandom } from './prng';
import { distanceToEdges, labelRegions } from './regions';

function randomMap(width: number, height: number, colours: number, seed: number): Uint8Array {
  const random = createRandom(seed);
  const map = new Uint8Array(width * height);
  // Blocks of 3×3 so regions have insides, with some single-pixel noise.
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) map[y * width + x] = Math.floor(random() * colours);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if ((x % 3) + (y % 3) > 0 && random() < 0.9)
        map[y * width + x] = map[(y - (y % 3)) * width + x - (x % 3)] ?? 0;
  return map;
}

describe('labelRegions', () => {
  it('joins 4-neighbours of one colour and keeps diagonal touches apart', () => {
    // 1 1 0
    // 0 1 0
    // 1 0 1
    const map = Uint8Array.from([1, 1, 0, 0, 1, 0, 1, 0, 1]);
    const r = labelRegions(map, 3, 3);
    expect(r.count).toBe(6);
    expect([...r.label]).toEqual([0, 0, 1, 2, 0, 1, 3, 4, 5]);
    expect([...r.area]).toEqual([3, 2, 1, 1, 1, 1]);
    expect([...r.colour]).toEqual([1, 0, 0, 1, 0, 1]);
  });
});

describe('distanceToEdges', () => {
  it('equals the brute-force squared distance to the nearest edge pixel', () => {
    const width = 37;
    const height = 23;
    const { label } = labelRegions(randomMap(width, height, 3, 7), width, height);
    const d = distanceToEdges(label, width, height);
    const edges: [number, number][] = [];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const l = label[y * width + x];
        const edge =
          x === 0 ||
          y === 0 ||
          x === width - 1 ||
          y === height - 1 ||
          label[y * width + x - 1] !== l ||
          label[y * width + x + 1] !== l ||
          label[(y - 1) * width + x] !== l ||
          label[(y + 1) * width + x] !== l;
        if (edge) edges.push([x, y]);
      }
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let best = Infinity;
        for (const [ex, ey] of edges) best = Math.min(best, (ex - x) ** 2 + (ey - y) ** 2);
        expect(d[y * width + x]).toBe(best);
      }
  });

  it('measures a plain square from its own border', () => {
    const { label } = labelRegions(new Uint8Array(9 * 9), 9, 9);
    const d = distanceToEdges(label, 9, 9);
    expect(d[4 * 9 + 4]).toBe(16);
    expect(d[1 * 9 + 1]).toBe(1);
  });
});
