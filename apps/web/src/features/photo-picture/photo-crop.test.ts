import { describe, expect, it } from 'vitest';
import { centredFraming, clampFraming, cropOf, maxZoom, orientationOf, panBy } from './photo-crop';

const photo = { width: 4000, height: 3000 };

describe('photo framing', () => {
  it('follows the photo: a landscape photo is framed landscape, a square one portrait', () => {
    expect(orientationOf(photo)).toBe('landscape');
    expect(orientationOf({ width: 800, height: 800 })).toBe('portrait');
  });

  it('frames the largest rectangle of the canvas proportions at zoom 1, centred', () => {
    // 40×50 portrait on a 4:3 photo: full height, 3000 × 0.8 = 2400 px wide, 800 px each side.
    expect(cropOf(photo, 0.8, centredFraming)).toEqual({ x: 0.2, y: 0, width: 0.6, height: 1 });
    // 50×40 landscape: full height again, 3750 px wide.
    expect(cropOf(photo, 50 / 40, centredFraming)).toEqual({ x: 0.03125, y: 0, width: 0.9375, height: 1 });
  });

  it('keeps the frame inside the photo when dragged past an edge', () => {
    const dragged = panBy(photo, 0.8, centredFraming, 5000, 0, 300);
    const kept = clampFraming(photo, 0.8, dragged, 4);
    expect(cropOf(photo, 0.8, kept).x).toBe(0);
    const right = clampFraming(photo, 0.8, panBy(photo, 0.8, centredFraming, -5000, 0, 300), 4);
    const crop = cropOf(photo, 0.8, right);
    expect(crop.x + crop.width).toBeCloseTo(1, 5);
  });

  it('moves the photo with the finger: dragging right shows more of its left side', () => {
    const moved = panBy(photo, 0.8, centredFraming, 30, 0, 300);
    // 300 screen px show 2400 photo px: 30 px is 240 photo px, 0.06 of the width.
    expect(moved.cx).toBeCloseTo(0.44, 5);
  });

  it('stops zooming before a photo pixel would cover more than 3 mm of canvas', () => {
    // 3000 px short side at 4:5 → 2400 px; 40 cm takes 134 px → 17×, capped at 4×.
    expect(maxZoom(photo, 0.8, 134)).toBe(4);
    const small = { width: 300, height: 300 };
    const limit = maxZoom(small, 0.8, 134);
    expect(limit).toBeGreaterThan(1.7);
    expect(limit).toBeLessThan(1.8);
    const crop = cropOf(small, 0.8, clampFraming(small, 0.8, { zoom: 9, cx: 0.5, cy: 0.5 }, limit));
    expect(Math.min(crop.width * 300, crop.height * 300)).toBeGreaterThanOrEqual(134);
    expect(maxZoom({ width: 120, height: 120 }, 0.8, 134)).toBe(1);
  });
});
