import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  fitReceiptLines,
  kopiykyToUah,
  type FiscalReceipt,
  type OrderRef,
  type StaffFiscalReceipt,
} from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import {
  FiscalRegisterError,
  type FiscalReceiptRequest,
  type FiscalRegister,
} from '../../integrations/fiscal/fiscal-register';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import {
  claimDueReceipt,
  findReceipt,
  findSellReceipt,
  insertReceipt,
  receiptSourceOf,
  receiptsOfOrders,
  renewFailedReceipt,
  updateClaimedReceipt,
  type FiscalReceiptRow,
} from './fiscal-receipts-repository';

/**
 * Issue #44: a fiscal receipt for every online payment taken and every refund given. The row is
 * written in the transaction that records the money (an outbox), so no payment is ever without
 * its receipt; the register is asked afterwards, by the request or the worker, and an outage only
 * delays the receipt, never the payment.
 */

const subjectColumns = (subject: OrderRef) =>
  subject.kind === 'order' ? { orderId: subject.id } : { photoOrderId: subject.id };

/** The sell receipt of a payment just taken; answers its link for the payment mail. */
export async function queueSellReceipt(
  tx: DbOrTx,
  register: FiscalRegister,
  subject: OrderRef,
  payment: { id: string; amount: number },
): Promise<string | null> {
  const id = randomUUID();
  const written = await insertReceipt(tx, {
    id,
    kind: 'sell',
    paymentId: payment.id,
    ...subjectColumns(subject),
    total: payment.amount,
    url: register.receiptUrl(id),
    test: register.test,
    dueAt: new Date(),
  });
  return (written ?? (await findSellReceipt(tx, payment.id)))?.url ?? null;
}

/** The return receipt of a refund just done; answers its link for the refund mail. */
export async function queueReturnReceipt(
  tx: DbOrTx,
  register: FiscalRegister,
  subject: OrderRef,
  refund: { id: string; paymentId: string; amount: number },
): Promise<string | null> {
  const id = randomUUID();
  const written = await insertReceipt(tx, {
    id,
    kind: 'return',
    paymentId: refund.paymentId,
    refundId: refund.id,
    ...subjectColumns(subject),
    total: refund.amount,
    url: register.receiptUrl(id),
    test: register.test,
    dueAt: new Date(),
  });
  return written?.url ?? null;
}

const LEASE_MS = 60_000;
/** A receipt the tax service has not answered yet is read again soon; an outage backs off. */
const PENDING_READ_MS = 3_000;
export const receiptRetryDelayMs = (attempts: number) =>
  Math.min(30 * 60_000, 15_000 * 2 ** Math.max(0, attempts - 1));

const paymentLabels: Record<string, string> = {
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
  card: 'Картка',
};

/** What the register is asked for: the order's lines fitted to the money that moved. */
async function receiptRequestOf(db: DbOrTx, receipt: FiscalReceiptRow): Promise<FiscalReceiptRequest | null> {
  const subject: OrderRef =
    receipt.orderId !== null
      ? { kind: 'order', id: receipt.orderId }
      : { kind: 'photo-order', id: receipt.photoOrderId ?? 0 };
  const source = await receiptSourceOf(db, subject);
  if (!source || source.lines.length === 0) return null;
  const goods = fitReceiptLines(
    source.lines.map((l) => ({
      code: l.code,
      name: l.name,
      price: l.price,
      quantity: l.amount,
      discount: l.discount,
    })),
    receipt.total,
  );
  const sell = receipt.kind === 'return' ? await findSellReceipt(db, receipt.paymentId) : null;
  return {
    id: receipt.id,
    kind: receipt.kind,
    goods,
    total: receipt.total,
    paymentLabel: paymentLabels[source.paymentType] ?? 'Картка',
    email: source.email,
    relatedReceiptId: sell?.status === 'done' ? sell.id : null,
  };
}

export interface ReceiptDeps {
  db: Db;
  fiscal: FiscalRegister | null;
}

/**
 * Asks the register about one leased receipt: makes it if the register has not got it yet,
 * reads its state if it has. An outage puts it back with a growing delay.
 */
export async function sendReceipt(
  deps: ReceiptDeps,
  claim: FiscalReceiptRow,
  log: FastifyBaseLogger,
  onFailure: () => void,
): Promise<void> {
  const register = deps.fiscal;
  if (!register) {
    await updateClaimedReceipt(deps.db, claim, {
      dueAt: new Date(Date.now() + receiptRetryDelayMs(claim.attempts)),
      lastError: 'FISCAL_PROVIDER is not set: the receipt waits for a register',
    });
    return;
  }
  try {
    let state = claim.sentAt ? await register.receiptState(claim.id) : null;
    if (!state) {
      const request = await receiptRequestOf(deps.db, claim);
      if (!request) {
        await updateClaimedReceipt(deps.db, claim, { status: 'failed', message: 'замовлення без рядків' });
        return;
      }
      state = await register.issue(request);
    }
    await updateClaimedReceipt(deps.db, claim, {
      status: state.status,
      sentAt: claim.sentAt ?? new Date(),
      fiscalCode: state.fiscalCode,
      url: state.url ?? claim.url,
      message: state.message,
      lastError: null,
      dueAt: new Date(Date.now() + PENDING_READ_MS),
    });
    if (state.status === 'failed') {
      onFailure();
      log.error({ receiptId: claim.id, message: state.message }, 'fiscal receipt refused by the register');
    }
  } catch (error) {
    if (!(error instanceof FiscalRegisterError)) throw error;
    onFailure();
    log.warn({ err: error, receiptId: claim.id, attempts: claim.attempts }, 'fiscal register unavailable');
    await updateClaimedReceipt(deps.db, claim, {
      dueAt: new Date(Date.now() + receiptRetryDelayMs(claim.attempts)),
      lastError: error.message,
    });
  }
}

/** One pass of the receipt queue: up to `limit` receipts that are due. */
export async function sendDueReceipts(
  deps: ReceiptDeps,
  log: FastifyBaseLogger,
  onFailure: () => void,
  limit = 20,
): Promise<number> {
  let sent = 0;
  while (sent < limit) {
    const now = new Date();
    const claim = await claimDueReceipt(deps.db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS) });
    if (!claim) break;
    await sendReceipt(deps, claim, log, onFailure);
    sent += 1;
  }
  return sent;
}

/** Staff send a refused receipt again, as a new receipt (the register keeps the refused one). */
export async function retryFailedReceipt(
  db: Db,
  register: FiscalRegister | null,
  id: string,
  actor: StaffActor,
): Promise<StaffFiscalReceipt> {
  const existing = await findReceipt(db, id);
  if (!existing) throw notFound('not_found');
  if (!register || existing.status !== 'failed') throw conflict('fiscal_receipt_not_failed');
  const renewedId = randomUUID();
  const renewed = await db.transaction(async (tx) => {
    const row = await renewFailedReceipt(tx, id, { id: renewedId, url: register.receiptUrl(renewedId) });
    if (!row) throw conflict('fiscal_receipt_not_failed');
    await recordAudit(tx, actor, {
      action: 'fiscal-receipt.retry',
      entity: 'fiscal-receipt',
      entityId: renewedId,
      before: { id, message: existing.message },
    });
    return row;
  });
  return staffReceiptOf(renewed);
}

export const receiptOf = (row: FiscalReceiptRow): FiscalReceipt => ({
  id: row.id,
  kind: row.kind,
  status: row.status as FiscalReceipt['status'],
  fiscalCode: row.fiscalCode,
  url: row.url,
  total: kopiykyToUah(row.total),
  test: row.test,
  createdAt: row.createdAt.toISOString(),
});

export const staffReceiptOf = (row: FiscalReceiptRow): StaffFiscalReceipt => ({
  ...receiptOf(row),
  message: row.message ?? row.lastError,
  attempts: row.attempts,
});

/** The receipts of several orders, by order. */
export async function receiptsByOrder(db: DbOrTx, subjects: OrderRef[]) {
  const rows = await receiptsOfOrders(db, subjects);
  const key = (kind: string, id: number | null) => `${kind}:${id}`;
  const byOrder = new Map<string, FiscalReceiptRow[]>();
  for (const row of rows) {
    const k = row.orderId !== null ? key('order', row.orderId) : key('photo-order', row.photoOrderId);
    byOrder.set(k, [...(byOrder.get(k) ?? []), row]);
  }
  return (subject: OrderRef) => byOrder.get(key(subject.kind, subject.id)) ?? [];
}
