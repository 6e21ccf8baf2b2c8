import { isOnlinePaymentType, type Locale, type OrderStatus } from '@kartyna/domain';
import { shopUrl, type RenderedMail } from './templates/mail-format';
import type { DbOrTx } from '../../db/client';
import { asLocale, mailLinks } from './mail-context';
import { enqueueMail } from './mail-queue';
import { findOrderForMail } from './mail-sources-repository';
import { renderOrderAccepted } from './templates/order-accepted';
import { renderOrderStatus } from './templates/order-status';
import type { OrderRef } from '@kartyna/domain';
import { resultTypeOf, type OrderMailSubject } from './templates/order-subject';
import { renderPaymentReceived } from './templates/payment-received';
import { renderRefundGiven, type RefundMailData } from './templates/refund-given';

/**
 * The mails of an order, either kind: one loader makes the order a mail subject, one function
 * per mail renders and queues it.
 */

export interface OrderMailSource {
  subject: OrderMailSubject;
  recipient: string;
  locale: Locale;
}

const field = (data: Record<string, unknown>, key: string): string =>
  typeof data[key] === 'string' ? (data[key] as string) : '';

/** The order as its mails see it; null when it is gone or has no address to write to. */
export async function loadOrderMail(db: DbOrTx, ref: OrderRef): Promise<OrderMailSource | null> {
  const found = await findOrderForMail(db, ref);
  if (!found) return null;
  const { order } = found;
  const common = {
    id: order.id,
    createdAt: order.createdAt,
    total: order.total,
    discount: order.discount,
    promoCode: order.promoCode,
    codFee: order.codFee,
    delivery: order.delivery,
    paymentType: order.paymentType,
    paymentStatus: order.paymentStatus,
    waybillNumber: order.waybillNumber,
    cashbackPercent: order.cashbackPercent,
    testPayment: order.testPayment,
    hasAccount: order.userId !== null,
  };
  const locale = asLocale(order.locale);
  if (found.kind === 'order') {
    const { email, firstName, deliveryType, goodsTotal, bonusSpent, resultType } = found.order;
    const subject: OrderMailSubject = {
      ...common,
      kind: found.kind,
      lines: found.lines,
      firstName,
      deliveryType,
      goodsTotal,
      bonusSpent,
      resultType,
    };
    return { subject, recipient: email, locale };
  }
  // A photo order keeps its buyer and delivery as documents (clientData, delivery).
  const { clientData, delivery } = found.order;
  const recipient = field(clientData, 'email');
  if (!recipient) return null;
  const subject: OrderMailSubject = {
    ...common,
    kind: found.kind,
    lines: found.lines,
    firstName: field(clientData, 'firstName'),
    deliveryType: field(delivery, 'deliveryType'),
  };
  return { subject, recipient, locale };
}

/** Dedupe key prefixes and outbox kinds: as they were before the kinds shared one pipeline. */
const mailNames = {
  order: { accepted: 'order-accepted', status: 'order-status', paid: 'payment-received' },
  'photo-order': {
    accepted: 'photo-order-accepted',
    status: 'photo-order-status',
    paid: 'photo-payment-received',
  },
} as const;

interface StatusOptions {
  /** held back this long before sending: time to undo the change */
  sendAfterMs?: number;
  /** when the change happened, told in the mail: the carrier's time of the parcel's news */
  at?: Date;
}

const enqueue = (
  db: DbOrTx,
  source: OrderMailSource,
  kind: string,
  mail: RenderedMail,
  dedupeKey: string,
  sendAfterMs?: number,
) =>
  enqueueMail(db, {
    kind,
    locale: source.locale,
    recipient: source.recipient,
    ...mail,
    dedupeKey,
    order: { kind: source.subject.kind, id: source.subject.id },
    ...(sendAfterMs ? { sendAfterMs } : {}),
  });

/** The storefront's order-result view of this order, opened by its token (contract-token.md). */
export function payLinkOf(order: { id: number; resultType: string }, token: string, locale: Locale): string {
  const thankOrder = JSON.stringify({ t: order.resultType, id: order.id, k: token });
  return `${shopUrl(mailLinks(), locale, '/cart')}?thank-order=${encodeURIComponent(thankOrder)}`;
}

/**
 * "Order accepted": lines, totals, delivery and payment, in the order's locale. `orderToken`
 * (known only at placement) puts a pay link into the mail of an unpaid online order.
 */
export async function queueAcceptedMail(db: DbOrTx, ref: OrderRef, orderToken?: string): Promise<void> {
  const source = await loadOrderMail(db, ref);
  if (!source) return;
  const { subject, locale } = source;
  const online = isOnlinePaymentType(subject.paymentType);
  const payLink =
    orderToken && subject.paymentStatus === 'awaiting' && online
      ? payLinkOf({ id: subject.id, resultType: resultTypeOf(subject) }, orderToken, locale)
      : null;
  const name = mailNames[ref.kind].accepted;
  const mail = renderOrderAccepted({ ...subject, payLink }, locale, mailLinks());
  await enqueue(db, source, name, mail, `${name}:${subject.id}`);
}

/**
 * A status change the customer should hear about; other statuses send nothing. Answers the
 * queued mail's id, so a change held back by `sendAfterMs` can take its mail back.
 */
export async function queueStatusMail(
  db: DbOrTx,
  ref: OrderRef,
  status: OrderStatus,
  options: StatusOptions = {},
): Promise<number | null> {
  const source = await loadOrderMail(db, ref);
  if (!source) return null;
  const mail = renderOrderStatus(source.subject, status, source.locale, mailLinks(), options.at);
  if (!mail) return null;
  const key = `${mailNames[ref.kind].status}:${ref.id}:${status}`;
  return enqueue(db, source, 'order-status', mail, key, options.sendAfterMs);
}

/** "Payment received", queued in the transaction that marks the order paid; once per order. */
export async function queuePaymentMail(
  db: DbOrTx,
  ref: OrderRef,
  /** the sell receipt's link, when the shop issues fiscal receipts (issue #44) */
  receiptUrl: string | null = null,
): Promise<void> {
  const source = await loadOrderMail(db, ref);
  if (!source) return;
  const mail = renderPaymentReceived(source.subject, source.locale, mailLinks(), receiptUrl);
  await enqueue(db, source, 'payment-received', mail, `${mailNames[ref.kind].paid}:${ref.id}`);
}

/** "Money given back": once per refund, queued in the transaction that records it done. */
export async function queueRefundMail(db: DbOrTx, ref: OrderRef, refund: RefundMailData & { id: string }) {
  const source = await loadOrderMail(db, ref);
  if (!source) return;
  const mail = renderRefundGiven(source.subject, refund, source.locale, mailLinks());
  await enqueue(db, source, 'refund-given', mail, `refund-given:${refund.id}`);
}
