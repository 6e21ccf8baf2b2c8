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
    subject: (no: string) => `Оплату замовлення ${no} отримано — Kartyna`,
    body: (no: string) =>
      `Ми отримали оплату замовлення ${no}. Дякуємо! Щойно посилка вирушить, ми напишемо вам номер накладної.`,
    paid: 'Сплачено',
    test: 'Це тестова оплата: справжні гроші не списувались.',
    receipt: 'Фіскальний чек',
    history: 'Мої замовлення',
  },
  ru: {
    subject: (no: string) => `Оплата заказа ${no} получена — Kartyna`,
    body: (no: string) =>
      `Мы получили оплату заказа ${no}. Спасибо! Как только посылка отправится, мы напишем вам номер накладной.`,
    paid: 'Оплачено',
    test: 'Это тестовая оплата: настоящие деньги не списывались.',
    receipt: 'Фискальный чек',
    history: 'Мои заказы',
  },
} as const;

/** "Payment received", for either kind; a sandbox payment says no real money moved. */
export function renderPaymentReceived(
  data: OrderMailSubject,
  locale: Locale,
  links: MailLinks,
  /** the sell receipt's link at the register (issue #44) */
  receiptUrl: string | null = null,
): RenderedMail {
  const c = copy[locale];
  const no = orderNumber(data, locale);
  const hello = commonCopy[locale].hello(data.firstName);
  const paid = formatUah(data.total, locale);
  const history = data.hasAccount ? shopUrl(links, locale, '/cabinet/history') : null;
  return {
    subject: c.subject(no),
    text: textBlocks(
      hello,
      c.body(no),
      `${c.paid}: ${paid}`,
      receiptUrl && `${c.receipt}: ${receiptUrl}`,
      data.testPayment && c.test,
      history && `${c.history}: ${history}`,
      textSignature(links, locale),
    ),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={c.subject(no)} preheader={c.body(no)}>
        <Heading>{hello}</Heading>
        <Para>{c.body(no)}</Para>
        <Facts rows={[{ label: c.paid, value: paid, strong: true }]} />
        {receiptUrl && <Button href={receiptUrl}>{c.receipt}</Button>}
        {data.testPayment && <Para>{c.test}</Para>}
        {history && <Button href={history}>{c.history}</Button>}
      </MailLayout>,
    ),
  };
}
