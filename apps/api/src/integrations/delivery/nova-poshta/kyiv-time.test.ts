import { describe, expect, it } from 'vitest';
import { isoDateOf, parseKyivDateTime } from './kyiv-time';

describe("Nova Poshta's times", () => {
  it('reads each form an answer writes as Kyiv time, summer and winter', () => {
    expect(parseKyivDateTime('21.09.2026 14:32:10')).toEqual(new Date('2026-09-21T11:32:10Z'));
    expect(parseKyivDateTime('19-09-2026 11:02:44')).toEqual(new Date('2026-09-19T08:02:44Z'));
    expect(parseKyivDateTime('2026-09-21 09:15:03')).toEqual(new Date('2026-09-21T06:15:03Z'));
    // DateScan puts the time first.
    expect(parseKyivDateTime('14:32 21.09.2026')).toEqual(new Date('2026-09-21T11:32:00Z'));
    expect(parseKyivDateTime('09:05 03.12.2026')).toEqual(new Date('2026-12-03T07:05:00Z'));
  });

  it('reads nothing from empty or other text', () => {
    for (const text of ['', '   ', null, undefined, 'вчора', '14:32', '21.09.26 14:32']) {
      expect(parseKyivDateTime(text)).toBeNull();
    }
    expect(isoDateOf('23.09.2026')).toBe('2026-09-23');
  });
});
