import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { OrderStatus } from '@kartyna/domain';
import { bonusTransactions, mailOutbox, orderStatusHistory, orders, users } from '../../db/schema';
import { createTestUser, insertProduct, type ProductFixture } from '../../test/fixtures';
import type { TestApp } from '../../test/build-test-app';
import { contact, orderBody, postOrder } from './orders-test-kit';

/** Test-only helpers shared by the lifecycle test files (not a *.test.ts, so vitest does not run it). */

export type Headers = Record<string, string>;

export async function staffHeaders(t: TestApp, role: 'manager' | 'admin' = 'manager') {
  const staff = await createTestUser(t.app, { role });
  return { ...staff, headers: staff.authHeader as Headers };
}

export const waybillNumber = () => `20${Array.from({ length: 12 }, () => randomInt(10)).join('')}`;

export function setStatus(t: TestApp, orderId: number, body: object, headers: Headers) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    payload: body,
    headers,
  });
}

/** Places an order with its own contact mail, so its mails can be told apart; answers its id. */
export async function placeTestOrder(
  t: TestApp,
  options: {
    product?: ProductFixture;
    productId?: number;
    amount?: number;
    headers?: Headers;
    body?: Record<string, unknown>;
  } = {},
): Promise<{ id: number; email: string; productId: number }> {
  const productId = options.productId ?? (await insertProduct(t.db, options.product ?? {})).id;
  const email = `buyer-${randomInt(1e9)}@example.com`;
  const res = await postOrder(
    t,
    orderBody([{ productId, amount: options.amount ?? 1 }], {
      contact: { ...contact, email },
      ...options.body,
    }),
    options.headers ?? {},
  );
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
  return { id: res.json().id as number, email, productId };
}

/** Moves an order through the given statuses as staff, each answered 200. */
export async function walk(t: TestApp, orderId: number, statuses: OrderStatus[], headers: Headers) {
  for (const status of statuses) {
    const body = status === 'lading-bill-created' ? { status, waybillNumber: waybillNumber() } : { status };
    const res = await setStatus(t, orderId, body, headers);
    if (res.statusCode !== 200) throw new Error(`${status}: ${res.statusCode} ${res.body}`);
  }
}

export const pathToReceived: OrderStatus[] = [
  'processed',
  'lading-bill-created',
  'sent',
  'delivered',
  'received',
];

export async function orderRow(t: TestApp, orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

export async function historyRows(t: TestApp, orderId: number) {
  return t.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

export async function statusMails(t: TestApp, email: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'order-status'), eq(mailOutbox.recipient, email)))
    .orderBy(asc(mailOutbox.id));
}

export async function ledgerOf(t: TestApp, userId: number) {
  return t.db
    .select({
      orderId: bonusTransactions.orderId,
      kind: bonusTransactions.kind,
      amount: bonusTransactions.amount,
    })
    .from(bonusTransactions)
    .where(eq(bonusTransactions.userId, userId))
    .orderBy(asc(bonusTransactions.id));
}

export async function balanceOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.db.select({ b: users.bonusBalance }).from(users).where(eq(users.id, userId));
  return row?.b ?? Number.NaN;
}
