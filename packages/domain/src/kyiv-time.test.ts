import { describe, expect, it } from 'vitest';
import { kyivDay, kyivOffsetMs, kyivParts } from './kyiv-time';

describe('Kyiv wall time', () => {
  it('reads the day and clock in winter (+2 h) and summer (+3 h), across midnight', () => {
    expect(kyivParts(new Date('2026-12-06T21:55:07Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 6,
      hour: 23,
      minute: 55,
      second: 7,
    });
    expect(kyivOffsetMs(new Date('2026-12-06T12:00:00Z'))).toBe(2 * 3_600_000);
    expect(kyivOffsetMs(new Date('2026-07-01T12:00:00Z'))).toBe(3 * 3_600_000);
    expect(kyivDay(new Date('2026-12-06T22:10:00Z'))).toBe('2026-12-07');
    expect(kyivDay(new Date('2026-07-01T20:59:59Z'))).toBe('2026-07-01');
  });
});
