import type { Locale, OrderStatus } from '@kartyna/domain';
import { isOnlinePaymentType } from '../payments/online-payment';
import { shopUrl } from './templates/mail-format';
import type { DbOrTx } from '../../db/client';
import { asLocale, mailLinks } from './mail-context';
import { enqueueMail } from './mail-queue';
import { findOrderForMail } from './mail-sources-repository';
import { renderOrderAccepted } from './templates/order-accepted';
import { renderOrderStatus } from './templates/order-status';
import { renderPaymentReceived } from './templates/payment-received';

/**
 * "Order accepted": lines, totals, delivery and payment, in the order's locale. `orderToken`
 * (known only at placement) puts a pay link into the mail of an unpaid online order.
 */
export async function mailOrderAccepted(db: DbOrTx, orderId: number, orderToken?: string): Promise<void> {
  const found = await findOrderForMail(db, orderId);
  if (!found) return;
  const { order, lines } = found;
  const locale = asLocale(order.locale);
  const mail = renderOrderAccepted(
    {
      id: order.id,
      createdAt: order.createdAt,
      firstName: order.firstName,
      lines: lines.map((l) => ({
        nameUa: l.nameUa,
        nameRu: l.nameRu,
        article: l.article,
        amount: l.amount,
        price: l.price,
      })),
      goodsTotal: order.goodsTotal,
      bonusSpent: order.bonusSpent,
      codFee: order.codFee,
      total: order.total,
      deliveryType: order.deliveryType,
      delivery: order.delivery,
      paymentType: order.paymentType,
      resultType: order.resultType,
      hasAccount: order.userId !== null,
      payLink:
        orderToken && order.paymentStatus === 'awaiting' && isOnlinePaymentType(order.paymentType)
          ? payLinkOf(order, orderToken, locale)
          : null,
    },
    locale,
    mailLinks(),
  );
  await enqueueMail(db, {
    kind: 'order-accepted',
    locale,
    recipient: order.email,
    ...mail,
    dedupeKey: `order-accepted:${order.id}`,
  });
}

/** The storefront's order-result view of this order, opened by its token (contract-token.md). */
export function payLinkOf(order: { id: number; resultType: string }, token: string, locale: Locale): string {
  const thankOrder = JSON.stringify({ t: order.resultType, id: order.id, k: token });
  return `${shopUrl(mailLinks(), locale, '/cart')}?thank-order=${encodeURIComponent(thankOrder)}`;
}

/**
 * A status change the customer should hear about; other statuses send nothing. Answers the
 * queued mail's id, so a change held back by `sendAfterMs` can take its mail back.
 */
export async function mailOrderStatus(
  db: DbOrTx,
  orderId: number,
  status: OrderStatus,
  options: { sendAfterMs?: number } = {},
): Promise<number | null> {
  const found = await findOrderForMail(db, orderId);
  if (!found) return null;
  const { order } = found;
  const locale = asLocale(order.locale);
  const mail = renderOrderStatus(
    {
      id: order.id,
      firstName: order.firstName,
      deliveryType: order.deliveryType,
      delivery: order.delivery,
      paymentType: order.paymentType,
      paymentStatus: order.paymentStatus,
      waybillNumber: order.waybillNumber,
      total: order.total,
      bonusSpent: order.bonusSpent,
      cashbackPercent: order.cashbackPercent,
      hasAccount: order.userId !== null,
    },
    status,
    locale,
    mailLinks(),
  );
  if (!mail) return null;
  return enqueueMail(db, {
    kind: 'order-status',
    locale,
    recipient: order.email,
    ...mail,
    dedupeKey: `order-status:${order.id}:${status}`,
    ...(options.sendAfterMs ? { sendAfterMs: options.sendAfterMs } : {}),
  });
}

/** "Payment received", queued in the transaction that marks the order paid; once per order. */
export async function mailPaymentReceived(db: DbOrTx, orderId: number): Promise<void> {
  const found = await findOrderForMail(db, orderId);
  if (!found) return;
  const { order } = found;
  const locale = asLocale(order.locale);
  const mail = renderPaymentReceived(
    {
      id: order.id,
      firstName: order.firstName,
      total: order.total,
      testPayment: order.testPayment,
      hasAccount: order.userId !== null,
    },
    locale,
    mailLinks(),
  );
  await enqueueMail(db, {
    kind: 'payment-received',
    locale,
    recipient: order.email,
    ...mail,
    dedupeKey: `payment-received:${order.id}`,
  });
}
