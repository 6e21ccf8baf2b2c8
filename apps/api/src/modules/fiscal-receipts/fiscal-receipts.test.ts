import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalReceipts, mailOutbox } from '../../db/schema';
import {
  FiscalRegisterError,
  type FiscalReceiptRequest,
  type FiscalRegister,
} from '../../integrations/fiscal/fiscal-register';
import { createTestUser } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { orderRow, paidOrder, refund } from '../refunds/refunds-test-kit';
import { receiptsOfOrder, receiptPass, sandboxFiscal, settleReceipts } from './fiscal-receipts-test-kit';

/**
 * Issue #44: a fiscal receipt for every online payment and every refund, made at the register
 * (checkbox-sandbox, speaking Checkbox's protocol) after the money moved, never before it.
 */
let t: TestApp;
let staff: Record<string, string>;
const issued: FiscalReceiptRequest[] = [];
/** while true, the register is down */
let registerDown = false;

beforeAll(async () => {
  t = await buildTestApp({ config: { fiscal: sandboxFiscal } });
  staff = (await createTestUser(t.app, { role: 'manager' })).authHeader;
  const register = t.app.deps.fiscal as FiscalRegister;
  const issue = register.issue.bind(register);
  const state = register.receiptState.bind(register);
  register.issue = async (request) => {
    if (registerDown) throw new FiscalRegisterError('checkbox: not reachable');
    issued.push(request);
    return issue(request);
  };
  register.receiptState = async (id) => {
    if (registerDown) throw new FiscalRegisterError('checkbox: not reachable');
    return state(id);
  };
});
afterAll(async () => t?.close());

describe('fiscal receipts', () => {
  it('makes a sell receipt for a card payment, linked from the payment mail, opened by its link', async () => {
    const { orderId, paymentId } = await paidOrder(t, { price: 82_500, amount: 2 });
    const [queued] = await receiptsOfOrder(t, orderId);
    expect(queued).toMatchObject({ kind: 'sell', status: 'pending', paymentId, total: 165_000, test: true });
    expect(queued?.url).toMatch(/^http.*\/[0-9a-f-]{36}$/);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'payment-received'), eq(mailOutbox.dedupeKey, `payment-received:${orderId}`)),
      );
    expect(mail?.text).toContain(`Фіскальний чек: ${queued!.url}`);

    const [done] = await settleReceipts(t, orderId);
    expect(done).toMatchObject({ id: queued!.id, status: 'done' });
    expect(done?.fiscalCode).toBeTruthy();
    const request = issued.find((r) => r.id === queued!.id);
    expect(request).toMatchObject({ kind: 'sell', total: 165_000, paymentLabel: 'Картка' });
    expect(request?.goods).toEqual([expect.objectContaining({ price: 82_500, quantity: 2, discount: 0 })]);

    const page = await t.app.inject({ method: 'GET', url: new URL(done!.url!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ТЕСТОВИЙ ЧЕК');
    expect(page.body).toContain(done!.fiscalCode!);

    const view = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: staff });
    expect(view.json().fiscalReceipts).toEqual([
      expect.objectContaining({
        kind: 'sell',
        status: 'done',
        fiscalCode: done!.fiscalCode,
        url: done!.url,
        total: 1650,
        test: true,
      }),
    ]);
  });

  it('makes a return receipt for each refund, linked from the refund mail', async () => {
    const { orderId } = await paidOrder(t, { price: 50_000 });
    await settleReceipts(t, orderId);
    const res = await refund(t, staff, orderId, { amount: 120, reason: 'Пошкоджено' });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await settleReceipts(t, orderId);
    const returned = rows.find((r) => r.kind === 'return');
    expect(returned).toMatchObject({ status: 'done', total: 12_000, refundId: res.json().refund.id });
    const sell = rows.find((r) => r.kind === 'sell');
    const request = issued.find((r) => r.id === returned!.id);
    expect(request).toMatchObject({ kind: 'return', total: 12_000, relatedReceiptId: sell!.id });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `refund-given:${res.json().refund.id}`));
    expect(mail?.text).toContain(`Чек повернення: ${returned!.url}`);
  });

  it('takes the payment while the register is down, and makes the receipt once it is back, once', async () => {
    registerDown = true;
    try {
      const { orderId } = await paidOrder(t, { price: 30_000 });
      expect((await orderRow(t, orderId)).paymentStatus).toBe('paid');
      await t.db
        .update(fiscalReceipts)
        .set({ dueAt: new Date(0) })
        .where(eq(fiscalReceipts.orderId, orderId));
      expect(await receiptPass(t)).toBeGreaterThanOrEqual(1);
      const [waiting] = await receiptsOfOrder(t, orderId);
      expect(waiting).toMatchObject({ status: 'pending', lastError: 'checkbox: not reachable', attempts: 1 });
      expect(waiting!.dueAt.getTime()).toBeGreaterThan(Date.now());
      registerDown = false;
      const [done] = await settleReceipts(t, orderId);
      expect(done).toMatchObject({ id: waiting!.id, status: 'done' });
      expect(issued.filter((r) => r.id === waiting!.id)).toHaveLength(1);
    } finally {
      registerDown = false;
    }
  });

  it('lets staff send a refused receipt again as a new one; only a refused one; only staff', async () => {
    const { orderId } = await paidOrder(t, { price: 10_000 });
    const [receipt] = await settleReceipts(t, orderId);
    const retry = (id: string, headers = staff) =>
      t.app.inject({ method: 'POST', url: `/api/admin/fiscal-receipts/${id}/retry`, headers });
    expect((await retry(receipt!.id)).statusCode).toBe(409);
    await t.db
      .update(fiscalReceipts)
      .set({ status: 'failed', message: 'Помилка ДПС' })
      .where(eq(fiscalReceipts.id, receipt!.id));
    const customer = await createTestUser(t.app);
    expect((await retry(receipt!.id, {})).statusCode).toBe(401);
    expect((await retry(receipt!.id, customer.authHeader)).statusCode).toBe(403);
    expect((await retry('not-a-uuid')).statusCode).toBe(400);
    const again = await retry(receipt!.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'pending', kind: 'sell', total: 100 });
    expect(again.json().id).not.toBe(receipt!.id);
    const [done] = await settleReceipts(t, orderId);
    expect(done).toMatchObject({ id: again.json().id, status: 'done' });
    expect(await receiptsOfOrder(t, orderId)).toHaveLength(1);
  });
});
