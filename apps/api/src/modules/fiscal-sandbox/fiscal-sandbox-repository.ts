import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { fiscalSandboxReceipts, fiscalSandboxShifts, type FiscalSandboxZReport } from '../../db/schema';

export type SandboxShift = typeof fiscalSandboxShifts.$inferSelect;
export type SandboxReceipt = typeof fiscalSandboxReceipts.$inferSelect;
export type NewSandboxReceipt = typeof fiscalSandboxReceipts.$inferInsert;

/** The open shift; locked, a receipt or a close waits for the other (they share its serials). */
export async function findOpenShift(db: DbOrTx, lock = false): Promise<SandboxShift | null> {
  const query = db.select().from(fiscalSandboxShifts).where(eq(fiscalSandboxShifts.status, 'OPENED'));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findShift(db: DbOrTx, id: string): Promise<SandboxShift | null> {
  const [row] = await db.select().from(fiscalSandboxShifts).where(eq(fiscalSandboxShifts.id, id));
  return row ?? null;
}

/** null when a shift is open already (the one-open index), which may be another process's. */
export async function insertShift(db: DbOrTx, id: string): Promise<SandboxShift | null> {
  const [row] = await db
    .insert(fiscalSandboxShifts)
    .values({
      id,
      serial: sql`(select coalesce(max(${fiscalSandboxShifts.serial}), 0) + 1 from ${fiscalSandboxShifts})`,
      status: 'OPENED',
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function closeShiftRow(
  tx: Tx,
  id: string,
  zReport: FiscalSandboxZReport,
): Promise<SandboxShift> {
  const [row] = await tx
    .update(fiscalSandboxShifts)
    .set({ status: 'CLOSED', zReport, closedAt: sql`now()` })
    .where(eq(fiscalSandboxShifts.id, id))
    .returning();
  if (!row) throw new Error(`sandbox shift ${id} vanished while it closed`);
  return row;
}

export async function findReceipt(db: DbOrTx, id: string): Promise<SandboxReceipt | null> {
  const [row] = await db.select().from(fiscalSandboxReceipts).where(eq(fiscalSandboxReceipts.id, id));
  return row ?? null;
}

/** Under the shift's lock, so two receipts never take one number. */
export async function nextReceiptSerial(tx: Tx, shiftId: string): Promise<number> {
  const [row] = await tx
    .select({ serial: sql<number>`coalesce(max(${fiscalSandboxReceipts.serial}), 0)::int + 1` })
    .from(fiscalSandboxReceipts)
    .where(eq(fiscalSandboxReceipts.shiftId, shiftId));
  return row?.serial ?? 1;
}

/** null when the id is taken: the same receipt posted again, perhaps by another process. */
export async function insertReceipt(tx: Tx, receipt: NewSandboxReceipt): Promise<SandboxReceipt | null> {
  const [row] = await tx
    .insert(fiscalSandboxReceipts)
    .values(receipt)
    .onConflictDoNothing({ target: fiscalSandboxReceipts.id })
    .returning();
  return row ?? null;
}

/**
 * The tax service's answer, played: CREATED receipts become DONE with a fiscal code marked as a
 * test one. Derived from the id, so whichever process finishes a receipt gives it the same code.
 */
export async function finishReceipts(
  db: DbOrTx,
  which: { id: string } | { shiftId: string },
): Promise<SandboxReceipt[]> {
  const scope =
    'id' in which ? eq(fiscalSandboxReceipts.id, which.id) : eq(fiscalSandboxReceipts.shiftId, which.shiftId);
  return db
    .update(fiscalSandboxReceipts)
    .set({
      status: 'DONE',
      fiscalCode: sql`'TEST-' || upper(substr(md5(${fiscalSandboxReceipts.id}), 1, 10))`,
      doneAt: sql`now()`,
    })
    .where(and(scope, eq(fiscalSandboxReceipts.status, 'CREATED')))
    .returning();
}

export async function shiftReceipts(db: DbOrTx, shiftId: string): Promise<SandboxReceipt[]> {
  return db
    .select()
    .from(fiscalSandboxReceipts)
    .where(eq(fiscalSandboxReceipts.shiftId, shiftId))
    .orderBy(asc(fiscalSandboxReceipts.serial));
}
