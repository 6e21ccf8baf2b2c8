import { staffMoneyBackOf } from '../refunds/order-money-back';
import {
  kopiykyToUah,
  paymentAttemptStatus,
  type AdminOrder,
  type AdminOrderListItem,
  type AdminOrderListQuery,
} from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { AppDeps } from '../../types';
import type { StaffActor } from '../audit/audit-log';
import {
  findBuyer,
  orderListRowHead,
  saveStaffNote,
} from '../orders-admin-shared/orders-admin-shared-service';
import { shopOrderWrites } from './order-lifecycle';
import { findOrderById } from './order-lifecycle-repository';
import { parcelViewsOf } from '../parcel-tracking/parcel-views';
import { listAdminOrders, paymentsOfOrder } from './orders-admin-repository';
import type { OrderRow } from './orders-repository';
import { staffOrderOf } from './staff-order-view';

export async function listOrdersForStaff(
  deps: Pick<AppDeps, 'db'>,
  query: AdminOrderListQuery,
): Promise<{ items: AdminOrderListItem[]; total: number }> {
  const { rows, total } = await listAdminOrders(deps.db, query);
  const parcels = await parcelViewsOf(
    deps.db,
    'order',
    rows.map((row) => row.id),
  );
  return {
    total,
    items: rows.map((row) => ({
      ...orderListRowHead(row),
      deliveryType: row.deliveryType,
      paymentType: row.paymentType,
      total: kopiykyToUah(row.total),
      lineCount: row.lineCount,
      userId: row.userId,
      waybillNumber: row.waybillNumber,
      testPayment: row.testPayment,
      parcel: parcels.get(row.id) ?? null,
    })),
  };
}

/** The lifecycle view of an order plus what only staff see: the note, the account and the payments. */
export async function adminOrderOf(db: DbOrTx, orderOrId: number | OrderRow): Promise<AdminOrder> {
  const row = typeof orderOrId === 'number' ? await findOrderById(db, orderOrId) : orderOrId;
  if (!row) throw notFound('order_not_found');
  const [view, buyer, orderPayments, moneyBack] = await Promise.all([
    staffOrderOf(db, row),
    findBuyer(db, row.userId),
    paymentsOfOrder(db, row.id),
    staffMoneyBackOf(db, { kind: 'order', id: row.id }),
  ]);
  return {
    ...view,
    ...moneyBack,
    staffNote: row.staffNote,
    buyer,
    testPayment: row.testPayment,
    // An attempt the payer walked away from reads "abandoned" once its checkout has expired;
    // the row itself stays awaiting, so a late callback still settles it.
    payments: orderPayments.map((p) => ({
      id: p.id,
      provider: p.provider,
      status: paymentAttemptStatus(p.status, p.provider, p.createdAt),
      amount: kopiykyToUah(p.amount),
      providerReference: p.providerReference,
      testPayment: p.testPayment,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
  };
}

/** Staff's own note on an order (the customer never sees it); audited with the note it replaced. */
export async function setOrderNote(
  deps: Pick<AppDeps, 'db'>,
  actor: StaffActor,
  orderId: number,
  staffNote: string | null,
): Promise<AdminOrder> {
  await saveStaffNote(deps.db, actor, 'order', orderId, staffNote, shopOrderWrites);
  return adminOrderOf(deps.db, orderId);
}
