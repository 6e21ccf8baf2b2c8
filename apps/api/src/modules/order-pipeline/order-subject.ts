import type { OrderKind, OrderStatus } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import type { LedgerActor } from '../loyalty/bonus-ledger';

/** What the status machine reads of any order's row. */
export interface OrderSubjectRow {
  id: number;
  status: string;
  waybillNumber: string | null;
}

export interface OrderStatusUpdate {
  status: string;
  waybillNumber?: string | null;
  waybillRef?: string | null;
}

/**
 * One kind of order as the status machine (order-status-machine.ts) and its undo
 * (status-undo.ts) move it: how its row is locked and written, and what a status settles for
 * this kind (the history, the customer's mail and the audit are the same for every kind). Each kind's module defines its subject with its own
 * repository, as payments/payment-subject.ts does for what a payment pays.
 */
export interface OrderSubject<Row extends OrderSubjectRow> {
  kind: OrderKind;
  /** the row, locked until the transaction ends: two changes of one order run one after the other */
  lock(tx: DbOrTx, id: number): Promise<Row | null>;
  update(tx: DbOrTx, id: number, change: OrderStatusUpdate): Promise<Row>;
  /**
   * What entering `to` settles besides the status: a shop order's goods and spent bonus come
   * back on a cancel; a receipt credits the buyer's cashback.
   */
  settle(tx: DbOrTx, order: Row, to: OrderStatus, actor: LedgerActor): Promise<void>;
}
