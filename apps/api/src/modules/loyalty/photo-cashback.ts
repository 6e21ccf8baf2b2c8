import type { DbOrTx } from '../../db/client';
import { creditCashbackFor, reverseCashbackFor, type LedgerActor } from './bonus-ledger';

/**
 * The ledger rules of bonus-ledger.ts for photo orders: a photo order spends no bonus, so it
 * only earns cashback on receipt and gives it back on a refund; once each, however often a
 * status or callback is replayed (unique per photo order and kind).
 */
export interface LedgerPhotoOrder {
  id: number;
  userId: number | null;
  /** kopiyky, all paid with money */
  total: number;
  cashbackPercent: number;
  paymentStatus: string;
}

export const creditPhotoCashback = (
  db: DbOrTx,
  order: LedgerPhotoOrder,
  actor: LedgerActor,
): Promise<number> =>
  creditCashbackFor(db, { photoOrderId: order.id }, { ...order, paid: order.total }, actor);

/** A refunded photo order takes back the cashback it earned, once. */
export const settlePhotoRefund = (db: DbOrTx, photoOrderId: number): Promise<number> =>
  reverseCashbackFor(db, { photoOrderId });
