import { cancelOrderStatus, completeOrderStatus, returnedOrderStatus } from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { AppConfig } from '../../env';
import { creditCashback, returnSpentBonus, type LedgerActor } from '../loyalty/bonus-ledger';
import {
  changeStatus,
  type OrderStatusChangeInput,
  type OrderStatusChangeResult,
} from '../order-pipeline/order-status-machine';
import type { OrderRowWrites } from '../order-pipeline/order-row-writes';
import type { OrderSubject } from '../order-pipeline/order-subject';
import { takeBackStatusChange, type UndoActor } from '../order-pipeline/status-undo';
import { releasePromotionUses } from '../promotions/promotions-service';
import { returnToStock } from '../stock/stock-service';
import {
  giveGuestOrdersTo,
  lockOrder,
  stockLinesOfOrder,
  updateOrderRow,
} from './order-lifecycle-repository';
import type { OrderRow } from './orders-repository';

/**
 * A shop order as the one order pipeline moves it (order-pipeline/): a cancel, or a refused
 * parcel back at the shop, puts its goods back on the shelves and its spent bonus back in the
 * buyer's balance; a receipt credits the cashback it earned.
 */
export const shopOrderSubject: OrderSubject<OrderRow> = {
  kind: 'order',
  lock: lockOrder,
  update: updateOrderRow,
  async settle(tx, order, to, actor) {
    if (to === cancelOrderStatus || to === returnedOrderStatus) await giveBack(tx, order, actor);
    // An unpaid order cancelled gives its promotion uses back; a paid one keeps them (its refund is money).
    if (to === cancelOrderStatus && order.paymentStatus !== 'paid')
      await releasePromotionUses(tx, { orderId: order.id });
    if (to === completeOrderStatus) await creditCashback(tx, order, actor);
  },
};

/** A shop order's row as payments, refunds, the staff note and the mail confirmation write it. */
export const shopOrderWrites: OrderRowWrites = {
  lock: lockOrder,
  update: updateOrderRow,
  giveGuestOrders: giveGuestOrdersTo,
};

export const changeOrderStatus = (
  deps: { db: Db; config: Pick<AppConfig, 'statusUndoSeconds'> },
  input: OrderStatusChangeInput,
): Promise<OrderStatusChangeResult<OrderRow>> =>
  changeStatus(deps.db, shopOrderSubject, { ...input, undoSeconds: deps.config.statusUndoSeconds });

/**
 * Takes back the order's latest status change within the undo window (takeBackStatusChange):
 * the order returns to the status it left and its held-back customer mail is deleted.
 */
export const undoStatusChange = (deps: { db: Db }, orderId: number, actor: UndoActor): Promise<OrderRow> =>
  takeBackStatusChange(deps.db, shopOrderSubject, orderId, actor);

/** A canceled or returned order's goods go back on the shelves and its spent bonus back to the buyer. */
async function giveBack(tx: DbOrTx, order: OrderRow, actor: LedgerActor): Promise<void> {
  // Ascending product ids, as placeOrder locks them: a cancel and an order cannot deadlock.
  for (const line of await stockLinesOfOrder(tx, order.id)) {
    await returnToStock(tx, line.productId, line.amount);
  }
  await returnSpentBonus(tx, order, actor);
}
