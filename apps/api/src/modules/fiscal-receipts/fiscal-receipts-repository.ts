import type { OrderRef } from '@kartyna/domain';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fiscalReceipts, orderLines, orders, photoOrderLines, photoOrders } from '../../db/schema';

export type FiscalReceiptRow = typeof fiscalReceipts.$inferSelect;

/** Written once: a second sell receipt of a payment (or return of a refund) is the first one. */
export async function insertReceipt(
  db: DbOrTx,
  row: typeof fiscalReceipts.$inferInsert,
): Promise<FiscalReceiptRow | null> {
  const [inserted] = await db.insert(fiscalReceipts).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findSellReceipt(db: DbOrTx, paymentId: string): Promise<FiscalReceiptRow | null> {
  const [row] = await db
    .select()
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.paymentId, paymentId), eq(fiscalReceipts.kind, 'sell')))
    .limit(1);
  return row ?? null;
}

export async function findReceipt(db: DbOrTx, id: string): Promise<FiscalReceiptRow | null> {
  const [row] = await db.select().from(fiscalReceipts).where(eq(fiscalReceipts.id, id)).limit(1);
  return row ?? null;
}

/** Leases one due pending receipt (`id`: that one), as refunds-repository's claimDueRefund does. */
export async function claimDueReceipt(
  db: DbOrTx,
  options: { id?: string; now: Date; leaseUntil: Date },
): Promise<FiscalReceiptRow | null> {
  const due = db
    .select({ id: fiscalReceipts.id })
    .from(fiscalReceipts)
    .where(
      and(
        eq(fiscalReceipts.status, 'pending'),
        lte(fiscalReceipts.dueAt, options.now),
        options.id ? eq(fiscalReceipts.id, options.id) : undefined,
      ),
    )
    .orderBy(asc(fiscalReceipts.dueAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(fiscalReceipts)
    .set({
      attempts: sql`${fiscalReceipts.attempts} + 1`,
      dueAt: options.leaseUntil,
      updatedAt: options.now,
    })
    .where(inArray(fiscalReceipts.id, due))
    .returning();
  return row ?? null;
}

/** Settles a leased receipt; nothing when its lease passed to someone else meanwhile. */
export async function updateClaimedReceipt(
  db: DbOrTx,
  claim: { id: string; attempts: number },
  change: Partial<
    Pick<FiscalReceiptRow, 'status' | 'sentAt' | 'fiscalCode' | 'url' | 'message' | 'dueAt' | 'lastError'>
  >,
): Promise<void> {
  await db
    .update(fiscalReceipts)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(fiscalReceipts.id, claim.id), eq(fiscalReceipts.attempts, claim.attempts)));
}

/**
 * A failed receipt made again: a new id, since the register keeps the refused one under the
 * old; only a failed one, so a receipt in flight is never doubled. Null when it was not failed.
 */
export async function renewFailedReceipt(
  db: DbOrTx,
  id: string,
  renewed: { id: string; url: string },
): Promise<FiscalReceiptRow | null> {
  const [row] = await db
    .update(fiscalReceipts)
    .set({
      id: renewed.id,
      url: renewed.url,
      status: 'pending',
      sentAt: null,
      fiscalCode: null,
      message: null,
      lastError: null,
      attempts: 0,
      dueAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(fiscalReceipts.id, id), eq(fiscalReceipts.status, 'failed')))
    .returning();
  return row ?? null;
}

export async function receiptsOfOrders(db: DbOrTx, subjects: OrderRef[]): Promise<FiscalReceiptRow[]> {
  const orderIds = subjects.filter((s) => s.kind === 'order').map((s) => s.id);
  const photoIds = subjects.filter((s) => s.kind === 'photo-order').map((s) => s.id);
  if (orderIds.length === 0 && photoIds.length === 0) return [];
  return db
    .select()
    .from(fiscalReceipts)
    .where(
      or(
        orderIds.length ? inArray(fiscalReceipts.orderId, orderIds) : undefined,
        photoIds.length ? inArray(fiscalReceipts.photoOrderId, photoIds) : undefined,
      ),
    )
    .orderBy(asc(fiscalReceipts.createdAt));
}

/** What a receipt names: the order's lines as sold, and where the buyer reads mail. */
export async function receiptSourceOf(db: DbOrTx, subject: OrderRef) {
  if (subject.kind === 'order') {
    const [order] = await db
      .select({ email: orders.email, paymentType: orders.paymentType })
      .from(orders)
      .where(eq(orders.id, subject.id));
    if (!order) return null;
    const lines = await db
      .select({
        productId: orderLines.productId,
        id: orderLines.id,
        name: orderLines.nameUa,
        price: orderLines.price,
        amount: orderLines.amount,
        discount: orderLines.discount,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, subject.id))
      .orderBy(asc(orderLines.id));
    return { ...order, lines: lines.map((l) => ({ ...l, code: `kit-${l.productId ?? `line-${l.id}`}` })) };
  }
  const [order] = await db
    .select({ clientData: photoOrders.clientData, paymentType: photoOrders.paymentType })
    .from(photoOrders)
    .where(eq(photoOrders.id, subject.id));
  if (!order) return null;
  const lines = await db
    .select({
      id: photoOrderLines.id,
      size: photoOrderLines.size,
      complectation: photoOrderLines.complectation,
      price: photoOrderLines.price,
      amount: photoOrderLines.amount,
      discount: photoOrderLines.discount,
    })
    .from(photoOrderLines)
    .where(eq(photoOrderLines.photoOrderId, subject.id))
    .orderBy(asc(photoOrderLines.id));
  const email = typeof order.clientData.email === 'string' ? order.clientData.email : null;
  return {
    email,
    paymentType: order.paymentType,
    lines: lines.map((l) => ({
      ...l,
      code: `photo-${l.size}`,
      name: `Картина за номерами з фото ${l.size.replace('x', '×')} см${l.complectation === 'premium' ? ', преміум' : ''}`,
    })),
  };
}
