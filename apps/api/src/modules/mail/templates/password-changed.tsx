import type { Locale } from '@kartyna/domain';
import { commonCopy, textBlocks, textSignature, type MailLinks, type RenderedMail } from './mail-format';
import { Heading, MailLayout, Para, renderHtml } from './layout';

export interface PasswordChangedData {
  firstName: string;
}

const copy = {
  ua: {
    subject: 'Пароль до Kartyna змінено',
    body:
      'Ви щойно увійшли з новим паролем, надісланим на цю адресу, тож тепер він ваш пароль. ' +
      'Усі інші сеанси завершено.',
    warning: 'Якщо це були не ви, негайно напишіть нам — ми допоможемо повернути доступ.',
  },
  ru: {
    subject: 'Пароль в Kartyna изменён',
    body:
      'Вы только что вошли с новым паролем, отправленным на этот адрес, и теперь это ваш пароль. ' +
      'Все остальные сеансы завершены.',
    warning: 'Если это были не вы, сразу напишите нам — мы поможем вернуть доступ.',
  },
} as const;

export function renderPasswordChanged(
  data: PasswordChangedData,
  locale: Locale,
  links: MailLinks,
): RenderedMail {
  const c = copy[locale];
  const hello = commonCopy[locale].hello(data.firstName);
  return {
    subject: c.subject,
    text: textBlocks(hello, c.body, c.warning, textSignature(links, locale)),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={c.subject} preheader={c.body}>
        <Heading>{hello}</Heading>
        <Para>{c.body}</Para>
        <Para>{c.warning}</Para>
      </MailLayout>,
    ),
  };
}
