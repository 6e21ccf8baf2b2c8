import type { AdminContactMessage, contactMessageListQuerySchema } from '@kartyna/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { mailContactReply } from '../contacts/contact-reply-mail';
import { markContactMessageHandled } from '../contacts/contacts-service';
import {
  findContactMessageRow,
  listContactMessageRows,
  listContactReplies,
  type ContactMessageRow,
} from './contact-messages-admin-repository';

const view = (r: ContactMessageRow): AdminContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  handled: r.handledAt !== null,
  handledAt: r.handledAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function listContactMessagesForStaff(
  db: Db,
  query: z.infer<typeof contactMessageListQuerySchema>,
) {
  const { rows, total } = await listContactMessageRows(db, query);
  return { items: rows.map(view), total };
}

export async function contactMessageForStaff(db: Db, id: number) {
  const row = await findContactMessageRow(db, id);
  if (!row) throw notFound();
  const replies = await listContactReplies(db, id);
  return {
    ...view(row),
    replies: replies.map((r) => ({
      reply: String((r.after as { reply?: unknown } | null)?.reply ?? ''),
      by: r.by,
      at: r.at.toISOString(),
    })),
  };
}

/** Marks a message handled (or back to unhandled); the same state again changes nothing. */
export async function setContactMessageHandled(db: Db, actor: StaffActor, id: number, handled: boolean) {
  await db.transaction(async (tx) => {
    const before = await findContactMessageRow(tx, id, true);
    if (!before) throw notFound();
    if ((before.handledAt !== null) === handled) return;
    const after = await markContactMessageHandled(tx, id, handled ? new Date() : null);
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: handled ? 'contact-message.handle' : 'contact-message.unhandle',
      entity: 'contact-message',
      entityId: id,
      before: view(before),
      after: view(after),
    });
  });
  return contactMessageForStaff(db, id);
}

/**
 * Mails staff's answer to the sender and marks the message handled, in one transaction: the
 * mail is queued only if the change commits (the queue's worker sends it afterwards).
 */
export async function replyToContactMessage(db: Db, actor: StaffActor, id: number, reply: string) {
  await db.transaction(async (tx) => {
    const before = await findContactMessageRow(tx, id, true);
    if (!before) throw notFound();
    if (!(await mailContactReply(tx, id, reply))) throw notFound();
    const after = before.handledAt ? before : await markContactMessageHandled(tx, id, new Date());
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: 'contact-message.reply',
      entity: 'contact-message',
      entityId: id,
      before: view(before),
      after: { ...view(after), reply },
    });
  });
  return contactMessageForStaff(db, id);
}
