import type { ContactMessageInput } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import {
  insertContactMessage,
  setContactMessageHandledAt,
  type ContactMessageRow,
} from './contacts-repository';

/** Stored for staff, who answer from the back office. */
export async function submitContactMessage(
  db: DbOrTx,
  input: ContactMessageInput,
): Promise<{ message: string }> {
  await insertContactMessage(db, {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    message: input.message,
  });
  return { message: 'contact_message_received' };
}

/**
 * Marks a message handled at `at` (null: back to unhandled), asked by the back office
 * (content-admin keeps its audit and views) and written here, the table's one writer.
 */
export const markContactMessageHandled = (
  db: DbOrTx,
  id: number,
  at: Date | null,
): Promise<ContactMessageRow | null> => setContactMessageHandledAt(db, id, at);
