/* Times are stored in UTC and shown in Kyiv's time, whatever the staff computer's zone. */

/** Intl options of a Kyiv day ("23.11.2026"), for DateField's `options`. */
export const kyivDay = {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
} as const;

/** Intl options of a Kyiv day and time ("23.11.2026, 14:05"). */
export const kyivDateTime = { ...kyivDay, hour: '2-digit', minute: '2-digit' } as const;

const dateTime = new Intl.DateTimeFormat('uk-UA', kyivDateTime);

/** An ISO time as Kyiv day and time, or a dash when there is none. */
export const formatKyivTime = (iso: string | null | undefined): string =>
  // A no-break space after the comma keeps the time beside its date in narrow columns.
  iso ? dateTime.format(new Date(iso)).replace(', ', ',\u00a0') : '—';
