import { describe, expect, it } from 'vitest';
import { traceBorders } from './outline';
import { createRandom } from './prng';
import { labelRegions } from './regions';

function parse(chain: string): { points: [number, number][]; closed: boolean } {
  const closed = chain.endsWith('Z');
  const numbers = chain.replace(/[MLZ]/g, ' ').trim().split(/\s+/).map(Number);
  const points: [number, number][] = [];
  for (let i = 0; i < numbers.length; i += 2) points.push([numbers[i] ?? NaN, numbers[i + 1] ?? NaN]);
  return { points, closed };
}

describe('traceBorders', () => {
  it('draws the border between two halves once, as one straight line, in mm', () => {
    const label = Int32Array.from([0, 0, 1, 1, 0, 0, 1, 1]);
    expect(traceBorders(label, 4, 2, 1)).toEqual(['M2 0L2 2']);
    expect(traceBorders(label, 4, 2, 0.5)).toEqual(['M1 0L1 1']);
  });

  it('closes the loop round an island and cuts the pixel corners', () => {
    const colours = new Uint8Array(25);
    colours[12] = 1;
    const { label } = labelRegions(colours, 5, 5);
    expect(traceBorders(label, 5, 5, 1)).toEqual(['M2.5 2L3 2.5 2.5 3 2 2.5Z']);
  });

  it('turns a one-pixel staircase into a slope', () => {
    // Above the diagonal 1, on and below it 0: the border runs from the top edge to the right one.
    const w = 6;
    const colours = Uint8Array.from({ length: w * w }, (_, p) => (p % w > Math.floor(p / w) ? 1 : 0));
    const { label } = labelRegions(colours, w, w);
    const [chain] = traceBorders(label, w, w, 1);
    const { points } = parse(chain ?? '');
    expect(points).toEqual([
      [1, 0],
      [1, 0.5],
      [5.5, 5],
      [6, 5],
    ]);
  });

  it('leaves no loose ends: every open border ends on the frame or where three borders meet', () => {
    const random = createRandom(3);
    const w = 40;
    const h = 30;
    const colours = new Uint8Array(w * h);
    for (let p = 0; p < w * h; p++) colours[p] = Math.floor(random() * 3);
    // Smear into blobs so there are regions of many shapes, islands and junctions.
    for (let p = w; p < w * h; p++) if (random() < 0.6) colours[p] = colours[p - w] ?? 0;
    const { label } = labelRegions(colours, w, h);
    const chains = traceBorders(label, w, h, 1).map(parse);
    expect(chains.length).toBeGreaterThan(50);
    const ends = new Map<string, number>();
    for (const c of chains) {
      if (c.closed) continue;
      for (const p of [c.points[0], c.points[c.points.length - 1]])
        ends.set(String(p), (ends.get(String(p)) ?? 0) + 1);
    }
    for (const [key, n] of ends) {
      const [x, y] = key.split(',').map(Number);
      const onFrame = x === 0 || y === 0 || x === w || y === h;
      if (!onFrame) expect(n, key).toBeGreaterThanOrEqual(3);
    }
    for (const c of chains)
      for (const [x, y] of c.points) expect(x >= 0 && x <= w && y >= 0 && y <= h).toBe(true);
  });
});
