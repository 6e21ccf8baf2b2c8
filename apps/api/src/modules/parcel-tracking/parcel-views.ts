import { parcelStates, type OrderKind, type OrderParcel, type ParcelState } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { orderOfParcel, parcelsOf } from './parcels-repository';

/** Each order's parcel as the back office lists it, by order id (absent: not followed yet). */
export async function parcelViewsOf(
  db: DbOrTx,
  kind: OrderKind,
  ids: number[],
): Promise<Map<number, OrderParcel>> {
  const rows = await parcelsOf(db, kind, ids);
  return new Map(
    rows.map((row) => [
      orderOfParcel(row).id,
      {
        state: (parcelStates as readonly string[]).includes(row.state)
          ? (row.state as ParcelState)
          : 'unknown',
        carrierStatus: row.carrierStatus,
        checkedAt: row.checkedAt?.toISOString() ?? null,
        paidStorageFrom: row.paidStorageFrom,
      },
    ]),
  );
}
