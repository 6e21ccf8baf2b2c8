/*
 * Staff enter a promotion's start and end as Kyiv's wall clock ("2026-04-01T00:00", the value of
 * an <input type="datetime-local">), whatever zone their computer is in; the API takes ISO 8601
 * with the offset Kyiv had then. Kyiv moves its clocks twice a year, so the offset is looked up
 * for the very moment, never taken from today or from the browser.
 */

const ZONE = 'Europe/Kyiv';
const HOUR = 3_600_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Kyiv's wall clock at a moment, as the numbers of its parts. */
function partsAt(ms: number) {
  const parts: Record<string, number> = {};
  for (const p of wallClock.formatToParts(new Date(ms)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Milliseconds Kyiv is ahead of UTC at a moment (+2 h in winter, +3 h in summer). */
function offsetAt(ms: number): number {
  const p = partsAt(ms);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Kyiv's wall clock ("2026-04-01T00:00") as ISO 8601 with Kyiv's offset then
 * ("2026-04-01T00:00:00+03:00"); null for an empty or malformed value. A time the spring change
 * skips (03:00–03:59 on the last Sunday of March) moves an hour on, to the same time in summer
 * time; a time the autumn change repeats (03:00–03:59 on the last Sunday of October) is its first
 * pass, still in summer time. These are the rules of JavaScript's Temporal ("compatible").
 */
export function kyivLocalToIso(local: string | null | undefined): string | null {
  const m = local ? LOCAL.exec(local) : null;
  if (!m) return null;
  const [y = NaN, mo = NaN, d = NaN, h = NaN, mi = NaN, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(asUtc)) return null;
  // Kyiv changes its clocks at most once a day: the offsets half a day either side are the only candidates.
  const before = offsetAt(asUtc - 12 * HOUR);
  const after = offsetAt(asUtc + 12 * HOUR);
  const fits = [before, after].filter((o) => offsetAt(asUtc - o) === o);
  // Two fits: the repeated hour, whose first pass has the larger offset. None: the skipped hour,
  // read with the offset before the change, which lands as far past the change as it was into the gap.
  const offset = fits.length ? Math.max(...fits) : before;
  return isoInKyiv(asUtc - offset);
}

/** A moment as ISO 8601 in Kyiv's wall clock with its offset: "2026-10-25T03:30:00+02:00". */
export function isoInKyiv(ms: number): string {
  const p = partsAt(ms);
  const offset = offsetAt(ms) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/**
 * Any ISO time as Kyiv's wall clock for a datetime-local input ("2026-04-01T00:00"); '' for none.
 * A value already on the wall clock (no offset, as the input gives it) is returned as it is:
 * react-admin's DateTimeInput formats its value twice, and a second pass must change nothing.
 */
export function isoToKyivLocal(iso: string | null | undefined): string {
  if (iso && LOCAL.test(iso)) return iso.slice(0, 16);
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '';
  const p = partsAt(ms);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}
