import type { Locale } from '@kartyna/domain';
import {
  commonCopy,
  shopUrl,
  textBlocks,
  textSignature,
  type MailLinks,
  type RenderedMail,
} from './mail-format';
import { Button, Heading, MailLayout, Para, renderHtml } from './layout';

export interface ConfirmEmailData {
  firstName: string;
  mail: string;
  token: string;
}

// The mail never says whether guest orders wait: the account was opened with this address but is
// not proven to be its owner's, and the owner may not be the one who signed up.
const copy = {
  ua: {
    subject: 'Підтвердіть адресу в Kartyna',
    intro: (mail: string) =>
      `Підтвердіть, що адреса ${mail} ваша: тоді замовлення, оформлені на неї без входу, ` +
      `з'являться у вашому кабінеті Kartyna.`,
    action: 'Підтвердити адресу',
    expiry: 'Посилання діє 24 години і спрацьовує один раз; відкрийте його там, де ви увійшли до кабінету.',
    warning: 'Якщо ви не реєструвалися в Kartyna, просто не відкривайте посилання — нічого не зміниться.',
  },
  ru: {
    subject: 'Подтвердите адрес в Kartyna',
    intro: (mail: string) =>
      `Подтвердите, что адрес ${mail} ваш: тогда заказы, оформленные на него без входа, ` +
      'появятся в вашем кабинете Kartyna.',
    action: 'Подтвердить адрес',
    expiry: 'Ссылка действует 24 часа и срабатывает один раз; откройте её там, где вы вошли в кабинет.',
    warning: 'Если вы не регистрировались в Kartyna, просто не открывайте ссылку — ничего не изменится.',
  },
} as const;

export function renderConfirmEmail(data: ConfirmEmailData, locale: Locale, links: MailLinks): RenderedMail {
  const c = copy[locale];
  const link = shopUrl(links, locale, `/account/confirm-email?token=${encodeURIComponent(data.token)}`);
  const hello = commonCopy[locale].hello(data.firstName);
  const intro = c.intro(data.mail);
  return {
    subject: c.subject,
    text: textBlocks(hello, intro, `${c.action}: ${link}`, c.expiry, c.warning, textSignature(links, locale)),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={c.subject} preheader={intro}>
        <Heading>{hello}</Heading>
        <Para>{intro}</Para>
        <Button href={link}>{c.action}</Button>
        <Para>{c.expiry}</Para>
        <Para>{c.warning}</Para>
      </MailLayout>,
    ),
  };
}
