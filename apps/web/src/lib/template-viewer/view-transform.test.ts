import { describe, expect, it } from 'vitest';
import {
  centreOn,
  clampView,
  fitScale,
  fitView,
  panView,
  pinchView,
  refitView,
  toContent,
  zoomAbout,
  zoomLimit,
  type ViewGeometry,
} from './view-transform';

// A 40×50 cm canvas in mm, in the phone's 363 × 453.75 px frame (383 px less the stage's border).
const phone: ViewGeometry = {
  frame: { width: 363, height: 453.75 },
  content: { width: 400, height: 500 },
  maxZoom: 8,
};
// An 80×60 template in a portrait frame: it fits by width, with bands above and below.
const wide: ViewGeometry = {
  frame: { width: 300, height: 400 },
  content: { width: 800, height: 600 },
  maxZoom: 8,
};

/** Where a content point is drawn. */
const drawn = (view: { x: number; y: number; scale: number }, p: { x: number; y: number }) => ({
  x: view.x + p.x * view.scale,
  y: view.y + p.y * view.scale,
});

describe('fit', () => {
  it('shows the whole content at zoom 1, filling a frame of its shape', () => {
    const view = fitView(phone);
    expect(view).toMatchObject({ zoom: 1, x: 0, y: 0 });
    expect(view.scale).toBeCloseTo(0.9075);
  });

  it('centres content of another shape, never cropping it', () => {
    const view = fitView(wide);
    expect(view.scale).toBeCloseTo(300 / 800);
    expect(view.x).toBe(0);
    expect(view.y).toBeCloseTo((400 - 600 * 0.375) / 2);
  });
});

describe('zoom about a point', () => {
  it('keeps the content under the point where it was', () => {
    const at = { x: 100, y: 300 };
    const before = fitView(phone);
    const under = toContent(before, at);
    const after = zoomAbout(phone, before, 3, at);
    expect(after.zoom).toBe(3);
    expect(drawn(after, under).x).toBeCloseTo(at.x);
    expect(drawn(after, under).y).toBeCloseTo(at.y);
    // and back out about the same point returns to the start
    const back = zoomAbout(phone, after, 1 / 3, at);
    expect(back.x).toBeCloseTo(0);
    expect(back.y).toBeCloseTo(0);
  });

  it('stays within 1× and the deepest zoom', () => {
    const centre = { x: 181, y: 226 };
    expect(zoomAbout(phone, fitView(phone), 0.5, centre).zoom).toBe(1);
    expect(zoomAbout(phone, fitView(phone), 100, centre).zoom).toBe(8);
  });

  it('near an edge, zooms as far as it can without showing past the content', () => {
    // The content's corner held under a point inside the frame would pull it off the edge.
    const view = zoomAbout(phone, fitView(phone), 2, { x: 0, y: 0 });
    expect(view).toMatchObject({ zoom: 2, x: 0, y: 0 });
    const corner = zoomAbout(phone, fitView(phone), 4, { x: 363, y: 453.75 });
    expect(corner.x).toBeCloseTo(363 - 400 * corner.scale);
    expect(corner.y).toBeCloseTo(453.75 - 500 * corner.scale);
  });
});

describe('pan', () => {
  it('moves the zoomed content with the finger', () => {
    const zoomed = zoomAbout(phone, fitView(phone), 4, { x: 181.5, y: 226.875 });
    const moved = panView(phone, zoomed, 30, -20);
    expect(moved.x - zoomed.x).toBeCloseTo(30);
    expect(moved.y - zoomed.y).toBeCloseTo(-20);
  });

  it('never lets the picture leave the frame', () => {
    const zoomed = zoomAbout(phone, fitView(phone), 4, { x: 181.5, y: 226.875 });
    const far = panView(phone, zoomed, 10_000, -10_000);
    expect(far.x).toBe(0);
    expect(far.y).toBeCloseTo(453.75 - 500 * far.scale);
    // at 1× it does not move at all
    expect(panView(phone, fitView(phone), 50, 50)).toMatchObject({ x: 0, y: 0 });
  });

  it('keeps content narrower than the frame centred on that axis', () => {
    const view = clampView(wide, 1.2, 999, 999);
    expect(view.x).toBe(0); // 800 · 0.45 = 360 px: wider than 300, clamped to the left edge
    expect(view.y).toBeCloseTo((400 - 600 * 0.45) / 2); // 270 px high: centred
  });
});

describe('pinch', () => {
  it('zooms by the spread about the old midpoint and follows the midpoint', () => {
    const start = zoomAbout(phone, fitView(phone), 2, { x: 181.5, y: 226.875 });
    const before: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 150, y: 200 },
      { x: 210, y: 200 },
    ];
    const under = toContent(start, { x: 180, y: 200 });
    // the fingers spread to twice as far apart and move 10 px right together
    const after = pinchView(phone, start, before, [
      { x: 130, y: 200 },
      { x: 250, y: 200 },
    ]);
    expect(after.zoom).toBeCloseTo(4);
    expect(drawn(after, under).x).toBeCloseTo(190);
    expect(drawn(after, under).y).toBeCloseTo(200);
  });

  it('ignores fingers on one spot', () => {
    const start = fitView(phone);
    const same = { x: 100, y: 100 };
    expect(pinchView(phone, start, [same, same], [same, same]).zoom).toBe(1);
  });
});

describe('limits and resizes', () => {
  it('zooms deep enough for 2 mm numbers to read at 12 px on a phone, 8× at least', () => {
    expect(zoomLimit(phone.frame, phone.content, { maxZoom: 8, maxScale: 6 })).toBe(8);
    // 60×80 cm in the same frame: 8× would leave 2 mm at under 10 px
    const big = { width: 600, height: 800 };
    const limit = zoomLimit(phone.frame, big, { maxZoom: 8, maxScale: 6 });
    expect(2 * fitScale({ frame: phone.frame, content: big }) * limit).toBeCloseTo(12);
  });

  it('keeps the zoom and the middle of the view when the frame resizes', () => {
    const view = zoomAbout(phone, fitView(phone), 3, { x: 80, y: 120 });
    const middle = toContent(view, { x: 181.5, y: 226.875 });
    const desktop: ViewGeometry = { ...phone, frame: { width: 428, height: 535 } };
    const after = refitView(phone, view, desktop);
    expect(after.zoom).toBe(3);
    expect(drawn(after, middle).x).toBeCloseTo(214);
    expect(drawn(after, middle).y).toBeCloseTo(267.5);
  });

  it('centres a content point at a zoom, clamped at the edges', () => {
    const view = centreOn(phone, { x: 200, y: 250 }, 4);
    expect(drawn(view, { x: 200, y: 250 }).x).toBeCloseTo(181.5);
    expect(centreOn(phone, { x: 0, y: 0 }, 4)).toMatchObject({ x: 0, y: 0 });
  });
});
