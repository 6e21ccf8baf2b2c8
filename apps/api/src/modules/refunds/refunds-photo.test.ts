import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, photoOrders, refunds } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { postCallback, resign } from '../payments/payments-test-kit';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { refund } from './refunds-test-kit';

/** Issue #44: a photo order's card payment is refunded as a shop order's is. */
const k = usePhotoOrderKit();

async function paidPhotoOrder() {
  const placed = await k.place(k.orderBody({ paymentType: 'card', language: 'ru' }));
  expect(placed.statusCode, placed.body).toBe(201);
  const { id, orderToken, total } = placed.json() as { id: number; orderToken: string; total: number };
  const prepared = await k.t.app.inject({
    method: 'POST',
    url: '/api/server/photo-orders/prepare-payment',
    payload: {
      orderId: id,
      orderToken,
      language: 'ru',
      resultUrl: `${k.t.config.webUrl}/cart?thank-order=${encodeURIComponent('{"t":"photo-picture"}')}`,
    },
  });
  expect(prepared.statusCode, prepared.body).toBe(200);
  const data = (prepared.json() as { form: { data: string } }).form.data;
  expect((await postCallback(k.t, resign(k.t, data, { status: 'success', payment_id: 77 }))).statusCode).toBe(
    200,
  );
  return { id, total };
}

describe('POST /api/admin/photo-orders/:id/refund', () => {
  it('gives back part and then all of a paid photo order, mailing the buyer in their language', async () => {
    const staff = (await createTestUser(k.t.app, { role: 'manager' })).authHeader;
    const { id, total } = await paidPhotoOrder();
    const part = await refund(
      k.t,
      staff,
      id,
      { amount: 100, reason: 'Тонка рамка' },
      { kind: 'photo-order' },
    );
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ refundable: total - 100, refund: { status: 'done', amount: 100 } });
    // The same id on the shop orders' route is another order (or none): never this one's money.
    const wrongKind = await refund(k.t, staff, id, { amount: 1, reason: 'x' });
    expect([404, 409]).toContain(wrongKind.statusCode);

    const rest = await refund(
      k.t,
      staff,
      id,
      { amount: total - 100, reason: 'Решта' },
      { kind: 'photo-order' },
    );
    expect(rest.json().refundable).toBe(0);
    const [row] = await k.t.db.select().from(photoOrders).where(eq(photoOrders.id, id));
    expect(row?.paymentStatus).toBe('refunded');
    expect(await k.t.db.select().from(refunds).where(eq(refunds.photoOrderId, id))).toHaveLength(2);

    const view = await k.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/photo-${id}`,
      headers: staff,
    });
    expect(view.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([100, total - 100]);
    const mails = await k.t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'refund-given'), eq(mailOutbox.recipient, 'olena@example.com')));
    expect(mails.some((m) => m.locale === 'ru' && m.text.includes('Мы вернули вам 100 ₴'))).toBe(true);
  });
});
