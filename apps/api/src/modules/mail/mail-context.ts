import type { Locale } from '@kartyna/domain';
import { currentShopOrigin } from '../../http/shop-origin';
import type { MailLinks } from './templates/mail-format';

/**
 * The storefront origin for links in mail. The mail functions are called as (db, id) from
 * inside other modules' transactions, far from the app's config, so app.ts sets it once here.
 */
let links: MailLinks = { webUrl: 'http://localhost:3000' };

export function useMailLinks(next: MailLinks): void {
  links = { webUrl: next.webUrl.replace(/\/$/, '') };
}

/**
 * With no PUBLIC_URL, a mail queued while a shopper's request is answered (the order placed, the
 * e-mail to confirm, a payment) links to the address that shopper used (http/shop-origin.ts).
 */
export const mailLinks = (): MailLinks => {
  const origin = currentShopOrigin();
  return origin ? { webUrl: origin } : links;
};

/** Locale columns are text in some tables; anything but 'ru' reads as the default, Ukrainian. */
export const asLocale = (value: string | null | undefined): Locale => (value === 'ru' ? 'ru' : 'ua');
