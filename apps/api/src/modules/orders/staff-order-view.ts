import { nextOrderStatuses, type OrderStatus, type StaffOrder } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findOrderById } from './order-lifecycle-repository';
import { staffStatusEntryOf, undoOf } from '../order-pipeline/status-undo';
import { historyOfOrders, linesOfOrders, type OrderRow } from './orders-repository';
import { promotionsOfOrders } from '../promotions/promotions-service';
import { toCustomerOrder } from './customer-orders';
import { customerMoneyBackOf } from '../refunds/order-money-back';

/** The order as the back office sees it: who moved it when, and where it may go next. */
export async function staffOrderOf(db: DbOrTx, orderOrId: number | OrderRow): Promise<StaffOrder> {
  const row = typeof orderOrId === 'number' ? await findOrderById(db, orderOrId) : orderOrId;
  if (!row) throw notFound('order_not_found');
  const subject = { kind: 'order' as const, id: row.id };
  const [lines, history, promotions, moneyBack] = await Promise.all([
    linesOfOrders(db, [row.id]),
    historyOfOrders(db, [row.id]),
    promotionsOfOrders(db, 'order', [row.id]),
    customerMoneyBackOf(db, [subject]),
  ]);
  return {
    ...toCustomerOrder(row, lines, history, false, promotions.get(row.id), moneyBack(subject)),
    userId: row.userId,
    cashbackPercent: row.cashbackPercent,
    waybillRef: row.waybillRef,
    updatedAt: row.updatedAt.toISOString(),
    nextStatuses: [...nextOrderStatuses(row.status as OrderStatus)],
    statusHistory: history.map(staffStatusEntryOf),
    undo: undoOf(row, history.at(-1) ?? null),
  };
}
