import { describe, expect, it } from 'vitest';
import { overallProgress } from './preview-runner';

describe('the preview progress bar', () => {
  it('moves forward through the stages, from reading the photo to placing the numbers', () => {
    const points = [
      overallProgress('decode', 0),
      overallProgress('decode', 1),
      overallProgress('quantise', 0.5),
      overallProgress('regions', 1),
      overallProgress('merge', 0.3),
      overallProgress('outline', 1),
      overallProgress('labels', 1),
    ];
    expect(points[0]).toBe(0);
    for (let i = 1; i < points.length; i++) expect(points[i]).toBeGreaterThan(points[i - 1] ?? 0);
    expect(points[points.length - 1]).toBeCloseTo(1, 10);
  });

  it('keeps a stage’s fraction within its share', () => {
    expect(overallProgress('quantise', 7)).toBeCloseTo(overallProgress('regions', 0), 10);
    expect(overallProgress('merge', -1)).toBe(overallProgress('merge', 0));
  });
});
