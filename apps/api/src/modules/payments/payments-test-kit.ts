import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import type { SandboxProvider } from '../../integrations/payments/sandbox-provider';
import { decodeLiqpayData } from '../../integrations/payments/liqpay-protocol';
import { insertProduct } from '../../test/fixtures';
import type { TestApp } from '../../test/build-test-app';

/** Test-only helpers shared by the payment test files. */

export const contact = {
  lastName: 'Коваль',
  firstName: 'Олена',
  email: 'olena@example.com',
  phone: '0671234567',
};

export async function placeOrder(
  t: TestApp,
  options: {
    price?: number;
    amount?: number;
    paymentType?: string;
    delivery?: object;
    headers?: Record<string, string>;
  } = {},
): Promise<number> {
  const product = await insertProduct(t.db, { price: options.price ?? 125050, stock: 100 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/server/orders',
    headers: options.headers ?? {},
    payload: {
      contact,
      delivery: options.delivery ?? { deliveryType: 'takeaway' },
      paymentType: options.paymentType ?? 'card',
      lines: [{ productId: product.id, amount: options.amount ?? 1 }],
    },
  });
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
  const placed = res.json() as { id: number; orderToken: string };
  orderTokens.set(placed.id, placed.orderToken);
  return placed.id;
}

/** The access token of every order placed through placeOrder, as the storefront keeps it. */
export const orderTokens = new Map<number, string>();

/**
 * POST /orders/prepare-payment with the order's token, as the storefront sends it for a guest;
 * a body that names `orderToken` (even undefined) is sent as given.
 */
export function prepare(t: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const payload =
    'orderToken' in body || typeof body.orderId !== 'number'
      ? body
      : { ...body, orderToken: orderTokens.get(body.orderId) };
  return t.app.inject({ method: 'POST', url: '/api/server/orders/prepare-payment', payload, headers });
}

export const resultUrlOf = (t: TestApp) =>
  `${t.config.webUrl}/cart?thank-order=%7B%22t%22%3A%22takeaway%22%7D`;

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

export const sandboxOf = (t: TestApp) => t.app.deps.payments as SandboxProvider;

/** Signs `params` (changed from a prepared payment's data) as the sandbox provider would. */
export function resign(t: TestApp, data: string, change: Record<string, unknown>) {
  const params = { ...decodeLiqpayData(data), ...change };
  const next = Buffer.from(JSON.stringify(params)).toString('base64');
  return { data: next, signature: sandboxOf(t).sign(next) };
}

export function postCallback(t: TestApp, fields: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/server/payments/callback', ...form(fields) });
}

export async function orderPaymentStatus(t: TestApp, orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row?.paymentStatus;
}

export async function paymentRow(t: TestApp, paymentId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}
