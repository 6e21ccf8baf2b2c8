import type { OrderStatus } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { asLocale, mailLinks } from './mail-context';
import { enqueueMail } from './mail-queue';
import { findPhotoOrderForMail } from './mail-sources-repository';
import { renderOrderStatus } from './templates/order-status';
import { renderPaymentReceived } from './templates/payment-received';

/**
 * A photo order's status and payment mails: the shop order's templates and copy (order-mails.ts),
 * filled from the photo order's documents. Dedupe keys name the photo order apart from orders.
 */

const field = (data: Record<string, unknown>, key: string): string =>
  typeof data[key] === 'string' ? (data[key] as string) : '';

/**
 * A status change the customer should hear about; other statuses send nothing. Answers the
 * queued mail's id, so a change held back by `sendAfterMs` can take its mail back (as mailOrderStatus).
 */
export async function mailPhotoOrderStatus(
  db: DbOrTx,
  photoOrderId: number,
  status: OrderStatus,
  options: { sendAfterMs?: number } = {},
): Promise<number | null> {
  const found = await findPhotoOrderForMail(db, photoOrderId);
  const recipient = found ? field(found.order.clientData, 'email') : '';
  if (!found || !recipient) return null;
  const { order } = found;
  const locale = asLocale(order.locale);
  const mail = renderOrderStatus(
    {
      id: order.id,
      firstName: field(order.clientData, 'firstName'),
      deliveryType: field(order.delivery, 'deliveryType'),
      delivery: order.delivery,
      paymentType: order.paymentType,
      paymentStatus: order.paymentStatus,
      waybillNumber: order.waybillNumber,
      total: order.total,
      bonusSpent: 0,
      cashbackPercent: order.cashbackPercent,
      hasAccount: order.userId !== null,
      photo: true,
    },
    status,
    locale,
    mailLinks(),
  );
  if (!mail) return null;
  return enqueueMail(db, {
    kind: 'order-status',
    locale,
    recipient,
    ...mail,
    dedupeKey: `photo-order-status:${order.id}:${status}`,
    ...(options.sendAfterMs ? { sendAfterMs: options.sendAfterMs } : {}),
  });
}

/** "Payment received", queued in the transaction that marks the photo order paid; once per order. */
export async function mailPhotoPaymentReceived(db: DbOrTx, photoOrderId: number): Promise<void> {
  const found = await findPhotoOrderForMail(db, photoOrderId);
  const recipient = found ? field(found.order.clientData, 'email') : '';
  if (!found || !recipient) return;
  const { order } = found;
  const locale = asLocale(order.locale);
  const mail = renderPaymentReceived(
    {
      id: order.id,
      firstName: field(order.clientData, 'firstName'),
      total: order.total,
      testPayment: order.testPayment,
      hasAccount: order.userId !== null,
      photo: true,
    },
    locale,
    mailLinks(),
  );
  await enqueueMail(db, {
    kind: 'payment-received',
    locale,
    recipient,
    ...mail,
    dedupeKey: `photo-payment-received:${order.id}`,
  });
}
