import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffOrderPath, type OrderKind } from '@kartyna/domain';
import { orders, refunds } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { placeOrder, postCallback, prepare, resign, resultUrlOf } from '../payments/payments-test-kit';

/** Test-only helpers of the refund tests (not a *.test.ts, so vitest does not run it). */

/** A shop order paid through the sandbox: `price` kopiyky × `amount`. */
export async function paidOrder(
  t: TestApp,
  options: { price?: number; amount?: number; headers?: Record<string, string> } = {},
) {
  const orderId = await placeOrder(t, options);
  const res = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) }, options.headers ?? {});
  expect(res.statusCode, res.body).toBe(200);
  const { paymentId, form } = res.json() as { paymentId: string; form: { data: string } };
  const paid = await postCallback(
    t,
    resign(t, form.data, { status: 'success', payment_id: 4242, end_date: Date.now() }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return { orderId, paymentId, data: form.data };
}

/** POST /api/admin/orders/{12|photo-3}/refund as `headers`' bearer, with an Idempotency-Key when given. */
export function refund(
  t: TestApp,
  headers: Record<string, string>,
  id: number,
  body: unknown,
  options: { key?: string; kind?: OrderKind } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${staffOrderPath({ kind: options.kind ?? 'order', id })}/refund`,
    headers: { ...headers, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: body as object,
  });
}

export const refundRows = (t: TestApp, orderId: number) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

export async function orderRow(t: TestApp, orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}
