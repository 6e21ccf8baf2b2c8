import { formatUah, orderNumberLabel, shippingNotes, type Locale } from '@kartyna/domain';
import {
  commonCopy,
  formatKyivDate,
  shopUrl,
  textBlocks,
  textSignature,
  type MailLinks,
  type RenderedMail,
} from './mail-format';
import { deliveryLabel, deliveryPlace, paymentLabel } from './order-details';
import { Button, Facts, Heading, ItemTable, MailLayout, Muted, Para, renderHtml } from './layout';

export interface PhotoOrderMailLine {
  size: string;
  complectation: string;
  speed: string;
  amount: number;
  /** kopiyky per unit */
  price: number;
}

export interface PhotoOrderAcceptedData {
  id: number;
  createdAt: Date;
  firstName: string;
  lines: PhotoOrderMailLine[];
  /** kopiyky */
  total: number;
  deliveryType: string;
  delivery: Record<string, unknown>;
  paymentType: string;
  hasAccount: boolean;
  /** an unpaid online photo order: where to pay it later (carries the order's access token) */
  payLink?: string | null;
}

const copy = {
  ua: {
    subject: (id: number) =>
      `Замовлення картини з фото ${orderNumberLabel('photo', id, 'ua')} прийнято — Kartyna`,
    thanks: (id: number, date: string) =>
      `Дякуємо, що довірили нам своє фото! Ми отримали замовлення ${orderNumberLabel('photo', id, 'ua')} від ${date}.`,
    master:
      'Майстер уважно перегляне кожне фото й підготує картину. Якщо щось знадобиться уточнити, ми ' +
      'звʼяжемося з вами.',
    head: ['Картина', 'К-сть', 'Ціна', 'Сума'],
    picture: (size: string) => `Картина з вашого фото, ${size}`,
    complectation: { classic: 'класична комплектація', premium: 'комплектація преміум' } as Record<
      string,
      string
    >,
    speed: { urgently: 'термінове виготовлення', standart: 'стандартне виготовлення' } as Record<
      string,
      string
    >,
    total: 'До сплати',
    delivery: 'Доставка',
    payment: 'Оплата',
    history: 'Мої замовлення',
    pay: 'Оплатити замовлення',
    payLater:
      'Картину почнемо готувати після оплати. Якщо оплата не пройшла, оплатити можна за цим посиланням:',
  },
  ru: {
    subject: (id: number) => `Заказ картины по фото ${orderNumberLabel('photo', id, 'ru')} принят — Kartyna`,
    thanks: (id: number, date: string) =>
      `Спасибо, что доверили нам своё фото! Мы получили заказ ${orderNumberLabel('photo', id, 'ru')} от ${date}.`,
    master:
      'Мастер внимательно просмотрит каждое фото и подготовит картину. Если что-то понадобится уточнить, ' +
      'мы свяжемся с вами.',
    head: ['Картина', 'Кол-во', 'Цена', 'Сумма'],
    picture: (size: string) => `Картина по вашему фото, ${size}`,
    complectation: { classic: 'классическая комплектация', premium: 'комплектация премиум' } as Record<
      string,
      string
    >,
    speed: { urgently: 'срочное изготовление', standart: 'стандартное изготовление' } as Record<
      string,
      string
    >,
    total: 'К оплате',
    delivery: 'Доставка',
    payment: 'Оплата',
    history: 'Мои заказы',
    pay: 'Оплатить заказ',
    payLater: 'Картину начнём готовить после оплаты. Если оплата не прошла, оплатить можно по этой ссылке:',
  },
} as const;

export function renderPhotoOrderAccepted(
  data: PhotoOrderAcceptedData,
  locale: Locale,
  links: MailLinks,
): RenderedMail {
  const c = copy[locale];
  const money = (kopiyky: number) => formatUah(kopiyky, locale);
  const hello = commonCopy[locale].hello(data.firstName);
  const thanks = c.thanks(data.id, formatKyivDate(data.createdAt, locale));
  const lines = data.lines.map((l) => ({
    name: c.picture(l.size),
    details: [c.complectation[l.complectation] ?? l.complectation, c.speed[l.speed] ?? l.speed].join(', '),
    amount: String(l.amount),
    price: money(l.price),
    sum: money(l.price * l.amount),
  }));
  const place = deliveryPlace(data.deliveryType, data.delivery, locale);
  const facts = [
    { label: c.total, value: money(data.total), strong: true },
    {
      label: c.delivery,
      value: [deliveryLabel(data.deliveryType, locale), place].filter(Boolean).join(' — '),
    },
    { label: c.payment, value: paymentLabel(data.paymentType, locale) },
  ];
  const hours = shippingNotes['photo-picture'][locale];
  const history = data.hasAccount ? shopUrl(links, locale, '/cabinet/history') : null;

  const text = textBlocks(
    hello,
    thanks,
    lines.map((l) => `- ${l.name} (${l.details}): ${l.amount} × ${l.price} = ${l.sum}`).join('\n'),
    facts.map((f) => `${f.label}: ${f.value}`).join('\n'),
    data.payLink && `${c.payLater}\n${data.payLink}`,
    `${c.master}\n${hours}`,
    history && `${c.history}: ${history}`,
    textSignature(links, locale),
  );

  const html = renderHtml(
    <MailLayout locale={locale} links={links} title={c.subject(data.id)} preheader={thanks}>
      <Heading>{hello}</Heading>
      <Para>{thanks}</Para>
      <ItemTable
        head={[...c.head]}
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
      <Facts rows={facts} />
      {data.payLink && (
        <>
          <Para>{c.payLater}</Para>
          <Button href={data.payLink}>{c.pay}</Button>
        </>
      )}
      <Para>{c.master}</Para>
      <Para>{hours}</Para>
      {history && <Button href={history}>{c.history}</Button>}
    </MailLayout>,
  );
  return { subject: c.subject(data.id), text, html };
}
