import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  form,
  orderPaymentStatus,
  paymentRow,
  placeOrder,
  postCallback,
  prepare,
  resign,
} from './payments-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const decide = (fields: { data: string; signature: string }, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/server/payments/sandbox/checkout/decision',
    ...form({ ...fields, decision }),
  });

describe('prepare-payment resultUrl', () => {
  it('keeps the URL in its encoded form, so the payer is sent back to it, not to a 500', async () => {
    const orderId = await placeOrder(t);
    // Cyrillic and emoji are legal in a typed URL but not in a Location header.
    const resultUrl = `${t.config.webUrl}/кошик?thank-order=😀`;
    const res = await prepare(t, { orderId, language: 'ua', resultUrl });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, form: fields } = res.json() as {
      paymentId: string;
      form: { data: string; signature: string };
    };
    const encoded = new URL(resultUrl).href;
    expect((await paymentRow(t, paymentId))?.resultUrl).toBe(encoded);

    const decision = await decide(fields, 'approve');
    expect(decision.statusCode, decision.body).toBe(303);
    expect(decision.headers.location).toBe(encoded);
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
  });
});

describe('payment callback currency', () => {
  it('refuses a signed callback of the same number in another currency', async () => {
    const orderId = await placeOrder(t);
    const res = await prepare(t, { orderId, language: 'ua', resultUrl: `${t.config.webUrl}/cart` });
    const { paymentId, form: fields } = res.json() as { paymentId: string; form: { data: string } };
    const usd = await postCallback(t, resign(t, fields.data, { status: 'success', currency: 'USD' }));
    expect(usd.statusCode).toBe(400);
    expect(usd.json().message).toBe('invalid_data');
    expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'awaiting' });
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
  });
});
