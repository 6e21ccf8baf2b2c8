import { describe, expect, it } from 'vitest';
import { numbersCrossedByBorders, segmentHitsBox } from './svg-geometry';

// The checker the generator's tests rely on must itself catch a crossing.
describe('the template geometry check', () => {
  const box = { text: '7', x0: 10, y0: 10, x1: 12, y1: 13 };
  it('sees a segment through, into or beside a box', () => {
    expect(segmentHitsBox([0, 11, 20, 11], box)).toBe(true);
    expect(segmentHitsBox([11, 0, 11, 11], box)).toBe(true);
    expect(segmentHitsBox([0, 0, 9.9, 20], box)).toBe(false);
    expect(segmentHitsBox([13, 0, 13, 20], box)).toBe(false);
  });
  it('finds the number a border runs through in an SVG', () => {
    const svg =
      '<path d="M0 5L20 5M10 0L10 20"/>' +
      '<text x="4" y="3" font-size="2">1</text><text x="15" y="13" font-size="2">2</text><text x="10.2" y="15" font-size="2">3</text>';
    expect(numbersCrossedByBorders(svg).map((b) => b.text)).toEqual(['3']);
  });
});
