import type { Locale } from '@kartyna/domain';

/** What a template renders: the queue stores exactly this. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Where links in a mail point: the storefront, Ukrainian without a prefix, Russian under /ru. */
export interface MailLinks {
  webUrl: string;
}

export function shopUrl(links: MailLinks, locale: Locale, path: string): string {
  const base = links.webUrl.replace(/\/$/, '');
  if (locale === 'ru') return path === '/' ? `${base}/ru` : `${base}/ru${path}`;
  return `${base}${path}`;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "22 листопада 2026 р. о 14:05": the shop's clock is Kyiv's, wherever the server runs. */
export function formatKyivDate(date: Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ua' ? 'uk-UA' : 'ru-UA', {
      timeZone: 'Europe/Kyiv',
      dateStyle: 'long',
      timeStyle: 'short',
    });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** Blocks of a text part, one blank line apart; empty blocks (a skipped optional line) vanish. */
export const textBlocks = (...blocks: (string | false | null | undefined)[]): string =>
  `${blocks.filter((b): b is string => typeof b === 'string' && b.length > 0).join('\n\n')}\n`;

export const commonCopy = {
  ua: {
    hello: (name: string) => `Вітаємо, ${name}!`,
    regards: 'З теплом,\nкоманда Kartyna',
    about: 'Kartyna — картини за номерами, алмазні мозаїки та картини з ваших фото.',
    hours: 'Ми на звʼязку з понеділка по пʼятницю, 10:00–18:00.',
    contacts: 'Контакти',
  },
  ru: {
    hello: (name: string) => `Здравствуйте, ${name}!`,
    regards: 'С теплом,\nкоманда Kartyna',
    about: 'Kartyna — картины по номерам, алмазные мозаики и картины по вашим фото.',
    hours: 'Мы на связи с понедельника по пятницу, 10:00–18:00.',
    contacts: 'Контакты',
  },
} as const;

/** The closing lines of every text part. */
export const textSignature = (links: MailLinks, locale: Locale): string =>
  `${commonCopy[locale].regards}\n${shopUrl(links, locale, '/')}`;
