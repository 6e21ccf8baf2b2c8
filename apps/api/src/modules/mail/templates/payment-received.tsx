import { formatUah, type Locale } from '@kartyna/domain';
import {
  commonCopy,
  shopUrl,
  textBlocks,
  textSignature,
  type MailLinks,
  type RenderedMail,
} from './mail-format';
import { Button, Facts, Heading, MailLayout, Para, renderHtml } from './layout';

export interface PaymentReceivedData {
  id: number;
  firstName: string;
  /** kopiyky */
  total: number;
  /** no real money moved (the sandbox): the mail says so, never "we got your money" alone */
  testPayment: boolean;
  hasAccount: boolean;
}

const copy = {
  ua: {
    subject: (id: number) => `Оплату замовлення №${id} отримано — Kartyna`,
    body: (id: number) =>
      `Ми отримали оплату замовлення №${id}. Дякуємо! Щойно посилка вирушить, ми напишемо вам номер накладної.`,
    paid: 'Сплачено',
    test: 'Це тестова оплата: справжні гроші не списувались.',
    history: 'Мої замовлення',
  },
  ru: {
    subject: (id: number) => `Оплата заказа №${id} получена — Kartyna`,
    body: (id: number) =>
      `Мы получили оплату заказа №${id}. Спасибо! Как только посылка отправится, мы напишем вам номер накладной.`,
    paid: 'Оплачено',
    test: 'Это тестовая оплата: настоящие деньги не списывались.',
    history: 'Мои заказы',
  },
} as const;

export function renderPaymentReceived(
  data: PaymentReceivedData,
  locale: Locale,
  links: MailLinks,
): RenderedMail {
  const c = copy[locale];
  const hello = commonCopy[locale].hello(data.firstName);
  const paid = formatUah(data.total, locale);
  const history = data.hasAccount ? shopUrl(links, locale, '/cabinet/history') : null;
  return {
    subject: c.subject(data.id),
    text: textBlocks(
      hello,
      c.body(data.id),
      `${c.paid}: ${paid}`,
      data.testPayment && c.test,
      history && `${c.history}: ${history}`,
      textSignature(links, locale),
    ),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={c.subject(data.id)} preheader={c.body(data.id)}>
        <Heading>{hello}</Heading>
        <Para>{c.body(data.id)}</Para>
        <Facts rows={[{ label: c.paid, value: paid, strong: true }]} />
        {data.testPayment && <Para>{c.test}</Para>}
        {history && <Button href={history}>{c.history}</Button>}
      </MailLayout>,
    ),
  };
}
