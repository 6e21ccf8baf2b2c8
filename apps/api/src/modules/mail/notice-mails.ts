import type { DbOrTx } from '../../db/client';
import { asLocale, mailLinks } from './mail-context';
import { enqueueMail } from './mail-queue';
import { loadOrderMail } from './order-mails';
import { findAppearRequestForMail } from './mail-sources-repository';
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
  const source = await loadOrderMail(db, { kind: 'photo-order', id: photoOrderId });
  if (!source) return;
  const { subject, recipient, locale } = source;
  const links = mailLinks();
  const mail = renderPhotoTemplateReady(
    {
      orderId: subject.id,
      firstName: subject.firstName,
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
    order: { kind: 'photo-order', id: photoOrderId },
  });
}
