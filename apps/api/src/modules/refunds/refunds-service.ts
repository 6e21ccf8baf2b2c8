import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  kopiykyToUah,
  staffName,
  uahToKopiyky,
  type OrderRef,
  type RefundInput,
  type StaffRefund,
} from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/app-error';
import type { FiscalRegister } from '../../integrations/fiscal/fiscal-register';
import type { AppDeps } from '../../types';
import { PaymentProviderError, type PaymentProvider } from '../../integrations/payments/payment-provider';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { queueReturnReceipt } from '../fiscal-receipts/fiscal-receipts-service';
import { settleRefund, takeBackCashbackShare } from '../loyalty/bonus-ledger';
import { settlePhotoRefund } from '../loyalty/photo-cashback';
import { queueRefundMail } from '../mail/order-mails';
import { markPaymentRefunded } from '../payments/payments-service';
import {
  claimDueRefund,
  findPayment,
  insertRefund,
  lockClaimedRefund,
  lockTakenPayment,
  orderExists,
  refundedOfPayment,
  refundsOfOrders,
  updateRefund,
  type RefundRow,
} from './refunds-repository';

/**
 * Issue #44: staff give money back through the provider. A refund is written first, in the
 * transaction that checks it against what is left of the payment (the payment row locked, so
 * two refunds at once add up); the provider is asked after commit by whoever holds the refund's
 * lease, and its id is the refund's id at the provider, so asking again never pays twice.
 */

export interface RefundDeps {
  db: Db;
  payments: PaymentProvider | null;
  fiscal: FiscalRegister | null;
  /** the order's row is its kind's own: a refund marks it through the kind's module */
  orderWrites: AppDeps['orderWrites'];
}

const LEASE_MS = 60_000;
/** An outage is retried after 30 s, then 1, 2, 4… minutes, at most hourly. */
export const refundRetryDelayMs = (attempts: number) =>
  Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
/** A refund whose outcome only the provider's cabinet can tell is not asked again by itself. */
const NEVER = new Date('9999-01-01T00:00:00Z');

const subjectColumns = (subject: OrderRef) =>
  subject.kind === 'order'
    ? { orderId: subject.id, photoOrderId: null }
    : { orderId: null, photoOrderId: subject.id };

const subjectOfRefund = (row: RefundRow): OrderRef =>
  row.orderId !== null
    ? { kind: 'order', id: row.orderId }
    : { kind: 'photo-order', id: row.photoOrderId ?? 0 };

/** Records a refund to ask the provider for; refuses more than is left of the payment. */
export async function createRefund(
  tx: DbOrTx,
  subject: OrderRef,
  input: RefundInput,
  actor: StaffActor,
): Promise<RefundRow> {
  if (!(await orderExists(tx, subject))) throw notFound('not_found');
  const payment = await lockTakenPayment(tx, subject);
  if (!payment) throw conflict('nothing_to_refund');
  const rest = payment.amount - (await refundedOfPayment(tx, payment.id));
  if (rest <= 0) throw conflict('nothing_to_refund');
  const amount = uahToKopiyky(input.amount);
  if (amount > rest) {
    throw new AppError(422, 'refund_exceeds_rest', [{ path: 'amount', message: 'refund_exceeds_rest' }]);
  }
  const refund = await insertRefund(tx, {
    id: randomUUID(),
    paymentId: payment.id,
    ...subjectColumns(subject),
    amount,
    reason: input.reason,
    staffUserId: actor.id,
    // Due by this process's clock, which askNow's claim reads next (the database's own now()
    // is in microseconds and may lie after it within the same millisecond).
    dueAt: new Date(),
  });
  await recordAudit(tx, actor, {
    action: `${subject.kind}.refund`,
    entity: subject.kind,
    entityId: subject.id,
    after: { refundId: refund.id, amount, reason: input.reason, rest: rest - amount },
  });
  return refund;
}

/** Errors that say the request never left this machine: any provider may be asked again. */
function nothingSent(error: unknown): boolean {
  const codes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
  }
  return false;
}

/**
 * Asks the provider for one leased refund and records its answer. An outage leaves it pending
 * with a growing delay; a provider that cannot tell a retry from a second refund (LiqPay) is
 * asked again only when the first ask surely never reached it.
 */
export async function askProvider(
  deps: RefundDeps,
  claim: RefundRow,
  log: FastifyBaseLogger,
  onFailure: () => void,
): Promise<void> {
  const payment = await findPayment(deps.db, claim.paymentId);
  const provider = deps.payments;
  const retryAt = () => new Date(Date.now() + refundRetryDelayMs(claim.attempts));
  if (!payment || !provider || provider.name !== payment.provider) {
    onFailure();
    await updateRefund(deps.db, claim.id, {
      dueAt: retryAt(),
      lastError: `the payment's provider (${payment?.provider ?? '?'}) is not the one configured`,
    });
    return;
  }
  let result;
  try {
    result = await provider.refund({
      paymentId: payment.id,
      providerReference: payment.providerReference,
      refundId: claim.id,
      amount: claim.amount,
      reason: claim.reason,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    onFailure();
    const safe = provider.refundRetrySafe || nothingSent(error);
    log.warn({ err: error, refundId: claim.id, attempts: claim.attempts, retried: safe }, 'refund not taken');
    await updateRefund(deps.db, claim.id, {
      dueAt: safe ? retryAt() : NEVER,
      lastError: safe
        ? error.message
        : `${error.message}: the outcome is unknown; check the refund in the provider's cabinet`,
    });
    return;
  }
  await deps.db.transaction(async (tx) => {
    const refund = await lockClaimedRefund(tx, claim);
    if (!refund) return;
    const told = { providerMessage: result.message, providerReference: result.providerReference };
    if (result.status === 'pending') {
      await updateRefund(tx, refund.id, {
        ...told,
        lastError: null,
        dueAt: provider.refundRetrySafe ? retryAt() : NEVER,
      });
      return;
    }
    if (result.status === 'failed') {
      onFailure();
      await updateRefund(tx, refund.id, { ...told, status: 'failed', lastError: null });
      return;
    }
    await updateRefund(tx, refund.id, { ...told, status: 'done', lastError: null, doneAt: new Date() });
    await afterRefundDone(tx, deps, refund);
  });
}

/** The money is back: the cashback's share, the payment's state, the receipt and the mail. */
async function afterRefundDone(tx: DbOrTx, deps: RefundDeps, refund: RefundRow): Promise<void> {
  const subject = subjectOfRefund(refund);
  const payment = await findPayment(tx, refund.paymentId);
  if (!payment) return;
  const ledgerSubject = subject.kind === 'order' ? { orderId: subject.id } : { photoOrderId: subject.id };
  await takeBackCashbackShare(tx, ledgerSubject, refund, payment.amount);
  const whole = (await refundedOfPayment(tx, payment.id, true)) >= payment.amount;
  if (whole) {
    await markPaymentRefunded(tx, payment.id);
    // The order is marked refunded once all of its payment is back.
    await deps.orderWrites[subject.kind].update(tx, subject.id, { paymentStatus: 'refunded' });
    // The rest of the cashback, and the bonus the order spent comes back.
    await (subject.kind === 'order' ? settleRefund(tx, subject.id) : settlePhotoRefund(tx, subject.id));
  }
  const receiptUrl = deps.fiscal ? await queueReturnReceipt(tx, deps.fiscal, subject, refund) : null;
  await queueRefundMail(tx, subject, {
    id: refund.id,
    amount: refund.amount,
    reason: refund.reason,
    whole,
    receiptUrl,
  });
}

/** Asks the provider for a refund just created, unless another process holds it. */
export async function askNow(deps: RefundDeps, id: string, log: FastifyBaseLogger, onFailure: () => void) {
  const now = new Date();
  const claim = await claimDueRefund(deps.db, { id, now, leaseUntil: new Date(now.getTime() + LEASE_MS) });
  if (claim) await askProvider(deps, claim, log, onFailure);
}

/** One pass of the retry queue: up to `limit` refunds that are due. */
export async function askDueRefunds(
  deps: RefundDeps,
  log: FastifyBaseLogger,
  onFailure: () => void,
  limit = 20,
): Promise<number> {
  let asked = 0;
  while (asked < limit) {
    const now = new Date();
    const claim = await claimDueRefund(deps.db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS) });
    if (!claim) break;
    await askProvider(deps, claim, log, onFailure);
    asked += 1;
  }
  return asked;
}

/** The refunds of several orders as staff see them, by order. */
export async function refundsByOrder(db: DbOrTx, subjects: OrderRef[]) {
  const rows = await refundsOfOrders(db, subjects);
  const byOrder = new Map<string, StaffRefund[]>();
  for (const { refund, staffFirstName, staffLastName, staffMail } of rows) {
    const s = subjectOfRefund(refund);
    const key = `${s.kind}:${s.id}`;
    const view: StaffRefund = {
      id: refund.id,
      amount: kopiykyToUah(refund.amount),
      reason: refund.reason,
      status: refund.status as StaffRefund['status'],
      createdAt: refund.createdAt.toISOString(),
      doneAt: refund.doneAt?.toISOString() ?? null,
      staffName:
        staffMail === null
          ? null
          : staffName({ firstName: staffFirstName ?? '', lastName: staffLastName ?? '', mail: staffMail }),
      providerMessage: refund.providerMessage,
      lastError: refund.lastError,
      attempts: refund.attempts,
    };
    byOrder.set(key, [...(byOrder.get(key) ?? []), view]);
  }
  return (subject: OrderRef) => byOrder.get(`${subject.kind}:${subject.id}`) ?? [];
}
