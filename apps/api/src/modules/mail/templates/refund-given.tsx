import { formatUah, type Locale } from '@kartyna/domain';
import {
  commonCopy,
  shopUrl,
  textBlocks,
  textSignature,
  type MailLinks,
  type RenderedMail,
} from './mail-format';
import { orderNumber, type OrderMailSubject } from './order-subject';
import { Button, Facts, Heading, MailLayout, Para, renderHtml } from './layout';

const copy = {
  ua: {
    subject: (no: string) => `Повернення коштів за замовлення ${no} — Kartyna`,
    body: (no: string, amount: string) =>
      `Ми повернули вам ${amount} за замовлення ${no}. Гроші надійдуть на картку, з якої ви платили: зазвичай за 1–3 робочі дні, інколи банк тримає їх до 30 днів.`,
    all: 'Замовлення повернуто повністю.',
    amount: 'Повернуто',
    reason: 'Причина',
    receipt: 'Чек повернення',
    test: 'Це тестове повернення: справжні гроші не рухались.',
    history: 'Мої замовлення',
  },
  ru: {
    subject: (no: string) => `Возврат средств за заказ ${no} — Kartyna`,
    body: (no: string, amount: string) =>
      `Мы вернули вам ${amount} за заказ ${no}. Деньги поступят на карту, с которой вы платили: обычно за 1–3 рабочих дня, иногда банк держит их до 30 дней.`,
    all: 'Заказ возвращён полностью.',
    amount: 'Возвращено',
    reason: 'Причина',
    receipt: 'Чек возврата',
    test: 'Это тестовый возврат: настоящие деньги не двигались.',
    history: 'Мои заказы',
  },
} as const;

export interface RefundMailData {
  /** kopiyky given back now */
  amount: number;
  reason: string;
  /** all of the payment is back */
  whole: boolean;
  /** the return receipt's link, when the shop issues fiscal receipts */
  receiptUrl: string | null;
}

/** "Money given back", for either kind of order, in the order's language. */
export function renderRefundGiven(
  data: OrderMailSubject,
  refund: RefundMailData,
  locale: Locale,
  links: MailLinks,
): RenderedMail {
  const c = copy[locale];
  const no = orderNumber(data, locale);
  const hello = commonCopy[locale].hello(data.firstName);
  const amount = formatUah(refund.amount, locale);
  const history = data.hasAccount ? shopUrl(links, locale, '/cabinet/history') : null;
  return {
    subject: c.subject(no),
    text: textBlocks(
      hello,
      c.body(no, amount),
      refund.whole && c.all,
      `${c.amount}: ${amount}`,
      `${c.reason}: ${refund.reason}`,
      refund.receiptUrl && `${c.receipt}: ${refund.receiptUrl}`,
      data.testPayment && c.test,
      history && `${c.history}: ${history}`,
      textSignature(links, locale),
    ),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={c.subject(no)} preheader={c.body(no, amount)}>
        <Heading>{hello}</Heading>
        <Para>{c.body(no, amount)}</Para>
        {refund.whole && <Para>{c.all}</Para>}
        <Facts
          rows={[
            { label: c.amount, value: amount, strong: true },
            { label: c.reason, value: refund.reason },
          ]}
        />
        {refund.receiptUrl && <Button href={refund.receiptUrl}>{c.receipt}</Button>}
        {data.testPayment && <Para>{c.test}</Para>}
        {history && <Button href={history}>{c.history}</Button>}
      </MailLayout>,
    ),
  };
}
