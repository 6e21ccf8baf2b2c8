import type { OrderRef } from '@kartyna/domain';
import { and, asc, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, payments, photoOrders, refunds, users } from '../../db/schema';

export type RefundRow = typeof refunds.$inferSelect;

const refundSubject = (subject: OrderRef) =>
  subject.kind === 'order' ? eq(refunds.orderId, subject.id) : eq(refunds.photoOrderId, subject.id);

/**
 * The order's payment that took the money, locked until the transaction ends: two refunds of one
 * payment are checked one after the other, so together they never exceed it. Null when the
 * order was never paid online (or is gone).
 */
export async function lockTakenPayment(db: DbOrTx, subject: OrderRef) {
  const column = subject.kind === 'order' ? payments.orderId : payments.photoOrderId;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(column, subject.id), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(desc(payments.updatedAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Kopiyky of a payment given back or on their way (a refused refund gave nothing). */
export async function refundedOfPayment(db: DbOrTx, paymentId: string, onlyDone = false): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        onlyDone ? eq(refunds.status, 'done') : ne(refunds.status, 'failed'),
      ),
    );
  return row?.sum ?? 0;
}

/** Kopiyky an order's refunds gave back, done ones only: the cashback is earned on the rest. */
export async function refundedOfOrder(db: DbOrTx, subject: OrderRef): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(refundSubject(subject), eq(refunds.status, 'done')));
  return row?.sum ?? 0;
}

export async function insertRefund(db: DbOrTx, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await db.insert(refunds).values(row).returning();
  if (!inserted) throw new Error('refund not written');
  return inserted;
}

/**
 * Takes the lease of one pending refund that is due (`id`: that one; otherwise the oldest): the
 * row is skipped if another process holds it, and its due time moves past the lease, so nobody
 * else asks the provider meanwhile. `attempts` counts the asks; the holder settles by it.
 */
export async function claimDueRefund(
  db: DbOrTx,
  options: { id?: string; now: Date; leaseUntil: Date },
): Promise<RefundRow | null> {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        lte(refunds.dueAt, options.now),
        options.id ? eq(refunds.id, options.id) : undefined,
      ),
    )
    .orderBy(asc(refunds.dueAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, dueAt: options.leaseUntil, updatedAt: options.now })
    .where(inArray(refunds.id, due))
    .returning();
  return row ?? null;
}

/** Locks the refund its lease holder settles; null if someone else took it over since. */
export async function lockClaimedRefund(db: DbOrTx, claim: RefundRow): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, claim.id), eq(refunds.attempts, claim.attempts), eq(refunds.status, 'pending')))
    .for('update');
  return row ?? null;
}

export async function updateRefund(
  db: DbOrTx,
  id: string,
  change: Partial<
    Pick<RefundRow, 'status' | 'providerMessage' | 'providerReference' | 'dueAt' | 'lastError' | 'doneAt'>
  >,
): Promise<void> {
  await db
    .update(refunds)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(refunds.id, id));
}

/** The refunds of several orders, oldest first, with the name of the staff member who gave each. */
export async function refundsOfOrders(db: DbOrTx, subjects: OrderRef[]) {
  const orderIds = subjects.filter((s) => s.kind === 'order').map((s) => s.id);
  const photoIds = subjects.filter((s) => s.kind === 'photo-order').map((s) => s.id);
  if (orderIds.length === 0 && photoIds.length === 0) return [];
  return db
    .select({
      refund: refunds,
      staffFirstName: users.firstName,
      staffLastName: users.lastName,
      staffMail: users.mail,
    })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.staffUserId))
    .where(
      or(
        orderIds.length ? inArray(refunds.orderId, orderIds) : undefined,
        photoIds.length ? inArray(refunds.photoOrderId, photoIds) : undefined,
      ),
    )
    .orderBy(asc(refunds.createdAt));
}

export async function findPayment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function orderExists(db: DbOrTx, subject: OrderRef): Promise<boolean> {
  const table = subject.kind === 'order' ? orders : photoOrders;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, subject.id)).limit(1);
  return row !== undefined;
}
