import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './create-payment-provider';
import { liqpayStatusToOurs } from './liqpay-protocol';
import { createLiqpayProvider } from './liqpay-provider';
import type { PaymentRequest } from './payment-provider';
import type { AppConfig } from '../../env';

const PRIVATE_KEY = 'liqpay-test-private-key';
const CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';

const request: PaymentRequest = {
  paymentId: '0b6f7d1e-1111-4000-8000-000000000002',
  orderId: 42,
  amount: 125050,
  description: 'Оплата заказа №42',
  language: 'ru',
  resultUrl: 'http://shop.kartyna.test/cart',
  callbackUrl: 'http://api.kartyna.test/api/server/payments/callback',
};

/** Written out here, not imported: the test checks the protocol, not our code against itself. */
const sha1Signature = (data: string) =>
  createHash('sha1')
    .update(PRIVATE_KEY + data + PRIVATE_KEY)
    .digest('base64');
const decode = (data: string) => JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as unknown;

function callback(params: Record<string, unknown>) {
  const data = Buffer.from(JSON.stringify(params)).toString('base64');
  const body = new URLSearchParams({ data, signature: sha1Signature(data) }).toString();
  return { rawBody: Buffer.from(body), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

const live = createLiqpayProvider({
  publicKey: 'i00000000042',
  privateKey: PRIVATE_KEY,
  checkoutUrl: CHECKOUT_URL,
  sandbox: false,
});

describe('liqpay prepare', () => {
  it('answers the checkout URL and a form whose data carries the pay params, signed with the private key', async () => {
    const prepared = await live.prepare(request);
    expect(prepared.url).toBe(CHECKOUT_URL);
    expect(prepared.providerReference).toBeNull();
    const form = prepared.form ?? {};
    expect(Object.keys(form).sort()).toEqual(['data', 'signature']);
    expect(form.signature).toBe(sha1Signature(form.data ?? ''));
    expect(decode(form.data ?? '')).toEqual({
      version: 3,
      public_key: 'i00000000042',
      action: 'pay',
      amount: 1250.5,
      currency: 'UAH',
      description: 'Оплата заказа №42',
      order_id: request.paymentId,
      language: 'ru',
      result_url: request.resultUrl,
      server_url: request.callbackUrl,
    });
    const ua = await live.prepare({ ...request, language: 'ua', amount: 100 });
    expect(decode(ua.form?.data ?? '')).toMatchObject({ language: 'uk', amount: 1 });
  });
});

describe('liqpay callback', () => {
  const base = { order_id: request.paymentId, amount: 1250.5, currency: 'UAH', payment_id: 987654 };

  it('reads a signed callback: kopiyky, LiqPay payment id, end_date as occurredAt', async () => {
    expect(
      await live.verifyCallback(callback({ ...base, status: 'success', end_date: 1736503500123 })),
    ).toEqual({
      paymentId: request.paymentId,
      status: 'paid',
      amount: 125050,
      currency: 'UAH',
      providerReference: '987654',
      occurredAt: new Date(1736503500123),
    });
  });

  it('refuses a forged signature, altered data and other bodies', async () => {
    const good = callback({ ...base, status: 'success' });
    const fields = new URLSearchParams(good.rawBody.toString());
    const data = fields.get('data') ?? '';
    const otherData = Buffer.from(JSON.stringify({ ...base, status: 'success', amount: 1 })).toString(
      'base64',
    );
    const bodies = [
      new URLSearchParams({ data: otherData, signature: fields.get('signature') ?? '' }).toString(),
      new URLSearchParams({
        data,
        signature: createHash('sha1').update(`x${data}x`).digest('base64'),
      }).toString(),
      new URLSearchParams({ data }).toString(),
      JSON.stringify({ data, signature: fields.get('signature') }),
      '',
    ];
    for (const body of bodies) {
      expect(await live.verifyCallback({ rawBody: Buffer.from(body), headers: {} }), body).toBeNull();
    }
    expect(await live.verifyCallback(good)).not.toBeNull();
  });

  it('maps LiqPay\'s statuses; its "sandbox" counts as paid only in test mode', () => {
    const cases: [string, string][] = [
      ['success', 'paid'],
      ['failure', 'failed'],
      ['error', 'failed'],
      ['reversed', 'refunded'],
      ['processing', 'awaiting'],
      ['wait_secure', 'awaiting'],
      ['3ds_verify', 'awaiting'],
      ['otp_verify', 'awaiting'],
      ['wait_accept', 'awaiting'],
      ['hold_wait', 'awaiting'],
      ['sandbox', 'awaiting'],
    ];
    for (const [status, ours] of cases)
      expect(liqpayStatusToOurs(status, { sandbox: false }), status).toBe(ours);
    expect(liqpayStatusToOurs('sandbox', { sandbox: true })).toBe('paid');
  });

  it('test keys (sandbox_...) put the configured provider in test mode, live keys never', async () => {
    const config = (publicKey: string) =>
      ({
        paymentProvider: 'liqpay',
        liqpay: { publicKey, privateKey: PRIVATE_KEY, checkoutUrl: CHECKOUT_URL },
      }) as AppConfig;
    const sandboxStatus = callback({ ...base, status: 'sandbox' });
    const testMode = createPaymentProvider(config('sandbox_i00000000042'));
    const liveMode = createPaymentProvider(config('i00000000042'));
    if (!testMode || !liveMode) throw new Error('liqpay is configured');
    expect(testMode.name).toBe('liqpay');
    expect(testMode.test).toBe(true);
    expect(liveMode.test).toBe(false);
    expect((await testMode.verifyCallback(sandboxStatus))?.status).toBe('paid');
    expect((await liveMode.verifyCallback(sandboxStatus))?.status).toBe('awaiting');
  });
});
