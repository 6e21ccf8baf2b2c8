import { cashbackFor, formatUah, type Locale, type OrderStatus } from '@kartyna/domain';
import {
  commonCopy,
  formatKyivDate,
  shopUrl,
  textBlocks,
  textSignature,
  type MailLinks,
  type RenderedMail,
} from './mail-format';
import { deliveryPlace, pickupPoint } from './order-details';
import { mailedStatuses, statusActions, statusCopy, type MailedStatus } from './order-status-copy';
import { bonusSpentOf, orderNumber, type OrderMailSubject } from './order-subject';
import { Button, Heading, MailLayout, Para, renderHtml } from './layout';

const novaPoshtaTypes = new Set(['post', 'postomat', 'new-post-address', 'new-intr']);

export const trackingUrl = (waybill: string): string =>
  `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(waybill)}`;

export const isMailedStatus = (status: OrderStatus | string): status is MailedStatus =>
  (mailedStatuses as readonly string[]).includes(status);

/**
 * The mail for a status the customer should hear about, of either kind of order; null for the
 * others ('requested'). `at`: when it happened, told in the mail (the carrier's time of a
 * parcel's news, which the shop may learn later).
 */
export function renderOrderStatus(
  data: OrderMailSubject,
  status: OrderStatus,
  locale: Locale,
  links: MailLinks,
  at?: Date,
): RenderedMail | null {
  if (!isMailedStatus(status)) return null;
  const money = (kopiyky: number) => formatUah(kopiyky, locale);
  const cashback = data.hasAccount ? cashbackFor(data.total, data.cashbackPercent) : 0;
  const novaPoshta = novaPoshtaTypes.has(data.deliveryType);
  const point = pickupPoint(data.deliveryType, data.delivery, locale);
  const { subject, paragraphs } = statusCopy[locale][status]({
    id: data.id,
    number: orderNumber(data, locale),
    waybill: data.waybillNumber,
    novaPoshta,
    place: point ?? (deliveryPlace(data.deliveryType, data.delivery, locale) || null),
    pickupPoint: point !== null,
    codDue: data.paymentType === 'cod' && data.total > 0 ? money(data.total) : null,
    cashback: cashback > 0 ? `${money(cashback)} (${data.cashbackPercent} %)` : null,
    bonusBack: bonusSpentOf(data) > 0 ? money(bonusSpentOf(data)) : null,
    paidOnline: data.paymentStatus === 'paid' || data.paymentStatus === 'refunded',
    photo: data.kind === 'photo-order',
    at: at ? formatKyivDate(at, locale) : null,
  });

  const actions = statusActions[locale];
  const canTrack =
    novaPoshta && data.waybillNumber && ['lading-bill-created', 'sent', 'delivered'].includes(status);
  const action = canTrack
    ? { label: actions.track, href: trackingUrl(data.waybillNumber ?? '') }
    : status === 'received'
      ? { label: actions.testimonial, href: shopUrl(links, locale, '/testimonials') }
      : data.hasAccount
        ? { label: actions.history, href: shopUrl(links, locale, '/cabinet/history') }
        : null;
  const hello = commonCopy[locale].hello(data.firstName);

  return {
    subject,
    text: textBlocks(
      hello,
      ...paragraphs,
      action && `${action.label}: ${action.href}`,
      textSignature(links, locale),
    ),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={subject} preheader={paragraphs[0] ?? subject}>
        <Heading>{hello}</Heading>
        {paragraphs.map((p) => (
          <Para key={p}>{p}</Para>
        ))}
        {action && <Button href={action.href}>{action.label}</Button>}
      </MailLayout>,
    ),
  };
}
