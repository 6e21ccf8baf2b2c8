import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, payments } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder } from '../payments/payments-test-kit';
import { orderRow, paidOrder, refund, refundRows } from './refunds-test-kit';

/** Issue #44: staff give money back through the provider (the sandbox here), in parts or whole. */
let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await createTestUser(t.app, { role: 'manager', firstName: 'Ірина', lastName: 'Бондар' }))
    .authHeader;
});
afterAll(async () => t?.close());

describe('POST /api/admin/orders/:id/refund', () => {
  it('refunds a paid order in two parts, then refuses a third; the payment is refunded once all is back', async () => {
    const { orderId, paymentId } = await paidOrder(t, { price: 82_500, amount: 2 });

    const first = await refund(t, staff, orderId, { amount: 300, reason: 'Пошкоджена рамка' });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(body.refund).toMatchObject({
      amount: 300,
      reason: 'Пошкоджена рамка',
      status: 'done',
      staffName: 'Ірина Бондар',
      attempts: 1,
    });
    expect(body.refundable).toBe(1350);
    expect(body.refunds).toHaveLength(1);
    expect((await orderRow(t, orderId)).paymentStatus).toBe('paid');

    const over = await refund(t, staff, orderId, { amount: 1350.01, reason: 'Решта' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: 'refund_exceeds_rest', statusCode: 422 });

    const second = await refund(t, staff, orderId, { amount: 1350, reason: 'Повернення товару' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ refundable: 0, refund: { status: 'done', amount: 1350 } });
    expect((await orderRow(t, orderId)).paymentStatus).toBe('refunded');
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('refunded');

    const third = await refund(t, staff, orderId, { amount: 1, reason: 'Ще' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: 'nothing_to_refund', statusCode: 409 });
    expect(await refundRows(t, orderId)).toHaveLength(2);

    // The shopper hears of each refund once, in the order's language; staff see each in the audit.
    const ids = (second.json().refunds as { id: string }[]).map((r) => `refund-given:${r.id}`);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'refund-given'));
    const ours = mails.filter((m) => ids.includes(m.dedupeKey ?? ''));
    expect(ours).toHaveLength(2);
    expect(ours[0]!.subject).toBe(`Повернення коштів за замовлення №${orderId} — Kartyna`);
    expect(ours[0]!.text).toContain('Ми повернули вам 300 ₴');
    expect(ours[0]!.text).toContain('Причина: Пошкоджена рамка');
    expect(ours[0]!.text).not.toContain('повністю');
    expect(ours[1]!.text).toContain('Замовлення повернуто повністю.');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, String(orderId))));
    expect(audits.map((a) => (a.after as { amount: number }).amount)).toEqual([30_000, 135_000]);

    // The staff view carries every refund; the cabinet's view too, without the staff's details.
    const view = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: staff });
    expect(view.json()).toMatchObject({ paymentStatus: 'refunded', refundable: 0 });
    expect(view.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([300, 1350]);
  });

  it('answers a retried request with the first refund, never a second', async () => {
    const { orderId } = await paidOrder(t, { price: 50_000 });
    const body = { amount: 120.5, reason: 'Затримка доставки' };
    const first = await refund(t, staff, orderId, body, { key: 'refund-retry-1' });
    const again = await refund(t, staff, orderId, body, { key: 'refund-retry-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().refund.id).toBe(first.json().refund.id);
    expect(await refundRows(t, orderId)).toHaveLength(1);
    // The same key with another body is a mistake, not a new refund.
    const other = await refund(t, staff, orderId, { ...body, amount: 1 }, { key: 'refund-retry-1' });
    expect(other.statusCode).toBe(422);
    expect(await refundRows(t, orderId)).toHaveLength(1);
  });

  it('lets only one of two refunds at once take the same rest', async () => {
    const { orderId } = await paidOrder(t, { price: 100_000 });
    const both = await Promise.all([
      refund(t, staff, orderId, { amount: 600, reason: 'А' }),
      refund(t, staff, orderId, { amount: 600, reason: 'Б' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await refundRows(t, orderId)).toHaveLength(1);
  });

  it('refuses strangers, customers, bad amounts, unpaid and unknown orders', async () => {
    const { orderId } = await paidOrder(t, { price: 10_000 });
    const customer = await createTestUser(t.app);
    const ok = { amount: 10, reason: 'Причина' };
    expect((await refund(t, {}, orderId, ok)).statusCode).toBe(401);
    expect((await refund(t, customer.authHeader, orderId, ok)).statusCode).toBe(403);
    for (const amount of [0, -5, 'десять', 1.001, null, 1e12, Number.NaN]) {
      const res = await refund(t, staff, orderId, { amount, reason: 'Причина' });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'amount', message: 'invalid_amount' });
    }
    for (const reason of ['', '   ', undefined, 'я'.repeat(501)]) {
      expect((await refund(t, staff, orderId, { amount: 1, reason })).statusCode, String(reason)).toBe(400);
    }
    expect((await refund(t, staff, orderId, { ...ok, extra: 1 })).statusCode).toBe(400);
    const malformed = await refund(
      t,
      { ...staff, 'content-type': 'application/json' },
      orderId,
      '{"amount": 1,',
    );
    expect(malformed.statusCode).toBe(400);
    expect((await refund(t, staff, 999_999, ok)).statusCode).toBe(404);
    expect((await refund(t, staff, 0, ok)).statusCode).toBe(400);
    const unpaid = await placeOrder(t);
    const res = await refund(t, staff, unpaid, ok);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('nothing_to_refund');
    expect(await refundRows(t, orderId)).toHaveLength(0);
  });
});
