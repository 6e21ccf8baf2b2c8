import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { asLocale, mailLinks } from '../mail/mail-context';
import { enqueueMail, findLocaleOfMail } from '../mail/mail-queue';
import { renderContactReply } from '../mail/templates/contact-reply';
import { findContactMessage } from './contacts-repository';

/**
 * Staff's answer to a contact message, mailed to the address the message came from (for the
 * back office). Messages keep no language, so the account with that mail decides, else Ukrainian.
 * Answers false when there is no such message. The same reply twice (a double click) is one mail.
 */
export async function mailContactReply(
  db: DbOrTx,
  contactMessageId: number,
  reply: string,
): Promise<boolean> {
  const message = await findContactMessage(db, contactMessageId);
  if (!message) return false;
  const locale = asLocale(await findLocaleOfMail(db, message.email));
  const mail = renderContactReply(
    { name: message.name, message: message.message, sentAt: message.createdAt, reply },
    locale,
    mailLinks(),
  );
  const digest = createHash('sha256').update(reply.trim()).digest('hex').slice(0, 16);
  await enqueueMail(db, {
    kind: 'contact-reply',
    locale,
    recipient: message.email,
    ...mail,
    dedupeKey: `contact-reply:${message.id}:${digest}`,
  });
  return true;
}
