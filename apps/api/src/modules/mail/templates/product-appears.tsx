import { formatUah, type Locale } from '@kartyna/domain';
import { shopUrl, textBlocks, textSignature, type MailLinks, type RenderedMail } from './mail-format';
import { Button, Facts, Heading, MailLayout, Para, renderHtml } from './layout';

export interface ProductAppearsData {
  productId: number;
  nameUa: string;
  nameRu: string;
  /** kopiyky: what it costs now */
  price: number;
  /** kopiyky: the regular price when a discount applies */
  regularPrice: number | null;
}

const copy = {
  ua: {
    subject: (name: string) => `Знову в наявності: ${name}`,
    hello: 'Добрий день!',
    news: 'Добра новина: товар, про який ви просили повідомити, знову є в наявності.',
    price: 'Ціна',
    was: 'замість',
    hurry: 'Встигніть замовити, поки він є на складі.',
    action: 'Переглянути товар',
    why: 'Ви отримали цей лист, бо залишили свою адресу на сторінці товару. Це одноразове повідомлення.',
  },
  ru: {
    subject: (name: string) => `Снова в наличии: ${name}`,
    hello: 'Здравствуйте!',
    news: 'Хорошая новость: товар, о котором вы просили сообщить, снова в наличии.',
    price: 'Цена',
    was: 'вместо',
    hurry: 'Успейте заказать, пока он есть на складе.',
    action: 'Посмотреть товар',
    why: 'Вы получили это письмо, потому что оставили свой адрес на странице товара. Это разовое уведомление.',
  },
} as const;

export function renderProductAppears(
  data: ProductAppearsData,
  locale: Locale,
  links: MailLinks,
): RenderedMail {
  const c = copy[locale];
  const name = locale === 'ru' ? data.nameRu : data.nameUa;
  const link = shopUrl(links, locale, `/product/${data.productId}`);
  const discounted = data.regularPrice !== null && data.regularPrice > data.price;
  const price = discounted
    ? `${formatUah(data.price, locale)} (${c.was} ${formatUah(data.regularPrice ?? 0, locale)})`
    : formatUah(data.price, locale);
  return {
    subject: c.subject(name),
    text: textBlocks(
      c.hello,
      c.news,
      `${name}\n${c.price}: ${price}`,
      `${c.hurry}\n${c.action}: ${link}`,
      c.why,
      textSignature(links, locale),
    ),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={c.subject(name)} preheader={c.news}>
        <Heading>{c.hello}</Heading>
        <Para>{c.news}</Para>
        <Para>
          <a href={link} style={{ color: '#3d2f28', fontWeight: 'bold', fontSize: 17 }}>
            {name}
          </a>
        </Para>
        <Facts rows={[{ label: c.price, value: price, strong: true }]} />
        <Para>{c.hurry}</Para>
        <Button href={link}>{c.action}</Button>
        <Para>
          <span style={{ color: '#8a776b', fontSize: 12 }}>{c.why}</span>
        </Para>
      </MailLayout>,
    ),
  };
}
