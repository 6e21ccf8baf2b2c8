import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { photoOrders } from '../../db/schema';
import { startFakeMonobank, type ReceivedInvoice } from '../../integrations/payments/monobank-test-server';
import { usePhotoOrderKit, type PhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { paymentRow, postCallback } from './payments-test-kit';

/** LiqPay's and Monobank's callbacks settle a photo order's payment as they settle an order's. */
const liqpay = {
  publicKey: 'i12345678901',
  privateKey: 'liqpay-live-private-key-for-tests',
  checkoutUrl: 'https://www.liqpay.ua/api/3/checkout',
};
const TOKEN = 'test-merchant-token';
const bank = await startFakeMonobank(TOKEN);
afterAll(async () => bank.close());

const lp = usePhotoOrderKit({ config: { paymentProvider: 'liqpay', liqpay } });
const mono = usePhotoOrderKit({
  config: { paymentProvider: 'monobank', monobank: { token: TOKEN, publicKey: undefined, apiUrl: bank.url } },
});
beforeEach(() => {
  bank.mode = 'up';
});

async function placedAndPrepared(k: PhotoOrderKit) {
  const res = await k.place(k.orderBody({ paymentType: 'card' }));
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json() as { id: number; orderToken: string; total: number };
  const prepared = await k.t.app.inject({
    method: 'POST',
    url: '/api/server/photo-orders/prepare-payment',
    payload: {
      orderId: placed.id,
      orderToken: placed.orderToken,
      language: 'ua',
      resultUrl: `${k.t.config.webUrl}/cart`,
    },
  });
  expect(prepared.statusCode, prepared.body).toBe(200);
  return { placed, payment: prepared.json() as { paymentId: string; form: { data: string } | null } };
}

async function paymentStatusOf(k: PhotoOrderKit, id: number) {
  const [row] = await k.t.db.select().from(photoOrders).where(eq(photoOrders.id, id));
  return { paymentStatus: row?.paymentStatus, testPayment: row?.testPayment };
}

function liqpaySigned(params: Record<string, unknown>, privateKey = liqpay.privateKey) {
  const data = Buffer.from(JSON.stringify(params)).toString('base64');
  const signature = createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');
  return { data, signature };
}

describe('LiqPay callback for a photo order', () => {
  it('a signed success for exactly the amount makes it paid (no test flag); a wrong amount or key changes nothing', async () => {
    const { placed, payment } = await placedAndPrepared(lp);
    const params = JSON.parse(Buffer.from(payment.form!.data, 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(params).toMatchObject({ amount: placed.total, order_id: payment.paymentId });
    expect(params.description).toBe(`Оплата замовлення картини з фото Ф-${placed.id}`);

    const cheaper = liqpaySigned({ ...params, status: 'success', amount: placed.total - 0.01 });
    expect((await postCallback(lp.t, cheaper)).statusCode).toBe(400);
    const forged = liqpaySigned({ ...params, status: 'success' }, 'guessed-key');
    expect((await postCallback(lp.t, forged)).statusCode).toBe(400);
    expect(await paymentStatusOf(lp, placed.id)).toEqual({ paymentStatus: 'awaiting', testPayment: false });

    const success = liqpaySigned({ ...params, status: 'success', payment_id: 777, end_date: Date.now() });
    const res = await postCallback(lp.t, success);
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentStatusOf(lp, placed.id)).toEqual({ paymentStatus: 'paid', testPayment: false });
    expect(await paymentRow(lp.t, payment.paymentId)).toMatchObject({
      status: 'paid',
      providerReference: '777',
    });
    // The sandbox's routes are gone with a real provider.
    const sandbox = await lp.t.app.inject({ method: 'GET', url: '/api/server/payments/sandbox/checkout' });
    expect(sandbox.statusCode).toBe(404);
  });
});

describe('Monobank webhook for a photo order', () => {
  it('an invoice in kopiyky for the photo order; a signed success for its amount makes it paid, another amount not', async () => {
    const { placed, payment } = await placedAndPrepared(mono);
    const invoice = bank.invoices.at(-1) as ReceivedInvoice;
    expect(invoice.body).toMatchObject({
      amount: Math.round(placed.total * 100),
      ccy: 980,
      merchantPaymInfo: {
        reference: payment.paymentId,
        destination: `Оплата замовлення картини з фото Ф-${placed.id}`,
      },
    });
    const deliver = (fields: Parameters<typeof bank.webhook>[1]) =>
      mono.t.app.inject({
        method: 'POST',
        url: '/api/server/payments/callback',
        ...bank.webhook(invoice, fields),
      });

    const wrong = await deliver({ status: 'success', amount: invoice.body.amount - 1 });
    expect(wrong.statusCode).toBe(400);
    expect(await paymentStatusOf(mono, placed.id)).toMatchObject({ paymentStatus: 'awaiting' });

    const ok = await deliver({ status: 'success', modifiedDate: new Date().toISOString() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await paymentStatusOf(mono, placed.id)).toEqual({ paymentStatus: 'paid', testPayment: false });
  });
});
