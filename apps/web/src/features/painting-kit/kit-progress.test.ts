import type { KitRegion } from '@kartyna/paint-by-numbers/kit-map';
import { describe, expect, it } from 'vitest';
import {
  afterSync,
  emptyProgress,
  nextRegionOf,
  progressByPaint,
  toggleRegion,
  withPending,
} from './kit-progress';

const region = (id: number, colourNumber: number, x: number, y: number): KitRegion => ({
  id,
  colourNumber,
  bbox: { x, y, width: 5, height: 5 },
  label: { x: x + 2, y: y + 2 },
  areaMm2: 25,
});

describe('kit progress on a device', () => {
  it('flips a region and keeps only its latest change to send', () => {
    const once = toggleRegion(emptyProgress, 4, 100);
    expect(once).toEqual({ ticked: [4], pending: [{ region: 4, ticked: true, at: 100 }] });
    const twice = toggleRegion(once, 4, 200);
    expect(twice).toEqual({ ticked: [], pending: [{ region: 4, ticked: false, at: 200 }] });
  });

  it("lays this device's unsent changes over the server's ticks", () => {
    expect(
      withPending(
        [1, 2, 3],
        [
          { region: 2, ticked: false, at: 5 },
          { region: 9, ticked: true, at: 6 },
        ],
      ),
    ).toEqual([1, 3, 9]);
  });

  it('keeps a tap made while the sync was out, and drops what the server took', () => {
    const sent = [{ region: 1, ticked: true, at: 10 }];
    const during = toggleRegion({ ticked: [1], pending: sent }, 2, 20);
    const after = afterSync(during, sent, [1, 7]);
    expect(after).toEqual({ ticked: [1, 2, 7], pending: [{ region: 2, ticked: true, at: 20 }] });
  });

  it('keeps a region tapped again during the sync as the newer change', () => {
    const sent = [{ region: 1, ticked: true, at: 10 }];
    const during = toggleRegion({ ticked: [1], pending: sent }, 1, 20);
    expect(afterSync(during, sent, [1])).toEqual({
      ticked: [],
      pending: [{ region: 1, ticked: false, at: 20 }],
    });
  });
});

describe('progress per paint', () => {
  const regions = [region(0, 1, 0, 0), region(1, 1, 30, 0), region(2, 2, 0, 30), region(3, 1, 0, 40)];

  it('counts regions done of each paint and of the whole canvas', () => {
    const { byPaint, overall } = progressByPaint(regions, [1, 2, 99]);
    expect(overall).toEqual({ done: 2, total: 4 });
    expect(byPaint.get(1)).toEqual({ done: 1, total: 3 });
    expect(byPaint.get(2)).toEqual({ done: 1, total: 1 });
  });

  it('walks the paint’s regions still to do in reading order, round again at the end', () => {
    expect(nextRegionOf(regions, [], 1, null)?.id).toBe(0);
    expect(nextRegionOf(regions, [], 1, 0)?.id).toBe(1);
    expect(nextRegionOf(regions, [], 1, 1)?.id).toBe(3);
    expect(nextRegionOf(regions, [], 1, 3)?.id).toBe(0);
    expect(nextRegionOf(regions, [0], 1, null)?.id).toBe(1);
    expect(nextRegionOf(regions, [2], 2, null)).toBeNull();
  });
});
