import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appearRequests } from '../../db/schema';
import { enqueueMail } from './mail-queue';

// Placeholder bodies: the templated versions (ua/ru, HTML + text) replace these.

/** "The product you asked about is back": one per appear request, ever. */
export async function mailProductAppears(db: DbOrTx, appearRequestId: number): Promise<void> {
  const [request] = await db.select().from(appearRequests).where(eq(appearRequests.id, appearRequestId));
  if (!request) return;
  const text = `Product ${request.productId} is back in stock`;
  await enqueueMail(db, {
    kind: 'product-appears',
    locale: request.locale,
    recipient: request.mail,
    subject: text,
    text,
    html: `<p>${text}</p>`,
    dedupeKey: `product-appears:${request.id}`,
  });
}
