import {
  kopiykyToUah,
  type FiscalReceipt,
  type OrderMoneyBack,
  type OrderRef,
  type Refund,
} from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { receiptOf, receiptsByOrder, staffReceiptOf } from '../fiscal-receipts/fiscal-receipts-service';
import { lockTakenPayment, refundedOfPayment } from './refunds-repository';
import { refundsByOrder } from './refunds-service';

/**
 * What the order views show of money given back and of fiscal receipts (issue #44): staff see
 * every refund with who gave it and every receipt with its trouble; the cabinet sees amounts,
 * states and the receipts' links.
 */

/** GET /api/admin/orders/:id and /photo-orders/:id. */
export async function staffMoneyBackOf(db: DbOrTx, subject: OrderRef): Promise<OrderMoneyBack> {
  const [refunds, receipts] = await Promise.all([
    refundsByOrder(db, [subject]),
    receiptsByOrder(db, [subject]),
  ]);
  return {
    refundable: kopiykyToUah(await refundableOf(db, subject)),
    refunds: refunds(subject),
    fiscalReceipts: receipts(subject).map(staffReceiptOf),
  };
}

/** Kopiyky a new refund may take: the taken payment less what is given back or on its way. */
async function refundableOf(db: DbOrTx, subject: OrderRef): Promise<number> {
  // A read: FOR UPDATE outside a transaction locks nothing beyond the statement.
  const payment = await lockTakenPayment(db, subject);
  if (!payment || payment.status !== 'paid') return 0;
  return Math.max(0, payment.amount - (await refundedOfPayment(db, payment.id)));
}

/** The cabinet's lists: refunds and receipts of each order, by order. */
export async function customerMoneyBackOf(
  db: DbOrTx,
  subjects: OrderRef[],
): Promise<(subject: OrderRef) => { refunds: Refund[]; fiscalReceipts: FiscalReceipt[] }> {
  const [refunds, receipts] = await Promise.all([
    refundsByOrder(db, subjects),
    receiptsByOrder(db, subjects),
  ]);
  return (subject) => ({
    refunds: refunds(subject)
      .filter((r) => r.status !== 'failed')
      .map(({ id, amount, reason, status, createdAt, doneAt }) => ({
        id,
        amount,
        reason,
        status,
        createdAt,
        doneAt,
      })),
    fiscalReceipts: receipts(subject)
      .filter((r) => r.status !== 'failed')
      .map(receiptOf),
  });
}
