import { formatUah, type OrderRef } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { mailLinks } from './mail-context';
import { enqueueMail } from './mail-queue';
import { loadOrderMail } from './order-mails';
import { deliveryPlace, pickupPoint } from './templates/order-details';
import { orderNumber } from './templates/order-subject';
import { renderParcelStorage } from './templates/parcel-storage';

/**
 * "Paid storage begins tomorrow", once per order and day (the dedupe key), for either kind of
 * order: queued by the parcel tracker the day before, in the transaction that records it.
 */
export async function mailParcelStorage(
  db: DbOrTx,
  ref: OrderRef,
  paidStorageFrom: string,
): Promise<number | null> {
  const source = await loadOrderMail(db, ref);
  const waybillNumber = source?.subject.waybillNumber;
  if (!source || !waybillNumber) return null;
  const { subject, locale } = source;
  const place =
    pickupPoint(subject.deliveryType, subject.delivery, locale) ??
    (deliveryPlace(subject.deliveryType, subject.delivery, locale) || null);
  const mail = renderParcelStorage(
    {
      firstName: subject.firstName,
      number: orderNumber(subject, locale),
      waybillNumber,
      place,
      paidStorageFrom,
      codDue: subject.paymentType === 'cod' && subject.total > 0 ? formatUah(subject.total, locale) : null,
    },
    locale,
    mailLinks(),
  );
  return enqueueMail(db, {
    kind: 'parcel-storage',
    locale,
    recipient: source.recipient,
    ...mail,
    dedupeKey: `parcel-storage:${ref.kind}:${ref.id}:${paidStorageFrom}`,
  });
}
