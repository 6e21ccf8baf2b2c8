import type { Locale, OrderRef } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { insertMail } from './mail-repository';

// What other code may ask of the outbox: its length (metrics), taking back a mail not yet sent
// (an undone status change), and the language an address was last written in.
export { countPendingMail, deleteUnsentMail } from './mail-repository';
export { findLocaleOfMail } from './mail-sources-repository';

export interface QueuedMail {
  kind: string;
  locale: Locale;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** one mail per event: a second enqueue with the same key is dropped */
  dedupeKey?: string;
  /** held back this long (ms) before its first attempt: time to take back what caused it */
  sendAfterMs?: number;
  /**
   * The order it tells about: it is not sent before the mails queued earlier for that order
   * (one held back for an undo holds the ones after it).
   */
  order?: OrderRef;
}

/** How the outbox names an order: the two kinds are numbered apart. */
export const orderRefKey = (order: OrderRef): string => `${order.kind}:${order.id}`;

/**
 * Puts a rendered mail on the durable queue; answers its id (null when its dedupe key was taken). Call it inside the transaction of what caused
 * the mail: it is sent only if that commits, and sending never fails the caller.
 */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<number | null> {
  return insertMail(db, {
    kind: mail.kind,
    locale: mail.locale,
    recipient: mail.recipient,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    dedupeKey: mail.dedupeKey ?? null,
    orderRef: mail.order ? orderRefKey(mail.order) : null,
    // The worker's clock, not the database's: now() has microseconds, a Date only milliseconds,
    // so a mail queued within the millisecond a worker reads the time would look not yet due.
    nextAttemptAt: new Date(Date.now() + (mail.sendAfterMs ?? 0)),
  });
}
