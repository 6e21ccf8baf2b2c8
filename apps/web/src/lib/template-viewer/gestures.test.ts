import { describe, expect, it } from 'vitest';
import { isDoubleTap, wheelZoomFactor } from './gestures';

describe('wheel zoom', () => {
  it('zooms in on a wheel turned up, out on one turned down, by about 1.3× a notch', () => {
    const up = wheelZoomFactor({ deltaY: -100, deltaMode: 0, ctrlKey: false });
    expect(up).toBeGreaterThan(1.2);
    expect(up).toBeLessThan(1.4);
    expect(wheelZoomFactor({ deltaY: 100, deltaMode: 0, ctrlKey: false })).toBeCloseTo(1 / up);
  });

  it('follows a trackpad pinch (Ctrl with small deltas) closely', () => {
    expect(wheelZoomFactor({ deltaY: -10, deltaMode: 0, ctrlKey: true })).toBeCloseTo(Math.exp(0.1));
  });

  it('reads wheels that count in lines, and never jumps more than a notch at once', () => {
    expect(wheelZoomFactor({ deltaY: -3, deltaMode: 1, ctrlKey: false })).toBeCloseTo(Math.exp(0.12));
    expect(wheelZoomFactor({ deltaY: -5000, deltaMode: 0, ctrlKey: false })).toBeCloseTo(Math.exp(0.3));
  });
});

describe('double tap', () => {
  const first = { x: 100, y: 100, at: 1000 };
  it('is a second tap soon after and near the first', () => {
    expect(isDoubleTap(first, { x: 110, y: 95, at: 1250 })).toBe(true);
  });
  it('is not one too late, too far, or without a first', () => {
    expect(isDoubleTap(first, { x: 100, y: 100, at: 1400 })).toBe(false);
    expect(isDoubleTap(first, { x: 160, y: 100, at: 1200 })).toBe(false);
    expect(isDoubleTap(null, first)).toBe(false);
  });
});
