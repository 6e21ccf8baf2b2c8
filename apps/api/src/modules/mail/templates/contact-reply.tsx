import type { Locale } from '@kartyna/domain';
import {
  commonCopy,
  formatKyivDate,
  textBlocks,
  textSignature,
  type MailLinks,
  type RenderedMail,
} from './mail-format';
import { Heading, MailLayout, Note, Para, renderHtml } from './layout';

export interface ContactReplyData {
  name: string;
  /** what they wrote to us */
  message: string;
  sentAt: Date;
  /** what staff answer */
  reply: string;
}

const copy = {
  ua: {
    subject: 'Відповідь на ваше повідомлення — Kartyna',
    thanks: 'Дякуємо, що написали нам. Ось наша відповідь:',
    yours: (date: string) => `Ваше повідомлення від ${date}:`,
    more: 'Якщо залишилися питання, просто відповідайте на цей лист.',
  },
  ru: {
    subject: 'Ответ на ваше сообщение — Kartyna',
    thanks: 'Спасибо, что написали нам. Вот наш ответ:',
    yours: (date: string) => `Ваше сообщение от ${date}:`,
    more: 'Если остались вопросы, просто ответьте на это письмо.',
  },
} as const;

const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');

export function renderContactReply(data: ContactReplyData, locale: Locale, links: MailLinks): RenderedMail {
  const c = copy[locale];
  const hello = commonCopy[locale].hello(data.name);
  const yours = c.yours(formatKyivDate(data.sentAt, locale));
  return {
    subject: c.subject,
    text: textBlocks(
      hello,
      c.thanks,
      data.reply.trim(),
      `${yours}\n${quote(data.message.trim())}`,
      c.more,
      textSignature(links, locale),
    ),
    html: renderHtml(
      <MailLayout locale={locale} links={links} title={c.subject} preheader={c.thanks}>
        <Heading>{hello}</Heading>
        <Para>{c.thanks}</Para>
        <Note>{data.reply.trim()}</Note>
        <Para>{yours}</Para>
        <blockquote
          style={{
            margin: '0 0 16px',
            padding: '4px 0 4px 14px',
            borderLeft: '3px solid #eadfd3',
            color: '#8a776b',
            whiteSpace: 'pre-line',
          }}
        >
          {data.message.trim()}
        </blockquote>
        <Para>{c.more}</Para>
      </MailLayout>,
    ),
  };
}
