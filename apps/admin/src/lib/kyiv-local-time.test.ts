import { describe, expect, it } from 'vitest';
import { isoInKyiv, isoToKyivLocal, kyivLocalToIso } from './kyiv-local-time';

describe('kyivLocalToIso', () => {
  it('reads winter and summer times with their own offsets', () => {
    expect(kyivLocalToIso('2026-01-15T10:00')).toBe('2026-01-15T10:00:00+02:00');
    expect(kyivLocalToIso('2026-07-01T00:00')).toBe('2026-07-01T00:00:00+03:00');
    expect(kyivLocalToIso('2026-12-31T23:59')).toBe('2026-12-31T23:59:00+02:00');
  });

  it('keeps the offset of each side of the spring change (2026-03-29, 03:00 → 04:00)', () => {
    expect(kyivLocalToIso('2026-03-29T00:00')).toBe('2026-03-29T00:00:00+02:00');
    expect(kyivLocalToIso('2026-03-29T02:59')).toBe('2026-03-29T02:59:00+02:00');
    expect(kyivLocalToIso('2026-03-29T04:00')).toBe('2026-03-29T04:00:00+03:00');
    expect(kyivLocalToIso('2026-03-29T23:59')).toBe('2026-03-29T23:59:00+03:00');
    // The day before and after, away from the change, too.
    expect(kyivLocalToIso('2026-03-28T03:30')).toBe('2026-03-28T03:30:00+02:00');
    expect(kyivLocalToIso('2026-03-30T03:30')).toBe('2026-03-30T03:30:00+03:00');
  });

  it('moves a skipped time an hour on', () => {
    expect(kyivLocalToIso('2026-03-29T03:00')).toBe('2026-03-29T04:00:00+03:00');
    expect(kyivLocalToIso('2026-03-29T03:30')).toBe('2026-03-29T04:30:00+03:00');
    expect(Date.parse(kyivLocalToIso('2026-03-29T03:30')!)).toBe(Date.parse('2026-03-29T01:30:00Z'));
  });

  it('takes the first pass of the repeated hour of the autumn change (2026-10-25, 04:00 → 03:00)', () => {
    expect(kyivLocalToIso('2026-10-25T02:59')).toBe('2026-10-25T02:59:00+03:00');
    expect(kyivLocalToIso('2026-10-25T03:30')).toBe('2026-10-25T03:30:00+03:00');
    expect(kyivLocalToIso('2026-10-25T04:00')).toBe('2026-10-25T04:00:00+02:00');
    expect(kyivLocalToIso('2026-10-25T12:00')).toBe('2026-10-25T12:00:00+02:00');
    expect(kyivLocalToIso('2026-10-24T03:30')).toBe('2026-10-24T03:30:00+03:00');
  });

  it('accepts seconds and refuses what is not a wall-clock time', () => {
    expect(kyivLocalToIso('2026-05-01T08:15:30')).toBe('2026-05-01T08:15:30+03:00');
    expect(kyivLocalToIso('')).toBeNull();
    expect(kyivLocalToIso(null)).toBeNull();
    expect(kyivLocalToIso('2026-05-01')).toBeNull();
    expect(kyivLocalToIso('tomorrow')).toBeNull();
  });
});

describe('isoToKyivLocal', () => {
  it("shows any ISO time on Kyiv's wall clock", () => {
    expect(isoToKyivLocal('2026-01-15T08:00:00Z')).toBe('2026-01-15T10:00');
    expect(isoToKyivLocal('2026-07-01T00:00:00+03:00')).toBe('2026-07-01T00:00');
    expect(isoToKyivLocal('2026-06-30T21:00:00.000Z')).toBe('2026-07-01T00:00');
    expect(isoToKyivLocal('2026-03-29T01:00:00Z')).toBe('2026-03-29T04:00');
    expect(isoToKyivLocal('2026-03-29T00:59:00Z')).toBe('2026-03-29T02:59');
  });

  it('tells the two passes of the repeated hour apart only by the moment', () => {
    expect(isoToKyivLocal('2026-10-25T00:30:00Z')).toBe('2026-10-25T03:30');
    expect(isoToKyivLocal('2026-10-25T01:30:00Z')).toBe('2026-10-25T03:30');
    expect(isoInKyiv(Date.parse('2026-10-25T00:30:00Z'))).toBe('2026-10-25T03:30:00+03:00');
    expect(isoInKyiv(Date.parse('2026-10-25T01:30:00Z'))).toBe('2026-10-25T03:30:00+02:00');
  });

  it('leaves a wall-clock value as it is, so formatting twice changes nothing', () => {
    expect(isoToKyivLocal('2026-12-01T00:00')).toBe('2026-12-01T00:00');
    expect(isoToKyivLocal(isoToKyivLocal('2026-11-30T22:00:00Z'))).toBe('2026-12-01T00:00');
  });

  it('gives an empty value for none', () => {
    expect(isoToKyivLocal(null)).toBe('');
    expect(isoToKyivLocal('')).toBe('');
    expect(isoToKyivLocal('not a time')).toBe('');
  });

  it('round-trips every minute of both change days', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      const start = Date.parse(`${day}T00:00:00+02:00`) - 3 * 3_600_000;
      for (let ms = start; ms < start + 30 * 3_600_000; ms += 60_000) {
        const local = isoToKyivLocal(new Date(ms).toISOString());
        const back = Date.parse(kyivLocalToIso(local)!);
        // The repeated hour's second pass reads back as its first; everything else is exact.
        expect(ms - back === 0 || ms - back === 3_600_000).toBe(true);
      }
    }
  });
});
