import { formatUah, shippingNotes, type Locale, type OrderResultType } from '@kartyna/domain';
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

export interface OrderMailLine {
  nameUa: string;
  nameRu: string;
  article: string;
  amount: number;
  /** kopiyky per unit */
  price: number;
}

export interface OrderAcceptedData {
  id: number;
  createdAt: Date;
  firstName: string;
  lines: OrderMailLine[];
  /** kopiyky */
  goodsTotal: number;
  bonusSpent: number;
  codFee: number;
  total: number;
  deliveryType: string;
  delivery: Record<string, unknown>;
  paymentType: string;
  resultType: string;
  /** the order belongs to an account, so the cabinet history shows it */
  hasAccount: boolean;
  /** an unpaid online order: where to pay it later (carries the order's access token) */
  payLink?: string | null;
}

const onlinePayments = new Set(['card', 'apple-pay', 'google-pay']);
const domesticParcels = new Set(['post', 'postomat', 'new-post-address', 'ukr-post']);

const copy = {
  ua: {
    subject: (id: number) => `Замовлення №${id} прийнято — Kartyna`,
    thanks: (id: number, date: string) =>
      `Дякуємо за замовлення! Ми отримали замовлення №${id} від ${date} і вже беремося до нього.`,
    goods: 'Ваше замовлення',
    head: ['Товар', 'К-сть', 'Ціна', 'Сума'],
    article: 'арт.',
    goodsTotal: 'Товари',
    bonusSpent: 'Оплачено бонусами',
    total: 'До сплати',
    codFee: 'Комісія за накладений платіж (сплачується при отриманні)',
    delivery: 'Доставка',
    payment: 'Оплата',
    online: 'Замовлення відправимо одразу після оплати.',
    pay: 'Оплатити замовлення',
    payLater: 'Якщо оплата не пройшла, оплатити замовлення можна за цим посиланням:',
    cod: 'Доставку ви сплатите при отриманні за тарифами перевізника (від 50 грн).',
    account: 'Менеджер надішле вам реквізити для оплати; відправимо, щойно надійдуть кошти.',
    transit: 'У дорозі посилка буде 1–2 дні до обласних центрів і до 5 днів до районних.',
    history: 'Мої замовлення',
    questions: 'Якщо потрібно щось змінити, просто відповідайте на цей лист — ми на звʼязку.',
  },
  ru: {
    subject: (id: number) => `Заказ №${id} принят — Kartyna`,
    thanks: (id: number, date: string) =>
      `Спасибо за заказ! Мы получили заказ №${id} от ${date} и уже берёмся за него.`,
    goods: 'Ваш заказ',
    head: ['Товар', 'Кол-во', 'Цена', 'Сумма'],
    article: 'арт.',
    goodsTotal: 'Товары',
    bonusSpent: 'Оплачено бонусами',
    total: 'К оплате',
    codFee: 'Комиссия за наложенный платёж (оплачивается при получении)',
    delivery: 'Доставка',
    payment: 'Оплата',
    online: 'Заказ отправим сразу после оплаты.',
    pay: 'Оплатить заказ',
    payLater: 'Если оплата не прошла, оплатить заказ можно по этой ссылке:',
    cod: 'Доставку вы оплатите при получении по тарифам перевозчика (от 50 грн).',
    account: 'Менеджер пришлёт вам реквизиты для оплаты; отправим, как только поступят деньги.',
    transit: 'В пути посылка будет 1–2 дня до областных центров и до 5 дней до районных.',
    history: 'Мои заказы',
    questions: 'Если нужно что-то изменить, просто ответьте на это письмо — мы на связи.',
  },
} as const;

export function renderOrderAccepted(data: OrderAcceptedData, locale: Locale, links: MailLinks): RenderedMail {
  const c = copy[locale];
  const money = (kopiyky: number) => formatUah(kopiyky, locale);
  const hello = commonCopy[locale].hello(data.firstName);
  const thanks = c.thanks(data.id, formatKyivDate(data.createdAt, locale));
  const lines = data.lines.map((l) => ({
    name: locale === 'ru' ? l.nameRu : l.nameUa,
    article: `${c.article} ${l.article}`,
    amount: String(l.amount),
    price: money(l.price),
    sum: money(l.price * l.amount),
  }));
  const sums = [
    { label: c.goodsTotal, value: money(data.goodsTotal) },
    ...(data.bonusSpent > 0 ? [{ label: c.bonusSpent, value: `−${money(data.bonusSpent)}` }] : []),
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
    ? c.online
    : data.paymentType === 'cod'
      ? c.cod
      : data.paymentType === 'account'
        ? c.account
        : null;
  const shipping = shippingNotes[data.resultType as OrderResultType]?.[locale] ?? null;
  const transit = domesticParcels.has(data.deliveryType) ? c.transit : null;
  const notes = [shipping, transit, paymentNote].filter((n): n is string => n !== null);
  const history = data.hasAccount ? shopUrl(links, locale, '/cabinet/history') : null;

  const text = textBlocks(
    hello,
    thanks,
    `${c.goods}:\n${lines.map((l) => `- ${l.name} (${l.article}): ${l.amount} × ${l.price} = ${l.sum}`).join('\n')}`,
    sums.map((s) => `${s.label}: ${s.value}`).join('\n'),
    how.map((s) => `${s.label}: ${s.value}`).join('\n'),
    notes.join('\n'),
    data.payLink && `${c.payLater}\n${data.payLink}`,
    history && `${c.history}: ${history}`,
    c.questions,
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
            <Muted>{l.article}</Muted>
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
  return { subject: c.subject(data.id), text, html };
}
