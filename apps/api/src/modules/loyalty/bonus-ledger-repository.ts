import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bonusTransactions, orders, refunds } from '../../db/schema';

export type BonusKind = (typeof bonusTransactions.$inferInsert)['kind'];
export type BonusEntryRow = typeof bonusTransactions.$inferSelect;

/**
 * Writes a ledger entry unless the order already has one of that kind (unique per order and
 * kind); answers whether it was written, so the balance moves only with a new entry.
 */
export async function insertBonusEntry(
  db: DbOrTx,
  entry: {
    userId: number;
    /** a shop order's entry, or (photoOrderId) a photo order's: the two are numbered apart */
    orderId?: number;
    photoOrderId?: number;
    kind: BonusKind;
    amount: number;
    actor: string;
    note?: string;
    /** a refund's share of the cashback: one entry per refund */
    refundId?: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(bonusTransactions)
    .values({ ...entry, note: entry.note ?? null })
    .onConflictDoNothing()
    .returning({ id: bonusTransactions.id });
  return rows.length > 0;
}

export async function findBonusEntry(
  db: DbOrTx,
  orderId: number,
  kind: BonusKind,
  /** the id is a photo order's */
  photo = false,
): Promise<BonusEntryRow | null> {
  const column = photo ? bonusTransactions.photoOrderId : bonusTransactions.orderId;
  const [row] = await db
    .select()
    .from(bonusTransactions)
    .where(and(eq(column, orderId), eq(bonusTransactions.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** A staff member's manual entry; such entries have no order, so the per-order uniqueness does not apply. */
export async function insertAdjustment(
  db: DbOrTx,
  entry: { userId: number; amount: number; actor: string; note: string },
): Promise<BonusEntryRow> {
  const [row] = await db
    .insert(bonusTransactions)
    .values({ ...entry, orderId: null, kind: 'adjustment' })
    .returning();
  if (!row) throw new Error('bonus adjustment not written');
  return row;
}

/** The money fields of an order the ledger rules read. */
export async function findLedgerOrder(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      goodsTotal: orders.goodsTotal,
      discount: orders.discount,
      bonusSpent: orders.bonusSpent,
      cashbackPercent: orders.cashbackPercent,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

const subjectOf = (subject: { orderId: number } | { photoOrderId: number }) =>
  'orderId' in subject
    ? { entry: eq(bonusTransactions.orderId, subject.orderId), refund: eq(refunds.orderId, subject.orderId) }
    : {
        entry: eq(bonusTransactions.photoOrderId, subject.photoOrderId),
        refund: eq(refunds.photoOrderId, subject.photoOrderId),
      };

/** Kopiyky of cashback partial refunds took back already (a positive number). */
export async function cashbackTakenByRefunds(
  db: DbOrTx,
  subject: { orderId: number } | { photoOrderId: number },
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(-sum(${bonusTransactions.amount}), 0)::int` })
    .from(bonusTransactions)
    .where(and(subjectOf(subject).entry, eq(bonusTransactions.kind, 'cashback-refunded')));
  return row?.sum ?? 0;
}

/** Kopiyky staff gave back of an order (done refunds): no cashback is earned on them. */
export async function refundedOf(
  db: DbOrTx,
  subject: { orderId: number } | { photoOrderId: number },
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(subjectOf(subject).refund, eq(refunds.status, 'done')));
  return row?.sum ?? 0;
}
