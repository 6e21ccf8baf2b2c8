import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema';
import {
  PaymentProviderError,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
} from '../../integrations/payments/payment-provider';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { orderRow, paidOrder, refund, refundRows } from './refunds-test-kit';
import { askDueRefunds } from './refunds-service';

/**
 * A provider that is down when staff refund (issue #44): the refund waits, is asked again with
 * the same id once due, and gives the money back once; a provider that cannot tell a retry
 * from a new refund (LiqPay) is not asked again after an answer that never came.
 */
let t: TestApp;
let staff: Record<string, string>;
const asked: RefundRequest[] = [];
/** what the provider does on each ask, in turn; after the list, the sandbox's own answer */
let script: (() => Promise<RefundResult>)[] = [];
let provider: PaymentProvider & { refundRetrySafe: boolean };

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await createTestUser(t.app, { role: 'admin' })).authHeader;
  provider = t.app.deps.payments as PaymentProvider & { refundRetrySafe: boolean };
  const sandboxRefund = provider.refund.bind(provider);
  provider.refund = async (request) => {
    asked.push(request);
    const next = script.shift();
    return next ? next() : sandboxRefund(request);
  };
});
afterAll(async () => t?.close());

const down = (cause?: Error) => async (): Promise<RefundResult> => {
  throw new PaymentProviderError('sandbox refund: HTTP 503', cause ? { cause } : undefined);
};
/** A day passes: every pending refund whose delay ends within it is due now. */
const timePasses = () =>
  t.db
    .update(refunds)
    .set({ dueAt: new Date(0) })
    .where(and(eq(refunds.status, 'pending'), lt(refunds.dueAt, new Date(Date.now() + 86_400_000))));
const pass = () =>
  askDueRefunds(
    { db: t.db, payments: t.app.deps.payments, fiscal: null, orderWrites: t.app.deps.orderWrites },
    t.app.log,
    () => undefined,
  );

describe('a refund while the provider is away', () => {
  it('waits, is retried with the same id, and gives the money back once', async () => {
    provider.refundRetrySafe = true;
    const { orderId } = await paidOrder(t, { price: 40_000 });
    script = [down(), down()];
    asked.length = 0;
    const res = await refund(t, staff, orderId, { amount: 400, reason: 'Скасовано після оплати' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refund).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'sandbox refund: HTTP 503',
    });
    // Staff may not give the same money again while it is on its way.
    expect((await refund(t, staff, orderId, { amount: 1, reason: 'Ще' })).statusCode).toBe(409);

    // Not due yet: a pass leaves it alone.
    expect(await pass()).toBe(0);
    await timePasses();
    expect(await pass()).toBe(1);
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    await timePasses();
    expect(await pass()).toBe(1);
    const [done] = await refundRows(t, orderId);
    expect(done).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(new Set(asked.map((a) => a.refundId))).toEqual(new Set([done!.id]));
    expect(asked).toHaveLength(3);
    expect((await orderRow(t, orderId)).paymentStatus).toBe('refunded');
    // Done is done: nothing is asked again.
    await timePasses();
    expect(await pass()).toBe(0);
    expect(asked).toHaveLength(3);
  });

  it('does not ask LiqPay again after an answer that never came, but does when the request never left', async () => {
    provider.refundRetrySafe = false;
    try {
      const lost = await paidOrder(t, { price: 30_000 });
      script = [down(Object.assign(new Error('timeout'), { name: 'TimeoutError' }))];
      asked.length = 0;
      const res = await refund(t, staff, lost.orderId, { amount: 300, reason: 'Брак' });
      expect(res.json().refund).toMatchObject({ status: 'pending' });
      expect(res.json().refund.lastError).toMatch(/outcome is unknown/);
      // Staff must check LiqPay's cabinet: asking again could give the money back twice.
      await timePasses();
      expect(await pass()).toBe(0);
      expect(asked).toHaveLength(1);

      const refused = await paidOrder(t, { price: 30_000 });
      const econnrefused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      script = [down(new TypeError('fetch failed', { cause: econnrefused }))];
      const again = await refund(t, staff, refused.orderId, { amount: 300, reason: 'Брак' });
      expect(again.json().refund).toMatchObject({ status: 'pending', lastError: 'sandbox refund: HTTP 503' });
      await timePasses();
      expect(await pass()).toBe(1);
      expect((await refundRows(t, refused.orderId))[0]?.status).toBe('done');
    } finally {
      provider.refundRetrySafe = true;
    }
  });

  it('records a refusal as failed, and the refused amount stays refundable', async () => {
    const { orderId } = await paidOrder(t, { price: 20_000 });
    script = [
      async () => ({
        status: 'failed',
        providerReference: null,
        message: 'Недостатньо коштів на рахунку мерчанта',
      }),
    ];
    const res = await refund(t, staff, orderId, { amount: 200, reason: 'Повернення' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      refundable: 200,
      refund: { status: 'failed', providerMessage: 'Недостатньо коштів на рахунку мерчанта' },
    });
    expect((await orderRow(t, orderId)).paymentStatus).toBe('paid');
    const retried = await refund(t, staff, orderId, { amount: 200, reason: 'Повернення, вдруге' });
    expect(retried.json().refund.status).toBe('done');
  });
});
