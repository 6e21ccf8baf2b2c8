import { parcelStates, type OrderKind, type OrderParcel, type ParcelState } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { orderOfParcel, parcelsOf, type ParcelRow } from './parcels-repository';

const viewOf = (row: ParcelRow): NonNullable<OrderParcel> => ({
  state: (parcelStates as readonly string[]).includes(row.state) ? (row.state as ParcelState) : 'unknown',
  carrierStatus: row.carrierStatus,
  statusAt: row.statusAt?.toISOString() ?? null,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  paidStorageFrom: row.paidStorageFrom,
});

/** Each order's parcel as the back office lists it, by order id (absent: not followed yet). */
export async function parcelViewsOf(
  db: DbOrTx,
  kind: OrderKind,
  ids: number[],
): Promise<Map<number, OrderParcel>> {
  const rows = await parcelsOf(db, kind, ids);
  return new Map(rows.map((row) => [orderOfParcel(row).id, viewOf(row)]));
}

/**
 * The parcel of each of a shopper's orders, by order id. Only news of the waybill the order
 * carries now: after staff corrected the number, what the carrier said of the old one is not
 * this parcel's story (the tracker starts the new one on its next pass).
 */
export async function shopperParcelsOf(
  db: DbOrTx,
  kind: OrderKind,
  orders: { id: number; waybillNumber: string | null }[],
): Promise<Map<number, OrderParcel>> {
  const waybills = new Map(orders.map((o) => [o.id, o.waybillNumber]));
  const rows = await parcelsOf(db, kind, [...waybills.keys()]);
  return new Map(
    rows
      .filter((row) => waybills.get(orderOfParcel(row).id) === row.waybillNumber)
      .map((row) => [orderOfParcel(row).id, viewOf(row)]),
  );
}
