/**
 * Kyiv wall time, whatever zone the machine runs in: the shop's days, hours and offsets (+2 h in
 * winter, +3 h in summer) as staff and carriers read them.
 */

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export type KyivParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** The Kyiv calendar date and clock at an instant, as numbers. */
export function kyivParts(at: Date): KyivParts {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Kyiv's offset from UTC at an instant, in ms. */
export function kyivOffsetMs(at: Date): number {
  const p = kyivParts(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Kyiv calendar day at an instant, `2026-12-06`. */
export function kyivDay(at: Date): string {
  const p = kyivParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}
