import { formatUah, shippingNotes, type Locale } from '@kartyna/domain';
import {
  commonCopy,
  formatKyivDate,
  shopUrl,
  textBlocks,
  textSignature,
  type MailLinks,
  type RenderedMail,
} from './mail-format';
import { acceptedCopy } from './order-accepted-copy';
import { deliveryLabel, deliveryPlace, paymentLabel } from './order-details';
import { bonusSpentOf, mailLines, orderNumber, resultTypeOf, type OrderMailSubject } from './order-subject';
import { Button, Facts, Heading, ItemTable, MailLayout, Muted, Para, renderHtml } from './layout';

export type OrderAcceptedData = OrderMailSubject & {
  /** an unpaid online order: where to pay it later (carries the order's access token) */
  payLink?: string | null;
};

const onlinePayments = new Set(['card', 'apple-pay', 'google-pay']);
const domesticParcels = new Set(['post', 'postomat', 'new-post-address', 'ukr-post']);

/** "Order accepted", for either kind: its lines, totals, delivery and payment, and what comes next. */
export function renderOrderAccepted(data: OrderAcceptedData, locale: Locale, links: MailLinks): RenderedMail {
  const c = acceptedCopy(locale, data.kind);
  const money = (kopiyky: number) => formatUah(kopiyky, locale);
  const hello = commonCopy[locale].hello(data.firstName);
  const subject = c.subject(orderNumber(data, locale));
  const thanks = c.thanks(orderNumber(data, locale), formatKyivDate(data.createdAt, locale));
  const lines = mailLines(data, locale);
  const bonusSpent = bonusSpentOf(data);
  // The goods before any discount: a shop order keeps them; a photo order's are its total plus the discount.
  const goodsTotal = data.kind === 'order' ? data.goodsTotal : data.total + data.discount;
  const sums = [
    // The goods and the sum due differ only when a discount or bonus came between them.
    ...(data.kind === 'order' || data.discount > 0
      ? [{ label: c.goodsTotal, value: money(goodsTotal) }]
      : []),
    ...(data.discount > 0 ? [{ label: c.discount(data.promoCode), value: `−${money(data.discount)}` }] : []),
    ...(bonusSpent > 0 ? [{ label: c.bonusSpent, value: `−${money(bonusSpent)}` }] : []),
    { label: c.total, value: money(data.total), strong: true },
    ...(data.codFee > 0 ? [{ label: c.codFee, value: money(data.codFee) }] : []),
  ];
  const place = deliveryPlace(data.deliveryType, data.delivery, locale);
  const how = [
    {
      label: c.delivery,
      value: [deliveryLabel(data.deliveryType, locale), place].filter(Boolean).join(' — '),
    },
    { label: c.payment, value: paymentLabel(data.paymentType, locale) },
  ];
  const paymentNote = onlinePayments.has(data.paymentType)
    ? c.paymentNotes.online
    : data.paymentType === 'cod'
      ? c.paymentNotes.cod
      : data.paymentType === 'account'
        ? c.paymentNotes.account
        : null;
  const shipping = shippingNotes[resultTypeOf(data)]?.[locale] ?? null;
  const transit = domesticParcels.has(data.deliveryType) ? c.transit : null;
  const notes = [c.intro, shipping, transit, paymentNote].filter((n): n is string => n !== null);
  const history = data.hasAccount ? shopUrl(links, locale, '/cabinet/history') : null;

  const text = textBlocks(
    hello,
    thanks,
    `${c.goods}:\n${lines.map((l) => `- ${l.name} (${l.details}): ${l.amount} × ${l.price} = ${l.sum}`).join('\n')}`,
    sums.map((s) => `${s.label}: ${s.value}`).join('\n'),
    how.map((s) => `${s.label}: ${s.value}`).join('\n'),
    notes.join('\n'),
    data.payLink && `${c.payLater}\n${data.payLink}`,
    history && `${c.history}: ${history}`,
    c.questions,
    textSignature(links, locale),
  );

  const html = renderHtml(
    <MailLayout locale={locale} links={links} title={subject} preheader={thanks}>
      <Heading>{hello}</Heading>
      <Para>{thanks}</Para>
      <ItemTable
        head={[c.item, ...c.head]}
        rows={lines.map((l) => [
          <>
            {l.name}
            <br />
            <Muted>{l.details}</Muted>
          </>,
          l.amount,
          l.price,
          l.sum,
        ])}
      />
      <Facts rows={sums} />
      <Facts rows={how} />
      {notes.map((n) => (
        <Para key={n}>{n}</Para>
      ))}
      {data.payLink && (
        <>
          <Para>{c.payLater}</Para>
          <Button href={data.payLink}>{c.pay}</Button>
        </>
      )}
      {history && <Button href={history}>{c.history}</Button>}
      <Para>{c.questions}</Para>
    </MailLayout>,
  );
  return { subject, text, html };
}
