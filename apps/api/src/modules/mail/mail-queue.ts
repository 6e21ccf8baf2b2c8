import type { Locale } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface QueuedMail {
  kind: string;
  locale: Locale;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** one mail per event: a second enqueue with the same key is dropped */
  dedupeKey?: string;
}

/**
 * Puts a rendered mail on the durable queue. Call it inside the transaction of what caused
 * the mail: it is sent only if that commits, and sending never fails the caller.
 */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      locale: mail.locale,
      recipient: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}
