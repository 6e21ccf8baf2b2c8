import type { Locale } from '@kartyna/domain';
import type { MailLinks } from './templates/mail-format';

/**
 * The storefront origin for links in mail. The mail functions are called as (db, id) from
 * inside other modules' transactions, far from the app's config, so app.ts sets it once here.
 */
let links: MailLinks = { webUrl: 'http://localhost:3000' };

export function useMailLinks(next: MailLinks): void {
  links = { webUrl: next.webUrl.replace(/\/$/, '') };
}

export const mailLinks = (): MailLinks => links;

/** Locale columns are text in some tables; anything but 'ru' reads as the default, Ukrainian. */
export const asLocale = (value: string | null | undefined): Locale => (value === 'ru' ? 'ru' : 'ua');
