import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { enqueueMail } from './mail-queue';

// Placeholder bodies: the templated versions (ua/ru, HTML + text) replace these.

/** "Order accepted": lines, totals, delivery and payment, in the order's locale. */
export async function mailOrderAccepted(db: DbOrTx, orderId: number): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const text = `Order ${order.id} accepted`;
  await enqueueMail(db, {
    kind: 'order-accepted',
    locale: order.locale === 'ru' ? 'ru' : 'ua',
    recipient: order.email,
    subject: text,
    text,
    html: `<p>${text}</p>`,
    dedupeKey: `order-accepted:${order.id}`,
  });
}

/** A status change the customer should hear about; other statuses send nothing. */
export async function mailOrderStatus(db: DbOrTx, orderId: number, status: OrderStatus): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const text = `Order ${order.id}: ${status}`;
  await enqueueMail(db, {
    kind: 'order-status',
    locale: order.locale === 'ru' ? 'ru' : 'ua',
    recipient: order.email,
    subject: text,
    text,
    html: `<p>${text}</p>`,
    dedupeKey: `order-status:${order.id}:${status}`,
  });
}
