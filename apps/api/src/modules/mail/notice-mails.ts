import type { DbOrTx } from '../../db/client';
import { isOnlinePaymentType } from '../payments/online-payment';
import { asLocale, mailLinks } from './mail-context';
import { enqueueMail } from './mail-queue';
import { payLinkOf } from './order-mails';
import { findAppearRequestForMail, findPhotoOrderForMail } from './mail-sources-repository';
import { renderPhotoOrderAccepted } from './templates/photo-order-accepted';
import { renderPhotoTemplateReady } from './templates/photo-template-ready';
import { renderProductAppears } from './templates/product-appears';
import { shopUrl } from './templates/mail-format';

/** "The product you asked about is back": one per appear request and restock. */
export async function mailProductAppears(db: DbOrTx, appearRequestId: number): Promise<void> {
  const request = await findAppearRequestForMail(db, appearRequestId);
  if (!request) return;
  const locale = asLocale(request.locale);
  const mail = renderProductAppears(
    {
      productId: request.productId,
      nameUa: request.nameUa,
      nameRu: request.nameRu,
      price: request.discountPrice ?? request.price,
      regularPrice: request.discountPrice !== null ? request.price : null,
    },
    locale,
    mailLinks(),
  );
  await enqueueMail(db, {
    kind: 'product-appears',
    locale,
    recipient: request.mail,
    ...mail,
    // A request asked again after a notice is re-armed; its next restock is a new notice.
    dedupeKey: `product-appears:${request.id}:${request.notifiedAt?.getTime() ?? 0}`,
  });
}

const field = (data: Record<string, unknown>, key: string): string =>
  typeof data[key] === 'string' ? (data[key] as string) : '';

/**
 * "Photo order accepted": the pictures, total, delivery and payment, in the order's locale.
 * `orderToken` (known only at placement) puts a pay link into the mail of an unpaid online order.
 */
export async function mailPhotoOrderAccepted(
  db: DbOrTx,
  photoOrderId: number,
  orderToken?: string,
): Promise<void> {
  const found = await findPhotoOrderForMail(db, photoOrderId);
  if (!found) return;
  const { order, lines } = found;
  const recipient = field(order.clientData, 'email');
  if (!recipient) return;
  const locale = asLocale(order.locale);
  const mail = renderPhotoOrderAccepted(
    {
      id: order.id,
      createdAt: order.createdAt,
      firstName: field(order.clientData, 'firstName'),
      lines: lines.map((l) => ({
        size: l.size,
        complectation: l.complectation,
        speed: l.speed,
        amount: l.amount,
        price: l.price,
      })),
      total: order.total,
      deliveryType: field(order.delivery, 'deliveryType'),
      delivery: order.delivery,
      paymentType: order.paymentType,
      hasAccount: order.userId !== null,
      payLink:
        orderToken && order.paymentStatus === 'awaiting' && isOnlinePaymentType(order.paymentType)
          ? payLinkOf({ id: order.id, resultType: 'photo-picture' }, orderToken, locale)
          : null,
    },
    locale,
    mailLinks(),
  );
  await enqueueMail(db, {
    kind: 'photo-order-accepted',
    locale,
    recipient,
    ...mail,
    dedupeKey: `photo-order-accepted:${order.id}`,
  });
}

/**
 * "Here is your picture": the painted preview of one line, queued by the template job in the
 * transaction that marks the template ready. The order's confirmation went out at ordering and
 * never waits for this; a template that fails sends nothing to the shopper (staff see it).
 */
export async function mailPhotoTemplateReady(
  db: DbOrTx,
  photoOrderId: number,
  line: { id: number; size: string; complectation: string },
  template: { previewUrl: string; colourCount: number; regionCount: number; kitToken: string },
): Promise<void> {
  const found = await findPhotoOrderForMail(db, photoOrderId);
  if (!found) return;
  const { order } = found;
  const recipient = field(order.clientData, 'email');
  if (!recipient) return;
  const locale = asLocale(order.locale);
  const links = mailLinks();
  const mail = renderPhotoTemplateReady(
    {
      orderId: order.id,
      firstName: field(order.clientData, 'firstName'),
      size: line.size,
      complectation: line.complectation,
      previewUrl: template.previewUrl.startsWith('http')
        ? template.previewUrl
        : `${links.webUrl}${template.previewUrl}`,
      colourCount: template.colourCount,
      regionCount: template.regionCount,
      companionUrl: shopUrl(links, locale, `/kit/p${line.id}?k=${template.kitToken}`),
    },
    locale,
    links,
  );
  await enqueueMail(db, {
    kind: 'photo-template-ready',
    locale,
    recipient,
    ...mail,
    dedupeKey: `photo-template-ready:${line.id}`,
  });
}
