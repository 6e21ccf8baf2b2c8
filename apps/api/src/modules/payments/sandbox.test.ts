import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUah } from '@kartyna/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  form,
  orderPaymentStatus,
  paymentRow,
  placeOrder,
  prepare,
  resign,
  resultUrlOf,
  sandboxOf,
} from './payments-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const CHECKOUT = '/api/server/payments/sandbox/checkout';

async function preparedPayment(language: 'ua' | 'ru' = 'ua') {
  const orderId = await placeOrder(t, { price: 125050 });
  const res = await prepare(t, { orderId, language, resultUrl: resultUrlOf(t) });
  expect(res.statusCode).toBe(200);
  const { paymentId, form: fields } = res.json() as {
    paymentId: string;
    form: { data: string; signature: string };
  };
  return { orderId, paymentId, fields };
}

const decide = (fields: { data: string; signature: string }, decision: string) =>
  t.app.inject({ method: 'POST', url: `${CHECKOUT}/decision`, ...form({ ...fields, decision }) });

describe('sandbox checkout page', () => {
  it('shows the shop, the order and the amount, with pay and decline buttons', async () => {
    const { orderId, fields } = await preparedPayment();
    const page = await t.app.inject({ method: 'GET', url: CHECKOUT, query: fields });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Kartyna');
    expect(page.body).toContain(`Оплата замовлення №${orderId}`);
    expect(page.body).toContain(formatUah(125050, 'ua'));
    expect(page.body).toContain('Оплатити');
    expect(page.body).toContain('Відхилити');
    expect(page.body).not.toMatch(/<script/i);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${t.config.webUrl}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
  });

  it('answers the storefront’s form post with 303 to the page as a GET, so Back never resends a form', async () => {
    // The storefront opens the page by posting the prepared form, as with LiqPay.
    const { fields } = await preparedPayment();
    const posted = await t.app.inject({ method: 'POST', url: CHECKOUT, ...form(fields) });
    expect(posted.statusCode).toBe(303);
    const location = String(posted.headers.location);
    // Relative: the page stays on whichever origin the payer opened it at.
    expect(location.startsWith(`${CHECKOUT}?`)).toBe(true);
    expect(Object.fromEntries(new URL(location, 'http://x').searchParams)).toEqual(fields);
    const page = await t.app.inject({ method: 'GET', url: location });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(formatUah(125050, 'ua'));
  });

  it('sends Back after paying or declining on to the shop’s page of the order, not to pay again', async () => {
    for (const decision of ['approve', 'decline']) {
      const { fields } = await preparedPayment();
      const posted = await t.app.inject({ method: 'POST', url: CHECKOUT, ...form(fields) });
      const pageUrl = String(posted.headers.location);
      expect((await decide(fields, decision)).headers.location).toBe(resultUrlOf(t));
      // The browser's Back reloads the page (no-store) with a GET.
      const back = await t.app.inject({ method: 'GET', url: pageUrl });
      expect(back.statusCode, decision).toBe(303);
      expect(back.headers.location).toBe(resultUrlOf(t));
    }
  });

  it('speaks Russian when the payment was prepared in ru', async () => {
    const { orderId, fields } = await preparedPayment('ru');
    const page = await t.app.inject({ method: 'GET', url: CHECKOUT, query: fields });
    expect(page.body).toContain('lang="ru"');
    expect(page.body).toContain(`Оплата заказа №${orderId}`);
    expect(page.body).toContain('Оплатить');
  });

  it('answers a tampered or missing link with a 400 HTML page', async () => {
    const { fields } = await preparedPayment();
    const forged = Buffer.from(JSON.stringify({ amount: 1, currency: 'UAH' })).toString('base64');
    const queries: Record<string, string>[] = [
      { ...fields, data: forged },
      { ...fields, signature: 'x' },
      { data: fields.data },
      {},
    ];
    for (const query of queries) {
      const page = await t.app.inject({ method: 'GET', url: CHECKOUT, query });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Не вдалося відкрити оплату');
      expect(String(page.headers['content-security-policy'])).toContain("form-action 'none'");
    }
    const posted = await t.app.inject({
      method: 'POST',
      url: CHECKOUT,
      ...form({ data: 'x'.repeat(5000), signature: 'y' }),
    });
    expect(posted.statusCode).toBe(400);
  });
});

describe('sandbox decision', () => {
  it('approve: posts the callback, redirects 303 to result_url, the order becomes paid', async () => {
    const { orderId, paymentId, fields } = await preparedPayment();
    const res = await decide(fields, 'approve');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(resultUrlOf(t));
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'paid',
      providerReference: expect.stringMatching(/^\d+$/),
    });
    const state = await t.app.inject({ method: 'GET', url: `/api/server/payments/${paymentId}` });
    expect(state.json()).toMatchObject({ status: 'paid', orderId, resultType: 'takeaway' });

    // A double click and a late decline leave it paid; paying again is refused.
    expect((await decide(fields, 'approve')).statusCode).toBe(303);
    expect((await decide(fields, 'decline')).statusCode).toBe(303);
    expect(await orderPaymentStatus(t, orderId)).toBe('paid');
    const again = await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) });
    expect(again.statusCode).toBe(409);
  });

  it('decline: the order payment becomes failed and can be prepared again', async () => {
    const { orderId, paymentId, fields } = await preparedPayment();
    const res = await decide(fields, 'decline');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(resultUrlOf(t));
    expect(await orderPaymentStatus(t, orderId)).toBe('failed');
    expect((await paymentRow(t, paymentId))?.status).toBe('failed');
    expect((await prepare(t, { orderId, language: 'ua', resultUrl: resultUrlOf(t) })).statusCode).toBe(200);
  });

  it('refuses a tampered form or an unknown decision with a 400 page and changes nothing', async () => {
    const { orderId, fields } = await preparedPayment();
    const tampered = { ...resign(t, fields.data, { amount: 1 }), signature: fields.signature };
    for (const [f, decision] of [
      [tampered, 'approve'],
      [{ ...fields, signature: 'nope' }, 'approve'],
      [fields, 'maybe'],
      [fields, ''],
    ] as const) {
      const res = await decide(f, decision);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
  });

  it('posts the signed callback to another server_url as a provider would', async () => {
    const received: { body: string; type: string | undefined }[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ body, type: req.headers['content-type'] });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { orderId, fields } = await preparedPayment();
      const elsewhere = resign(t, fields.data, { server_url: `http://127.0.0.1:${port}/liqpay-callback` });
      const res = await decide(elsewhere, 'approve');
      expect(res.statusCode).toBe(303);
      expect(received).toHaveLength(1);
      expect(received[0]?.type).toBe('application/x-www-form-urlencoded');
      const posted = new URLSearchParams(received[0]?.body);
      const params = sandboxOf(t).decode(posted.get('data') ?? '', posted.get('signature') ?? '');
      expect(params).toMatchObject({
        status: 'success',
        end_date: expect.any(Number),
        payment_id: expect.any(Number),
      });
      // Our own callback URL was not involved, so this order is still awaiting.
      expect(await orderPaymentStatus(t, orderId)).toBe('awaiting');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
