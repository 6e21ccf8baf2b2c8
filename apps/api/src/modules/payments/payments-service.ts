import { orderNumberLabel, type Locale } from '@kartyna/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  kopiykyToUah,
  offlinePaymentTypes,
  paymentStatuses,
  type OrderResultType,
  type Payment,
  type PaymentState,
  type PaymentStatus,
  type PaymentType,
  type PreparePayment,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../env';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import {
  PaymentProviderError,
  type CallbackInput,
  type PaymentProvider,
} from '../../integrations/payments/payment-provider';
import type { FiscalRegister } from '../../integrations/fiscal/fiscal-register';
import type { AppDeps } from '../../types';
import { queueSellReceipt } from '../fiscal-receipts/fiscal-receipts-service';
import { settleRefund } from '../loyalty/bonus-ledger';
import { settlePhotoRefund } from '../loyalty/photo-cashback';
import { queuePaymentMail } from '../mail/order-mails';
import type { UserRow } from '../users/users-service';
import { openOrder } from './order-access';
import { subjectOfPayment, type PaymentSubject, type PaymentSubjectKind } from './payment-subject';
import {
  deletePayment,
  findPaymentState,
  insertPayment,
  lockOrderPaymentStatus,
  lockPayment,
  setProviderReference,
  updatePaymentStatus,
} from './payments-repository';
import { givenBackInPart } from './refunds-given';

// Only this module writes the payments table: refunds marks a payment given back through it, in
// the transaction that settles the refund.
export { markPaymentRefunded } from './payments-repository';

export const CALLBACK_PATH = '/api/server/payments/callback';
export const callbackUrlOf = (config: AppConfig) => `${config.publicApiUrl}${CALLBACK_PATH}`;

interface PaymentDeps {
  db: Db;
  config: AppConfig;
  payments: PaymentProvider | null;
  fiscal: FiscalRegister | null;
  /** the order's row is its kind's own: payments write it through the kind's module */
  orderWrites: AppDeps['orderWrites'];
}

const descriptions: Record<PaymentSubjectKind, Record<Locale, (id: number) => string>> = {
  order: {
    ua: (orderId) => `Оплата замовлення №${orderId}`,
    ru: (orderId) => `Оплата заказа №${orderId}`,
  },
  'photo-order': {
    ua: (id) => `Оплата замовлення картини з фото ${orderNumberLabel('photo', id, 'ua')}`,
    ru: (id) => `Оплата заказа картины по фото ${orderNumberLabel('photo', id, 'ru')}`,
  },
};

/**
 * Starts an online payment of an order or a photo order (`kind`): a payments row, then the
 * provider's checkout. The same rules for both: owner or token only, online types only, never twice paid.
 */
export async function preparePayment(
  deps: PaymentDeps,
  input: PreparePayment,
  user: UserRow | null,
  log: FastifyBaseLogger,
  kind: PaymentSubjectKind = 'order',
  /** the origin the shopper's request came to (behind a trusted proxy, the one it forwarded) */
  requestOrigin?: string,
): Promise<Payment> {
  // The payer is sent to resultUrl after paying: only our own storefront, never an open redirect.
  // That is the configured public address; with none configured, the address the shopper's
  // request came to (a spoofed Host could only send its own sender elsewhere, so only then).
  const result = new URL(input.resultUrl);
  const ownOrigin = !deps.config.webUrlConfigured && result.origin === requestOrigin;
  if (result.origin !== new URL(deps.config.webUrl).origin && !ownOrigin) {
    throw badRequest('invalid_data', [{ path: 'resultUrl', message: 'invalid_data' }]);
  }
  // Kept as the parser wrote it (percent-encoded ASCII): it ends up in a Location header.
  const resultUrl = result.href;
  const provider = deps.payments;
  if (!provider) throw badRequest('payment_not_available');
  const subject: PaymentSubject = { kind, id: input.orderId };
  const order = await openOrder(deps.db, subject, user, input.orderToken);
  if (offlinePaymentTypes.includes(order.paymentType as PaymentType))
    throw badRequest('payment_not_available');
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
    throw conflict('order_already_paid');
  if (order.status === 'canceled') throw conflict('order_not_payable');

  const paymentId = randomUUID();
  await insertPayment(deps.db, subject, {
    id: paymentId,
    provider: provider.name,
    status: 'awaiting',
    amount: order.total,
    resultUrl,
    testPayment: provider.test,
  });
  // A test payment marks its order a test order for good: staff must never ship it as paid money.
  if (provider.test) await deps.orderWrites[kind].update(deps.db, subject.id, { testPayment: true });
  let prepared;
  try {
    prepared = await provider.prepare({
      paymentId,
      orderId: order.id,
      amount: order.total,
      description: descriptions[kind][input.language](order.id),
      language: input.language,
      resultUrl,
      callbackUrl: callbackUrlOf(deps.config),
    });
  } catch (error) {
    // No checkout was opened: a payment row nobody can pay would only confuse the back office.
    await deletePayment(deps.db, paymentId);
    throw providerFailure(error, provider.name, log);
  }
  if (prepared.providerReference) await setProviderReference(deps.db, paymentId, prepared.providerReference);
  return {
    provider: provider.name,
    paymentId,
    orderId: order.id,
    amount: kopiykyToUah(order.total),
    currency: 'UAH',
    status: 'awaiting',
    url: prepared.url,
    form: prepared.form,
  };
}

export async function paymentState(db: Db, paymentId: string): Promise<PaymentState> {
  const row = await findPaymentState(db, paymentId);
  if (!row) throw notFound('not_found');
  return {
    paymentId: row.paymentId,
    orderId: row.orderId,
    status: asPaymentStatus(row.status),
    resultType: row.resultType as OrderResultType,
  };
}

/**
 * Applies a provider's server-to-server callback. Providers retry and may repeat themselves,
 * so applying the same callback twice changes nothing, and a late "in progress" never undoes
 * a payment that already succeeded.
 */
export async function applyCallback(
  deps: PaymentDeps,
  input: CallbackInput,
  log: FastifyBaseLogger,
): Promise<void> {
  const provider = deps.payments;
  if (!provider) throw notFound('not_found');
  // Verifying may need the provider (Monobank's key): if it is down, a 5xx makes it retry later.
  const callback = await provider.verifyCallback(input).catch((error: unknown) => {
    throw providerFailure(error, provider.name, log);
  });
  if (!callback) {
    log.warn({ provider: provider.name }, 'payment callback refused: signature does not match');
    throw badRequest('invalid_data');
  }
  await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, callback.paymentId);
    if (!payment) throw notFound('not_found');
    // Only the provider that opened a payment can say it was paid: after a switch from the
    // sandbox to a real provider, no test page may settle a payment the real one holds, or back.
    if (payment.provider !== provider.name) {
      log.warn(
        { paymentId: payment.id, provider: provider.name },
        'payment callback refused: other provider',
      );
      throw notFound('not_found');
    }
    // 1250.50 USD is not 1250.50 UAH: the amount counts only in the currency it was asked in.
    if (payment.amount !== callback.amount || callback.currency !== 'UAH') {
      log.warn(
        {
          paymentId: payment.id,
          expected: payment.amount,
          got: callback.amount,
          currency: callback.currency,
        },
        'payment callback refused: amount or currency differs from the payment',
      );
      throw badRequest('invalid_data');
    }
    // Callbacks may cross on the way (Monobank does not promise their order): an older one than
    // what we already applied is news from the past, e.g. a success overtaken by its reversal.
    if (isOlder(callback.occurredAt, payment.providerUpdatedAt)) return;
    const next = nextPaymentStatus(asPaymentStatus(payment.status), callback.status);
    if (!next) return;
    // After a partial refund staff gave, a provider may call the payment reversed: our refunds
    // know how much is back, and the payment is refunded only when all of it is.
    if (next === 'refunded' && (await givenBackInPart(tx, payment))) {
      log.info({ paymentId: payment.id }, 'reversal callback after a partial refund: the payment stays paid');
      return;
    }
    await updatePaymentStatus(tx, payment.id, next, callback.providerReference, callback.occurredAt);
    const subject = subjectOfPayment(payment);
    const orderStatus = await lockOrderPaymentStatus(tx, subject);
    const orderNext =
      orderStatus === null ? null : orderPaymentStatusAfter(asPaymentStatus(orderStatus), next);
    if (orderNext) await deps.orderWrites[subject.kind].update(tx, subject.id, { paymentStatus: orderNext });
    const photo = subject.kind === 'photo-order';
    // In the same transaction as the status: the shopper hears of the money exactly once.
    if (orderNext === 'paid') {
      // The receipt is queued with the payment (issue #44); the register is asked after commit,
      // so its outage never holds the payment up. Its link is known now, for the mail.
      const receiptUrl = deps.fiscal ? await queueSellReceipt(tx, deps.fiscal, subject, payment) : null;
      await queuePaymentMail(tx, subject, receiptUrl);
    }
    // A refund takes back the cashback the order earned and gives back the bonus it spent:
    // once, however often the callback comes.
    if (next === 'refunded') await (photo ? settlePhotoRefund(tx, subject.id) : settleRefund(tx, subject.id));
  });
}

/** Which moves a payment may make; anything else is a repeat or a stale message. */
const paymentMoves: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  // A reversal may arrive before the success it reverses; it still ends the payment refunded.
  awaiting: ['paid', 'failed', 'refunded'],
  // A payer may try again on the same checkout after a declined card.
  failed: ['paid', 'refunded'],
  paid: ['refunded'],
  refunded: [],
};

export function nextPaymentStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus | null {
  return paymentMoves[current].includes(reported) ? reported : null;
}

/** An order may have several payment attempts: one failing never hides another that succeeded. */
export function orderPaymentStatusAfter(order: PaymentStatus, payment: PaymentStatus): PaymentStatus | null {
  switch (payment) {
    case 'paid':
      return order === 'paid' ? null : 'paid';
    case 'failed':
      return order === 'awaiting' ? 'failed' : null;
    case 'refunded':
      // From awaiting or failed too: the success before the reversal was late, not missing.
      return order === 'refunded' ? null : 'refunded';
    default:
      return null;
  }
}

/** Only when both sides carry a time: a provider that stamps nothing is ordered by moves alone. */
const isOlder = (reported: Date | null, applied: Date | null): boolean =>
  reported !== null && applied !== null && reported.getTime() < applied.getTime();

function asPaymentStatus(value: string): PaymentStatus {
  return (paymentStatuses as readonly string[]).includes(value) ? (value as PaymentStatus) : 'awaiting';
}

/** A provider that is down or refuses us is a 502 for the caller, with the cause in our log. */
function providerFailure(error: unknown, provider: string, log: FastifyBaseLogger): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  log.warn({ err: error, provider }, 'payment provider unavailable');
  return new AppError(502, 'payment_provider_unavailable');
}
