import type { Locale } from '@kartyna/domain';
import { commonCopy, textBlocks, textSignature, type MailLinks, type RenderedMail } from './mail-format';
import { Button, Heading, MailLayout, Para, renderHtml } from './layout';
import { trackingUrl } from './order-status';

export interface ParcelStorageData {
  firstName: string;
  /** "№77", or "Ф-3" for a photo order */
  number: string;
  waybillNumber: string;
  /** the branch or parcel locker, in words */
  place: string | null;
  /** YYYY-MM-DD: the first day the branch charges for keeping the parcel */
  paidStorageFrom: string;
  /** what the buyer pays on receipt (cash on delivery), formatted; null when paid */
  codDue: string | null;
}

const dayFormats = {
  ua: new Intl.DateTimeFormat('uk-UA', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  ru: new Intl.DateTimeFormat('ru-UA', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** "12 травня": a calendar day as the carrier names it (no time, so no time zone to shift it). */
const dayOf = (isoDay: string, locale: Locale): string =>
  dayFormats[locale].format(new Date(`${isoDay}T00:00:00Z`));

const copy = {
  ua: (d: ParcelStorageData, day: string) => ({
    subject: `Замовлення ${d.number}: з ${day} зберігання платне`,
    paragraphs: [
      d.place
        ? `Ваше замовлення ${d.number} досі чекає на вас: ${d.place}.`
        : `Ваше замовлення ${d.number} досі чекає на вас у відділенні.`,
      `З ${day} перевізник бере плату за зберігання посилки, тож заберіть її, будь ласка, до цього дня. Номер накладної: ${d.waybillNumber}.`,
      d.codDue &&
        `При отриманні потрібно сплатити ${d.codDue} за товари, а також доставку за тарифами перевізника.`,
      'Не виходить забрати? Відповідайте на цей лист — підкажемо, як бути.',
    ],
    track: 'Відстежити посилку',
  }),
  ru: (d: ParcelStorageData, day: string) => ({
    subject: `Заказ ${d.number}: с ${day} хранение платное`,
    paragraphs: [
      d.place
        ? `Ваш заказ ${d.number} всё ещё ждёт вас: ${d.place}.`
        : `Ваш заказ ${d.number} всё ещё ждёт вас в отделении.`,
      `С ${day} перевозчик берёт плату за хранение посылки, поэтому заберите её, пожалуйста, до этого дня. Номер накладной: ${d.waybillNumber}.`,
      d.codDue &&
        `При получении нужно оплатить ${d.codDue} за товары, а также доставку по тарифам перевозчика.`,
      'Не получается забрать? Ответьте на это письмо — подскажем, как быть.',
    ],
    track: 'Отследить посылку',
  }),
} satisfies Record<Locale, unknown>;

/** The reminder the day before a parcel's paid storage begins (issue #26). */
export function renderParcelStorage(data: ParcelStorageData, locale: Locale, links: MailLinks): RenderedMail {
  const { subject, paragraphs, track } = copy[locale](data, dayOf(data.paidStorageFrom, locale));
  const shown = paragraphs.filter((p): p is string => typeof p === 'string');
  const hello = commonCopy[locale].hello(data.firstName);
  const href = trackingUrl(data.waybillNumber);
  return {
    subject,
    text: textBlocks(hello, ...shown, `${track}: ${href}`, textSignature(links, locale)),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={subject} preheader={shown[0] ?? subject}>
        <Heading>{hello}</Heading>
        {shown.map((p) => (
          <Para key={p}>{p}</Para>
        ))}
        <Button href={href}>{track}</Button>
      </MailLayout>,
    ),
  };
}
