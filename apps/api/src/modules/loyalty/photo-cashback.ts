import { cashbackFor } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import type { LedgerActor } from './bonus-ledger';
import { addToBonusBalance, findBonusEntry, insertBonusEntry } from './bonus-ledger-repository';

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

export async function creditPhotoCashback(
  db: DbOrTx,
  order: LedgerPhotoOrder,
  actor: LedgerActor,
): Promise<number> {
  if (order.userId === null || order.paymentStatus === 'refunded') return 0;
  const amount = cashbackFor(order.total, order.cashbackPercent);
  if (amount <= 0) return 0;
  const written = await insertBonusEntry(db, {
    userId: order.userId,
    photoOrderId: order.id,
    kind: 'cashback',
    amount,
    actor,
  });
  if (!written) return 0;
  await addToBonusBalance(db, order.userId, amount);
  return amount;
}

/** A refunded photo order takes back the cashback it earned, once. */
export async function settlePhotoRefund(db: DbOrTx, photoOrderId: number): Promise<number> {
  const earned = await findBonusEntry(db, photoOrderId, 'cashback', true);
  if (!earned || earned.amount <= 0) return 0;
  const written = await insertBonusEntry(db, {
    userId: earned.userId,
    photoOrderId,
    kind: 'cashback-reversed',
    amount: -earned.amount,
    actor: 'system',
    note: 'payment refunded',
  });
  if (!written) return 0;
  await addToBonusBalance(db, earned.userId, -earned.amount);
  return earned.amount;
}
