import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parcels } from '../../db/schema';
import type { OrderKind, OrderRef } from '@kartyna/domain';

export type ParcelRow = typeof parcels.$inferSelect;

/** The statuses in which the carrier has an order's parcel and the shop waits for news of it. */
const followedStatuses = sql.raw(`('lading-bill-created', 'sent', 'delivered')`);

/**
 * Starts following every order of either kind that has a waybill and is on its way, and starts
 * anew where staff corrected the waybill number. Cheap to repeat: each tracker pass begins so.
 * New rows are due at the pass's `now` (the tracker's clock, which a test may move).
 */
export async function enrolParcels(db: DbOrTx, now: Date): Promise<void> {
  for (const [table, column] of [
    ['orders', 'order_id'],
    ['photo_orders', 'photo_order_id'],
  ] as const) {
    const source = sql.raw(`"${table}"`);
    const key = sql.raw(`"${column}"`);
    await db.execute(sql`
      insert into ${parcels} (${key}, waybill_number, next_check_at)
      select o.id, o.waybill_number, ${now} from ${source} o
      where o.status in ${followedStatuses} and o.waybill_number is not null
      on conflict (${key}) do update
        set waybill_number = excluded.waybill_number, state = 'unknown', carrier_status = null,
            paid_storage_from = null, status_at = null, storage_reminded_at = null, failures = 0,
            next_check_at = excluded.next_check_at
        where ${parcels}.waybill_number <> excluded.waybill_number`);
  }
}

/**
 * Up to `limit` parcels due for a check whose order still waits for news, each leased to this
 * tracker until `leaseUntil`: another process skips them meanwhile, and a tracker that dies
 * leaves them to the next once the lease ends.
 */
export async function claimDueParcels(
  db: DbOrTx,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<ParcelRow[]> {
  const { now, leaseUntil, limit } = options;
  const due = sql`(
    select p.id from ${parcels} p
    left join "orders" o on o.id = p.order_id
    left join "photo_orders" ph on ph.id = p.photo_order_id
    where p.next_check_at <= ${now} and (p.lease_until is null or p.lease_until <= ${now})
      and coalesce(o.status, ph.status) in ${followedStatuses}
      and coalesce(o.waybill_number, ph.waybill_number) = p.waybill_number
    order by p.next_check_at
    limit ${limit}
    for update of p skip locked)`;
  return db.update(parcels).set({ leaseUntil }).where(inArray(parcels.id, due)).returning();
}

export async function recordParcelCheck(
  db: DbOrTx,
  id: number,
  check: {
    state: string;
    carrierStatus: string;
    paidStorageFrom: string | null;
    statusAt: Date;
    checkedAt: Date;
    nextCheckAt: Date;
  },
): Promise<void> {
  await db
    .update(parcels)
    .set({ ...check, failures: 0, leaseUntil: null })
    .where(eq(parcels.id, id));
}

export async function recordParcelFailure(db: DbOrTx, id: number, nextCheckAt: Date): Promise<void> {
  await db
    .update(parcels)
    .set({ failures: sql`${parcels.failures} + 1`, nextCheckAt, leaseUntil: null })
    .where(eq(parcels.id, id));
}

/** Marks the storage reminder sent; false when it was already (another tracker, a replay). */
export async function markStorageReminded(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(parcels)
    .set({ storageRemindedAt: at })
    .where(and(eq(parcels.id, id), isNull(parcels.storageRemindedAt)))
    .returning({ id: parcels.id });
  return rows.length > 0;
}

export const orderOfParcel = (row: ParcelRow): OrderRef =>
  row.orderId !== null
    ? { kind: 'order', id: row.orderId }
    : { kind: 'photo-order', id: row.photoOrderId ?? 0 };

/** The parcels of the given orders of one kind, for the back office's lists. */
export async function parcelsOf(db: DbOrTx, kind: OrderKind, ids: number[]): Promise<ParcelRow[]> {
  if (ids.length === 0) return [];
  const column = kind === 'order' ? parcels.orderId : parcels.photoOrderId;
  return db.select().from(parcels).where(inArray(column, ids));
}
