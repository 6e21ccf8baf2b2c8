import { cashbackFor } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { addToBonusBalance } from '../users/users-service';
import {
  cashbackTakenByRefunds,
  findBonusEntry,
  refundedOf,
  findLedgerOrder,
  insertAdjustment,
  insertBonusEntry,
  type BonusEntryRow,
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
  /** kopiyky the promotions took off (issue #43): no cashback is earned on them */
  discount: number;
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

/** Whose ledger entries: a shop order's or a photo order's (the two are numbered apart). */
export type LedgerSubject = { orderId: number } | { photoOrderId: number };

/**
 * Credits the cashback a received order (of either kind) earned: `paid` kopiyky paid with money
 * at the percent stored when it was placed. Guests have no balance to credit; an order refunded
 * before it was marked received bought nothing.
 */
export async function creditCashbackFor(
  db: DbOrTx,
  subject: LedgerSubject,
  order: { userId: number | null; paid: number; cashbackPercent: number; paymentStatus: string },
  actor: LedgerActor,
): Promise<number> {
  if (order.userId === null || order.paymentStatus === 'refunded') return 0;
  // What staff gave back before the parcel was received was not bought.
  const kept = order.paid - (await refundedOf(db, subject));
  const amount = cashbackFor(Math.max(0, kept), order.cashbackPercent);
  if (amount <= 0) return 0;
  const written = await insertBonusEntry(db, {
    userId: order.userId,
    ...subject,
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
export async function reverseCashbackFor(db: DbOrTx, subject: LedgerSubject): Promise<number> {
  const earned =
    'orderId' in subject
      ? await findBonusEntry(db, subject.orderId, 'cashback')
      : await findBonusEntry(db, subject.photoOrderId, 'cashback', true);
  if (!earned || earned.amount <= 0) return 0;
  // Partial refunds may have taken their shares already: the rest goes now.
  const rest = earned.amount - (await cashbackTakenByRefunds(db, subject));
  if (rest <= 0) return 0;
  const written = await insertBonusEntry(db, {
    userId: earned.userId,
    ...subject,
    kind: 'cashback-reversed',
    amount: -rest,
    actor: 'system',
    note: 'payment refunded',
  });
  if (!written) return 0;
  await addToBonusBalance(db, earned.userId, -rest);
  return rest;
}

/**
 * A partial refund takes back its share of the cashback the order earned: earned × refund ÷
 * paid, rounded down (the refund that completes the payment's return takes the rest, through
 * reverseCashbackFor). Once per refund. An order not yet received has earned nothing yet; its
 * cashback, when credited, counts only what was not given back.
 */
export async function takeBackCashbackShare(
  db: DbOrTx,
  subject: LedgerSubject,
  refund: { id: string; amount: number },
  paidAmount: number,
): Promise<number> {
  const earned =
    'orderId' in subject
      ? await findBonusEntry(db, subject.orderId, 'cashback')
      : await findBonusEntry(db, subject.photoOrderId, 'cashback', true);
  if (!earned || earned.amount <= 0 || paidAmount <= 0) return 0;
  const taken = await cashbackTakenByRefunds(db, subject);
  const share = Math.min(earned.amount - taken, Math.floor((earned.amount * refund.amount) / paidAmount));
  if (share <= 0) return 0;
  const written = await insertBonusEntry(db, {
    userId: earned.userId,
    ...subject,
    kind: 'cashback-refunded',
    amount: -share,
    actor: 'system',
    note: 'partial refund',
    refundId: refund.id,
  });
  if (!written) return 0;
  await addToBonusBalance(db, earned.userId, -share);
  return share;
}

/** A received shop order's cashback, on what the buyer paid with money (after the discount, not with bonus). */
export const creditCashback = (db: DbOrTx, order: LedgerOrder, actor: LedgerActor): Promise<number> =>
  creditCashbackFor(
    db,
    { orderId: order.id },
    { ...order, paid: order.goodsTotal - order.discount - order.bonusSpent },
    actor,
  );

export const reverseCashback = (db: DbOrTx, orderId: number): Promise<number> =>
  reverseCashbackFor(db, { orderId });

/**
 * A refunded order is undone for the buyer's balance too: the cashback it earned goes, the bonus
 * it spent comes back (a cancel may have returned it already; the ledger keeps it to once).
 */
export async function settleRefund(db: DbOrTx, orderId: number): Promise<void> {
  await reverseCashback(db, orderId);
  const order = await findLedgerOrder(db, orderId);
  if (order) await returnSpentBonus(db, order, 'system');
}

/** A staff correction of a balance (the back office): its ledger line and the balance move together. */
export async function adjustBonusBalance(
  db: DbOrTx,
  entry: { userId: number; amount: number; actor: LedgerActor; note: string },
): Promise<BonusEntryRow> {
  const row = await insertAdjustment(db, entry);
  await addToBonusBalance(db, entry.userId, entry.amount);
  return row;
}
