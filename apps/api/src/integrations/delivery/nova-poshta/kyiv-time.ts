import { kyivOffsetMs, kyivParts } from '@kartyna/domain';

/** Nova Poshta speaks Kyiv local time in dd.mm.yyyy; the server may run in any time zone. */

const pad = (value: number) => String(value).padStart(2, '0');

/** The Kyiv calendar date of `date` as dd.mm.yyyy (InternetDocument.save's DateTime). */
export function kyivDate(date: Date): string {
  const { year, month, day } = kyivParts(date);
  return `${pad(day)}.${pad(month)}.${year}`;
}

/**
 * "02.09.2022 16:08:16", "2022-09-02 16:08:16" or "16:08 02.09.2022" (all three appear in one
 * Nova Poshta answer: the last in DateScan), read as Kyiv local time. Null for empty or
 * unreadable text.
 */
export function parseKyivDateTime(text: string | null | undefined): Date | null {
  const raw = (text ?? '').trim();
  // The time first: moved after the date, it reads as the others do.
  const timeFirst = /^(\d{2}:\d{2}(?::\d{2})?)\s+(\d{2}\.\d{2}\.\d{4})$/.exec(raw);
  const value = timeFirst ? `${timeFirst[2]} ${timeFirst[1]}` : raw;
  const match =
    /^(\d{2})[.-](\d{2})[.-](\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value) ??
    /^(\d{4})-(\d{2})-(\d{2})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!match) return null;
  const yearFirst = match[1]?.length === 4;
  const year = Number(yearFirst ? match[1] : match[3]);
  const month = Number(match[2]);
  const day = Number(yearFirst ? match[3] : match[1]);
  const [hour, minute, second] = [match[4], match[5], match[6]].map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guessed instant can differ from the one at the true instant near a DST
  // switch; a second pass settles it.
  let time = asUtc - kyivOffsetMs(new Date(asUtc));
  time = asUtc - kyivOffsetMs(new Date(time));
  return new Date(time);
}

/** "23.09.2026" → "2026-09-23"; null when Nova Poshta gave nothing readable. */
export function isoDateOf(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(value);
  if (dotted) return `${dotted[3]}-${dotted[2]}-${dotted[1]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return iso?.[1] ?? null;
}
