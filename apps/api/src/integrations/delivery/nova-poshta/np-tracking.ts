import { parcelStateOfNovaPoshta, type ParcelState } from '@kartyna/domain';
import type { TrackingStatus } from '../carrier';
import { isoDateOf, parseKyivDateTime } from './kyiv-time';

/** A row of TrackingDocument.getStatusDocuments: the fields the shop reads. */
export interface NpStatusRow {
  Number: string;
  StatusCode: string | number;
  Status: string;
  /** "19-09-2026 11:02:44": the waybill was made */
  DateCreated?: string;
  /** "2026-09-21 09:15:03": the parcel arrived at the branch or parcel locker */
  ActualDeliveryDate?: string;
  /** "21.09.2026 14:32:10": the recipient took it */
  RecipientDateTime?: string;
  /** "14:32 21.09.2026": the scan that gave the parcel the status it has now */
  DateScan?: string;
  /** "2026-09-21 14:32:10": the carrier's news of the parcel last changed */
  TrackingUpdateDate?: string;
  /** "2026-05-10" (sometimes with a time): paid storage starts that day */
  DateFirstDayStorage?: string;
}

/**
 * When the parcel reached each state, as far as the row dates them: the scan behind the status
 * (or, without one, the news' last change) dates the state it is in now; the arrival and the
 * receipt have their own fields, which also date them after the parcel moved on.
 */
export function reachedAtOf(row: NpStatusRow): TrackingStatus['reachedAt'] {
  const state = parcelStateOfNovaPoshta(String(row.StatusCode));
  const dated: [ParcelState, string | undefined][] = [
    ['created', row.DateCreated],
    [state, row.DateScan || row.TrackingUpdateDate],
    ['at-branch', row.ActualDeliveryDate],
    ['received', row.RecipientDateTime],
  ];
  const reachedAt: TrackingStatus['reachedAt'] = {};
  for (const [key, text] of dated) {
    const time = parseKyivDateTime(text);
    // 'unknown' is no state of the parcel's way: nothing to date.
    if (time && key !== 'unknown') reachedAt[key] = time;
  }
  return reachedAt;
}

export const trackingStatusOf = (row: NpStatusRow): TrackingStatus => ({
  number: String(row.Number),
  statusCode: String(row.StatusCode),
  status: row.Status,
  reachedAt: reachedAtOf(row),
  paidStorageFrom: isoDateOf(row.DateFirstDayStorage),
});
