import type { Locale } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { mailLinks } from '../mail/mail-context';
import { enqueueMail } from '../mail/mail-queue';
import { renderNewPassword } from '../mail/templates/new-password';
import { renderPasswordChanged } from '../mail/templates/password-changed';
import { renderWelcome } from '../mail/templates/welcome';

interface Addressee {
  id: number;
  mail: string;
  firstName: string;
  locale: Locale;
}

/** Queued with the sign-up: a mail server's trouble never undoes an account. */
export async function queueWelcomeMail(db: DbOrTx, to: Addressee): Promise<void> {
  await enqueueMail(db, {
    kind: 'welcome',
    locale: to.locale,
    recipient: to.mail,
    ...renderWelcome({ firstName: to.firstName }, to.locale, mailLinks()),
    dedupeKey: `welcome:${to.id}`,
  });
}

/** `expiresAt` is the reset's own, so each reset is its own mail. */
export async function queueNewPasswordMail(
  db: DbOrTx,
  to: Addressee,
  password: string,
  expiresAt: Date,
): Promise<void> {
  await enqueueMail(db, {
    kind: 'new-password',
    locale: to.locale,
    recipient: to.mail,
    ...renderNewPassword({ firstName: to.firstName, password }, to.locale, mailLinks()),
    dedupeKey: `new-password:${to.id}:${expiresAt.getTime()}`,
  });
}

/** The mailed password was used: the owner hears of it, in case it was not them. */
export async function queuePasswordChangedMail(
  db: DbOrTx,
  to: Addressee & { tokenVersion: number },
): Promise<void> {
  await enqueueMail(db, {
    kind: 'password-changed',
    locale: to.locale,
    recipient: to.mail,
    ...renderPasswordChanged({ firstName: to.firstName }, to.locale, mailLinks()),
    dedupeKey: `password-changed:${to.id}:${to.tokenVersion}`,
  });
}
