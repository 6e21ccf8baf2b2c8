import type { ContactMessageInput } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { insertContactMessage } from './contacts-repository';

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
