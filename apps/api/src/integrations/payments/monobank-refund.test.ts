import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMonobankProvider, monobankCancelStatusToOurs } from './monobank-provider';
import { PaymentProviderError, type PaymentRequest, type RefundRequest } from './payment-provider';
import { startFakeMonobank, type FakeMonobank } from './monobank-test-server';

/*
 * Refunds through Monobank's POST /api/merchant/invoice/cancel, checked against its published
 * acquiring OpenAPI document (https://api.monobank.ua/docs/acquiring.html, v2406):
 * InvoiceCancelRequest { invoiceId, extRef, amount (int64 kopiyky) }, InvoiceCancelResponse
 * { status: processing | success | failure, createdDate, modifiedDate }, 400 WRONG_CANCEL_AMOUNT,
 * 403 FORBIDDEN, 404 NOT_FOUND, 500 CANCEL_NOT_AVAILABLE, and invoice/status's cancelList.
 */

let bank: FakeMonobank;
beforeAll(async () => {
  bank = await startFakeMonobank();
});
afterAll(async () => bank?.close());
beforeEach(() => {
  bank.mode = 'up';
  bank.token = 'test-merchant-token';
  bank.cancelOutcome = 'success';
});

const payment: PaymentRequest = {
  paymentId: '6f1d2c3b-0000-4000-8000-000000000044',
  orderId: 44,
  amount: 250100,
  description: 'Оплата замовлення №44',
  language: 'ua',
  resultUrl: 'http://shop.kartyna.test/cart?thank-order=1',
  callbackUrl: 'http://api.kartyna.test/api/server/payments/callback',
};

const provider = (timeoutMs?: number) =>
  createMonobankProvider({
    token: 'test-merchant-token',
    apiUrl: bank.url,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

/** An invoice the payer has paid in full, as the bank holds it. */
async function paidInvoice() {
  await provider().prepare(payment);
  const invoice = bank.invoices.at(-1);
  if (!invoice) throw new Error('no invoice reached the bank');
  bank.pay(invoice);
  return invoice;
}

const refundOf = (invoiceId: string | null, refundId: string, amount: number): RefundRequest => ({
  paymentId: payment.paymentId,
  providerReference: invoiceId,
  refundId,
  amount,
  reason: 'пошкоджена посилка',
});

const left = (invoiceId: string) => bank.states.get(invoiceId)?.finalAmount;

describe('monobank refund', () => {
  it('posts the cancel with the token as JSON: exactly invoiceId, extRef = refundId, amount in kopiyky', async () => {
    const { invoiceId } = await paidInvoice();
    const before = bank.cancels.length;
    const result = await provider().refund(refundOf(invoiceId, 'refund-0001', 100050));
    expect(result).toEqual({ status: 'done', providerReference: invoiceId, message: null });
    expect(bank.cancels.length - before).toBe(1);
    const sent = bank.cancels.at(-1);
    expect(sent?.token).toBe('test-merchant-token');
    expect(sent?.contentType).toBe('application/json');
    expect(sent?.body).toEqual({ invoiceId, extRef: 'refund-0001', amount: 100050 });
    expect(typeof sent?.body.amount).toBe('number');
    expect(Number.isInteger(sent?.body.amount)).toBe(true);
    expect(left(invoiceId)).toBe(250100 - 100050);
  });

  it("maps the cancel's statuses: success done, processing pending, failure failed", async () => {
    expect(monobankCancelStatusToOurs('success')).toBe('done');
    expect(monobankCancelStatusToOurs('processing')).toBe('pending');
    expect(monobankCancelStatusToOurs('failure')).toBe('failed');
    const { invoiceId } = await paidInvoice();
    bank.cancelOutcome = 'processing';
    expect(await provider().refund(refundOf(invoiceId, 'refund-p', 100))).toEqual({
      status: 'pending',
      providerReference: invoiceId,
      message: null,
    });
    bank.cancelOutcome = 'failure';
    expect(await provider().refund(refundOf(invoiceId, 'refund-f', 100))).toMatchObject({
      status: 'failed',
      providerReference: invoiceId,
    });
  });

  it("answers the bank's refusals as failed with its words: more than is left, no such invoice, not paid", async () => {
    const { invoiceId } = await paidInvoice();
    expect(await provider().refund(refundOf(invoiceId, 'too-much', 250101))).toEqual({
      status: 'failed',
      providerReference: invoiceId,
      message: 'wrong cancel amount',
    });
    expect(left(invoiceId)).toBe(250100);
    expect(await provider().refund(refundOf('p2_nosuch', 'r-404', 100))).toEqual({
      status: 'failed',
      providerReference: 'p2_nosuch',
      message: 'invoice not found',
    });
    await provider().prepare(payment);
    const unpaid = bank.invoices.at(-1)?.invoiceId ?? '';
    expect(await provider().refund(refundOf(unpaid, 'r-unpaid', 100))).toMatchObject({
      status: 'failed',
      message: 'payment cannot be cancelled',
    });
    const before = bank.cancels.length;
    expect(await provider().refund(refundOf(null, 'r-none', 100))).toMatchObject({
      status: 'failed',
      providerReference: null,
    });
    expect(bank.cancels.length).toBe(before);
  });

  it('throws PaymentProviderError for a refused token, a failing bank, no bank and a silent bank', async () => {
    const { invoiceId } = await paidInvoice();
    bank.token = 'another-token';
    await expect(provider().refund(refundOf(invoiceId, 'r-1', 100))).rejects.toThrow(/HTTP 403 FORBIDDEN/);
    bank.token = 'test-merchant-token';
    bank.mode = 'down';
    await expect(provider().refund(refundOf(invoiceId, 'r-1', 100))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    const nowhere = createMonobankProvider({ token: 't', apiUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.refund(refundOf(invoiceId, 'r-1', 100))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    bank.mode = 'silent';
    const started = Date.now();
    await expect(provider(300).refund(refundOf(invoiceId, 'r-1', 100))).rejects.toThrow(/not reachable/);
    expect(Date.now() - started).toBeLessThan(5000);
    bank.mode = 'up';
    expect(left(invoiceId)).toBe(250100);
  });

  it('refunds once for one refundId: a retry is answered from the invoice, a new id refunds the rest', async () => {
    const { invoiceId } = await paidInvoice();
    const before = bank.cancels.length;
    const first = await provider().refund(refundOf(invoiceId, 'refund-a', 150000));
    const again = await provider().refund(refundOf(invoiceId, 'refund-a', 150000));
    expect(again).toEqual(first);
    expect(bank.cancels.length - before).toBe(1);
    expect(left(invoiceId)).toBe(100100);
    expect(await provider().refund(refundOf(invoiceId, 'refund-b', 100100))).toMatchObject({
      status: 'done',
    });
    expect(left(invoiceId)).toBe(0);
    expect(bank.states.get(invoiceId)?.status).toBe('reversed');
    expect(await provider().refund(refundOf(invoiceId, 'refund-c', 1))).toMatchObject({
      status: 'failed',
      message: 'wrong cancel amount',
    });
  });

  it('a cancel that reached the bank but whose answer was lost is not sent again', async () => {
    const { invoiceId } = await paidInvoice();
    // The first attempt, as it reached the bank; the shop never heard the answer.
    const lost = await fetch(`${bank.url}/api/merchant/invoice/cancel`, {
      method: 'POST',
      headers: { 'X-Token': bank.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ invoiceId, extRef: 'refund-lost', amount: 5000 }),
    });
    expect(lost.status).toBe(200);
    const before = bank.cancels.length;
    expect(await provider().refund(refundOf(invoiceId, 'refund-lost', 5000))).toEqual({
      status: 'done',
      providerReference: invoiceId,
      message: null,
    });
    expect(bank.cancels.length).toBe(before);
    expect(left(invoiceId)).toBe(250100 - 5000);
  });
});
