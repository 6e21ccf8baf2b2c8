import { cashbackFor } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import {
  addToBonusBalance,
  findBonusEntry,
  findLedgerOrder,
  insertBonusEntry,
} from './bonus-ledger-repository';

/**
 * The bonus balance moves only together with a ledger entry, and each order has at most one
 * entry of each kind: a replayed status change or callback finds the entry and moves nothing.
 * Call these inside the transaction that changes the order.
 */

/** The ledger's actor: 'customer', 'system' or 'staff:<user id>'. */
export type LedgerActor = string;

/** What an order's money rules need to know about it. */
export interface LedgerOrder {
  id: number;
  userId: number | null;
  goodsTotal: number;
  bonusSpent: number;
  cashbackPercent: number;
  paymentStatus: string;
}

/** Records the bonus a buyer spent at checkout (the balance was already taken by placeOrder). */
export async function recordBonusSpent(
  db: DbOrTx,
  entry: { userId: number; orderId: number; amount: number },
): Promise<void> {
  await insertBonusEntry(db, { ...entry, amount: -entry.amount, kind: 'spent', actor: 'customer' });
}

/** A canceled order gives back the bonus it spent. */
export async function returnSpentBonus(db: DbOrTx, order: LedgerOrder, actor: LedgerActor): Promise<number> {
  if (order.userId === null || order.bonusSpent <= 0) return 0;
  const written = await insertBonusEntry(db, {
    userId: order.userId,
    orderId: order.id,
    kind: 'spent-returned',
    amount: order.bonusSpent,
    actor,
  });
  if (!written) return 0;
  await addToBonusBalance(db, order.userId, order.bonusSpent);
  return order.bonusSpent;
}

/**
 * A received order earns cashback at the percent stored when it was placed, on the goods paid
 * with money (see cashbackFor). Guests have no balance to credit; an order refunded before it
 * was marked received bought nothing.
 */
export async function creditCashback(db: DbOrTx, order: LedgerOrder, actor: LedgerActor): Promise<number> {
  if (order.userId === null || order.paymentStatus === 'refunded') return 0;
  const amount = cashbackFor(order.goodsTotal - order.bonusSpent, order.cashbackPercent);
  if (amount <= 0) return 0;
  const written = await insertBonusEntry(db, {
    userId: order.userId,
    orderId: order.id,
    kind: 'cashback',
    amount,
    actor,
  });
  if (!written) return 0;
  await addToBonusBalance(db, order.userId, amount);
  return amount;
}

/**
 * A refund takes back the cashback the order earned, once. The buyer may have spent it
 * already: the balance may then go below zero and is shown as 0 until new cashback covers it.
 */
export async function reverseCashback(db: DbOrTx, orderId: number): Promise<number> {
  const earned = await findBonusEntry(db, orderId, 'cashback');
  if (!earned || earned.amount <= 0) return 0;
  const written = await insertBonusEntry(db, {
    userId: earned.userId,
    orderId,
    kind: 'cashback-reversed',
    amount: -earned.amount,
    actor: 'system',
    note: 'payment refunded',
  });
  if (!written) return 0;
  await addToBonusBalance(db, earned.userId, -earned.amount);
  return earned.amount;
}

/**
 * A refunded order is undone for the buyer's balance too: the cashback it earned goes, the bonus
 * it spent comes back (a cancel may have returned it already; the ledger keeps it to once).
 */
export async function settleRefund(db: DbOrTx, orderId: number): Promise<void> {
  await reverseCashback(db, orderId);
  const order = await findLedgerOrder(db, orderId);
  if (order) await returnSpentBonus(db, order, 'system');
}
