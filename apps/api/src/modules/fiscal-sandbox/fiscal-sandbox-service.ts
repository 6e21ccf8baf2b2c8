import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { FiscalSandboxZReport } from '../../db/schema/fiscal-sandbox';
import {
  closeShiftRow,
  findOpenShift,
  findReceipt,
  findShift,
  finishReceipts,
  insertReceipt,
  insertShift,
  nextReceiptSerial,
  shiftReceipts,
  type SandboxReceipt,
  type SandboxShift,
} from './fiscal-sandbox-repository';
import type { SellBody } from './fiscal-sandbox-schemas';
import { draftReceipt } from './fiscal-sandbox-sums';

/*
 * The sandbox register's books. A receipt is CREATED when posted and DONE at its first read
 * after that (a state read, a repeated post, its page), so the shop meets a pending receipt
 * before a done one, as with Checkbox, where ДПС answers a moment later.
 */

/** The words Checkbox's SDKs match when a receipt or a close finds no shift. */
export const NO_SHIFT = 'Зміну не відкрито';
/** The words they match when a shift is opened twice. */
export const SHIFT_OPEN_ALREADY = 'Касир вже працює з даною касою';
/** Checkbox's documents do not say how it answers a repeated id; this is the sandbox's answer. */
export const DUPLICATE_RECEIPT = 'Чек з таким ідентифікатором вже існує';

export type Refused = { ok: false; status: 400; message: string };
const refused = (message: string): Refused => ({ ok: false, status: 400, message });

export interface ReceiptWithShift {
  receipt: SandboxReceipt;
  shift: SandboxShift;
}

export async function sell(db: Db, body: SellBody): Promise<({ ok: true } & ReceiptWithShift) | Refused> {
  const id = body.id ?? randomUUID();
  if (await findReceipt(db, id)) return refused(DUPLICATE_RECEIPT);
  const drafted = draftReceipt(body);
  if (!drafted.ok) return refused(drafted.message);
  const { draft } = drafted;
  if (draft.relatedReceiptId && !(await findReceipt(db, draft.relatedReceiptId))) {
    return refused('Чек, до якого робиться повернення, не знайдено');
  }
  return db.transaction(async (tx) => {
    const shift = await findOpenShift(tx, true);
    if (!shift) return refused(NO_SHIFT);
    const receipt = await insertReceipt(tx, {
      id,
      shiftId: shift.id,
      serial: await nextReceiptSerial(tx, shift.id),
      status: 'CREATED',
      ...draft,
    });
    // Posted at the same moment by another process, which took the id first.
    if (!receipt) return refused(DUPLICATE_RECEIPT);
    return { ok: true as const, receipt, shift };
  });
}

/** The receipt as it is now: a CREATED one is done by this read. */
export async function readReceipt(db: Db, id: string): Promise<ReceiptWithShift | null> {
  const found = await findReceipt(db, id);
  if (!found) return null;
  let receipt = found;
  if (found.status === 'CREATED') {
    const [finished] = await finishReceipts(db, { id });
    // None: another process finished it between the two statements; read what it wrote.
    receipt = finished ?? (await findReceipt(db, id)) ?? found;
  }
  const shift = await findShift(db, receipt.shiftId);
  return shift ? { receipt, shift } : null;
}

export const currentShift = (db: Db) => findOpenShift(db);

export async function openShift(db: Db): Promise<{ ok: true; shift: SandboxShift } | Refused> {
  const shift = await insertShift(db, randomUUID());
  return shift ? { ok: true, shift } : refused(SHIFT_OPEN_ALREADY);
}

/** What the shift sold and gave back: counts, and sums by payment. */
export function zReportOf(receipts: SandboxReceipt[]): FiscalSandboxZReport {
  const payments = new Map<string, FiscalSandboxZReport['payments'][number]>();
  let sellReceiptsCount = 0;
  let returnReceiptsCount = 0;
  let discountsSum = 0;
  for (const receipt of receipts) {
    const isReturn = receipt.type === 'RETURN';
    if (isReturn) returnReceiptsCount += 1;
    else sellReceiptsCount += 1;
    discountsSum += isReturn ? 0 : receipt.discountsSum;
    const change = receipt.payments.reduce((sum, p) => sum + p.value, 0) - receipt.totalSum;
    receipt.payments.forEach((payment, index) => {
      const key = `${payment.type}\u0000${payment.label}`;
      const line = payments.get(key) ?? {
        type: payment.type,
        label: payment.label,
        sellSum: 0,
        returnSum: 0,
      };
      // Change given from the first payment is not money taken.
      const value = payment.value - (index === 0 ? change : 0);
      if (isReturn) line.returnSum += value;
      else line.sellSum += value;
      payments.set(key, line);
    });
  }
  return {
    id: randomUUID(),
    sellReceiptsCount,
    returnReceiptsCount,
    discountsSum,
    payments: [...payments.values()],
  };
}

/**
 * Closes the open shift with its Z-report. Its receipts still on their way are finished first,
 * as a register sends every receipt before the report that counts it.
 */
export async function closeShift(db: Db): Promise<{ ok: true; shift: SandboxShift } | Refused> {
  return db.transaction(async (tx) => {
    const open = await findOpenShift(tx, true);
    if (!open) return refused(NO_SHIFT);
    await finishReceipts(tx, { shiftId: open.id });
    const shift = await closeShiftRow(tx, open.id, zReportOf(await shiftReceipts(tx, open.id)));
    return { ok: true as const, shift };
  });
}
