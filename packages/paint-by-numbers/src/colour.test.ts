import { describe, expect, it } from 'vitest';
import { deltaE2000, labToRgb, rgbToHex, rgbToLab } from './colour';

describe('colour', () => {
  it('puts white, black and sRGB red where CIE Lab (D65) has them', () => {
    const lab = new Float64Array(3);
    rgbToLab(255, 255, 255, lab, 0);
    expect(lab[0]).toBeCloseTo(100, 3);
    expect(lab[1]).toBeCloseTo(0, 3);
    expect(lab[2]).toBeCloseTo(0, 3);
    rgbToLab(0, 0, 0, lab, 0);
    expect(lab[0]).toBeCloseTo(0, 5);
    rgbToLab(255, 0, 0, lab, 0);
    expect(lab[0]).toBeCloseTo(53.24, 1);
    expect(lab[1]).toBeCloseTo(80.09, 1);
    expect(lab[2]).toBeCloseTo(67.2, 1);
  });

  it('turns Lab back into the same sRGB colour', () => {
    const lab = new Float64Array(3);
    for (const rgb of [
      [12, 200, 77],
      [250, 250, 240],
      [90, 30, 160],
    ] as const) {
      rgbToLab(rgb[0], rgb[1], rgb[2], lab, 0);
      expect(labToRgb(lab[0] ?? 0, lab[1] ?? 0, lab[2] ?? 0)).toEqual(rgb);
    }
    expect(rgbToHex([255, 8, 0])).toBe('#ff0800');
  });

  // Pairs and expected values from Sharma, Wu & Dalal (2005), the CIEDE2000 test data.
  const sharma: [number, number, number, number, number, number, number][] = [
    [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
    [50, -1, 2, 50, 0, 0, 2.3669],
    [50, 2.49, -0.001, 50, -2.49, 0.0011, 7.2195],
    [50, 0, 0, 50, -1, 2, 2.3669],
    [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
    [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
    [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
    [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
  ];
  it.each(sharma)(
    'ΔE2000 of Sharma pair (%f, %f, %f) is as published',
    (L1, a1, b1, L2, a2, b2, expected) => {
      expect(deltaE2000(L1, a1, b1, L2, a2, b2)).toBeCloseTo(expected, 4);
      expect(deltaE2000(L2, a2, b2, L1, a1, b1)).toBeCloseTo(expected, 4);
    },
  );
});
