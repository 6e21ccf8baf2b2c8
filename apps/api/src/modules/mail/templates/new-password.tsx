import type { Locale } from '@kartyna/domain';
import {
  commonCopy,
  shopUrl,
  textBlocks,
  textSignature,
  type MailLinks,
  type RenderedMail,
} from './mail-format';
import { Button, Heading, MailLayout, Note, Para, renderHtml } from './layout';

export interface NewPasswordData {
  firstName: string;
  password: string;
}

const copy = {
  ua: {
    subject: 'Ваш новий пароль до Kartyna',
    intro: 'Ви попросили новий пароль до кабінету Kartyna. Ось він:',
    label: 'Ваш новий пароль',
    advice: 'Увійдіть з ним і змініть його на свій у кабінеті, у розділі «Змінити пароль».',
    action: 'Змінити пароль',
    warning: 'Якщо ви не просили новий пароль, просто напишіть нам — ми допоможемо.',
  },
  ru: {
    subject: 'Ваш новый пароль в Kartyna',
    intro: 'Вы запросили новый пароль от кабинета Kartyna. Вот он:',
    label: 'Ваш новый пароль',
    advice: 'Войдите с ним и смените его на свой в кабинете, в разделе «Сменить пароль».',
    action: 'Сменить пароль',
    warning: 'Если вы не запрашивали новый пароль, просто напишите нам — мы поможем.',
  },
} as const;

export function renderNewPassword(data: NewPasswordData, locale: Locale, links: MailLinks): RenderedMail {
  const c = copy[locale];
  const change = shopUrl(links, locale, '/cabinet/change-password');
  const hello = commonCopy[locale].hello(data.firstName);
  return {
    subject: c.subject,
    text: textBlocks(
      hello,
      `${c.intro}\n${c.label}: ${data.password}`,
      `${c.advice}\n${change}`,
      c.warning,
      textSignature(links, locale),
    ),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={c.subject} preheader={c.intro}>
        <Heading>{hello}</Heading>
        <Para>{c.intro}</Para>
        <Note>
          {c.label}:{' '}
          <strong style={{ fontFamily: 'Menlo, Consolas, monospace', fontSize: 18, letterSpacing: 1 }}>
            {data.password}
          </strong>
        </Note>
        <Para>{c.advice}</Para>
        <Button href={change}>{c.action}</Button>
        <Para>{c.warning}</Para>
      </MailLayout>,
    ),
  };
}
