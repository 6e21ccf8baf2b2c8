import { and, desc, eq } from 'drizzle-orm';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { loadConfig } from '../../env';
import { isOwnHost } from '../../http/shop-origin';
import { decodeLiqpayData } from '../../integrations/payments/liqpay-protocol';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertProduct } from '../../test/fixtures';
import { validSignUp } from '../auth/auth-test-kit';
import { contact } from './payments-test-kit';

// Issue #48: `PORT=3201 API_PORT=4201 npm start` with no PUBLIC_URL mailed links to
// localhost:3000 and opened the sandbox's page on the API's own port. Now the links follow the
// storefront's port (STOREFRONT_PORT, which npm start passes) and, while a shopper's request is
// answered, the address that shopper used. Over real HTTP, as the storefront's proxy calls.

const base = { DATA_DIR: '/nonexistent', AUTH_SECRET: 'x'.repeat(40), API_PORT: '4201' };
const lan = '192.168.1.20:3201';
/** What the storefront on this machine sends on for a shopper at `host` (src/server/api-proxy.ts). */
const via = (host: string) => ({ 'x-forwarded-host': host, 'x-forwarded-proto': 'http' });

describe('STOREFRONT_PORT', () => {
  it('is the fallback of every public address, the API’s pages included', () => {
    const config = loadConfig({ ...base, STOREFRONT_PORT: '3201' });
    expect(config.webUrl).toBe('http://localhost:3201');
    expect(config.publicApiUrl).toBe('http://localhost:3201');
    expect(config.webUrlConfigured).toBe(false);
    expect(loadConfig({ ...base, STOREFRONT_PORT: '3201', PUBLIC_URL: 'https://kartyna.ua' }).webUrl).toBe(
      'https://kartyna.ua',
    );
  });

  it('must be a port', () => {
    for (const bad of ['0', '65536', 'web', '30.5']) {
      expect(() => loadConfig({ ...base, STOREFRONT_PORT: bad }), bad).toThrow(/STOREFRONT_PORT/);
    }
  });
});

describe('whose host a mail may name', () => {
  it('this machine by name or address, a private network; never a stranger’s', () => {
    for (const own of ['localhost:3201', '127.0.0.1:3201', '[::1]:3201', lan, '10.0.0.7', hostname()]) {
      expect(isOwnHost(own), own).toBe(true);
    }
    for (const other of ['evil.example', 'kartyna.ua:3201', '8.8.8.8:3201', 'localhost.evil.example', '']) {
      expect(isOwnHost(other), other).toBe(false);
    }
  });
});

/** The API as `npm start` configures it from `env`, listening on a loopback port. */
async function listening(env: Record<string, string>): Promise<{ t: TestApp; api: string }> {
  const { webUrl, publicApiUrl, publicApiUrlConfigured, webUrlConfigured } = loadConfig({ ...base, ...env });
  const t = await buildTestApp({
    config: { webUrl, publicApiUrl, publicApiUrlConfigured, webUrlConfigured },
  });
  const api = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, api };
}

async function call(api: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${api}/api/server${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function placeOrder(t: TestApp, api: string, email: string, headers: Record<string, string>) {
  const product = await insertProduct(t.db, { price: 45_000, stock: 10 });
  const res = await call(
    api,
    '/orders',
    {
      contact: { ...contact, email },
      delivery: { deliveryType: 'takeaway' },
      paymentType: 'card',
      lines: [{ productId: product.id, amount: 1 }],
    },
    headers,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; orderToken: string };
}

async function lastMail(t: TestApp, to: string, kind: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return `${mail.text}\n${mail.html}`;
}

describe('no PUBLIC_URL, the storefront on port 3201', () => {
  let t: TestApp;
  let api: string;
  beforeAll(async () => ({ t, api } = await listening({ STOREFRONT_PORT: '3201' })));
  afterAll(async () => t.close());

  it('a shopper at the network address gets mail links, the payment page and its mail there', async () => {
    const email = 'lan-shopper@example.com';
    const order = await placeOrder(t, api, email, via(lan));
    const accepted = await lastMail(t, email, 'order-accepted');
    expect(accepted).toContain(`http://${lan}/cart?thank-order=`);
    expect(accepted).not.toContain('localhost');

    const resultUrl = `http://${lan}/cart?thank-order=%7B%22t%22%3A%22takeaway%22%7D`;
    const prepared = await call(
      api,
      '/orders/prepare-payment',
      { orderId: order.id, orderToken: order.orderToken, language: 'ua', resultUrl },
      via(lan),
    );
    expect(prepared.status, JSON.stringify(prepared.json)).toBe(200);
    const { url, form } = prepared.json as { url: string; form: { data: string; signature: string } };
    // Through the storefront the shopper used, not the API's own port (4201, bound to 127.0.0.1).
    expect(url).toBe(`http://${lan}/api/server/payments/sandbox/checkout`);
    expect(decodeLiqpayData(form.data)).toMatchObject({ result_url: resultUrl });

    // The page as the storefront passes it on (the form post redirects to it, on the same
    // origin), and the payer's "pay".
    const opened = await fetch(`${api}${new URL(url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...via(lan) },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    const location = opened.headers.get('location') ?? '';
    expect(location.startsWith('/api/server/payments/sandbox/checkout?'), location).toBe(true);
    const page = await fetch(`${api}${location}`, { headers: via(lan) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('action="/api/server/payments/sandbox/checkout/decision"');
    const decided = await fetch(`${api}/api/server/payments/sandbox/checkout/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...via(lan) },
      body: new URLSearchParams({ ...form, decision: 'approve' }).toString(),
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toBe(resultUrl);
    // The callback the sandbox made to itself kept the payer's address for the mail it queued.
    const paid = await lastMail(t, email, 'payment-received');
    expect(paid).toContain(`http://${lan}/`);
    expect(paid).not.toContain('localhost');
  });

  it('the e-mail confirmation mail links to the address its request came to', async () => {
    const signUp = validSignUp();
    const account = await call(api, '/auth/register', signUp, via('127.0.0.1:3201'));
    expect(account.status, JSON.stringify(account.json)).toBe(200);
    const asked = await call(
      api,
      '/user/email-confirmation',
      {},
      {
        authorization: `Bearer ${String(account.json.accessToken)}`,
        ...via(lan),
      },
    );
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(await lastMail(t, signUp.mail, 'confirm-email')).toMatch(
      new RegExp(`http://${lan.replace(/\./g, '\\.')}/account/confirm-email\\?token=[\\w-]+`),
    );
  });

  it('a call straight to the API, or a stranger’s host, gets the storefront’s port on this machine', async () => {
    await placeOrder(t, api, 'direct@example.com', {});
    expect(await lastMail(t, 'direct@example.com', 'order-accepted')).toContain(
      'http://localhost:3201/cart?thank-order=',
    );
    await placeOrder(t, api, 'spoofed@example.com', via('evil.example'));
    const spoofed = await lastMail(t, 'spoofed@example.com', 'order-accepted');
    expect(spoofed).toContain('http://localhost:3201/cart?thank-order=');
    expect(spoofed).not.toContain('evil.example');
  });
});

describe('PUBLIC_URL given', () => {
  it('wins over the shopper’s address and the storefront’s port', async () => {
    const { t, api } = await listening({ STOREFRONT_PORT: '3201', PUBLIC_URL: 'https://kartyna.example' });
    try {
      const order = await placeOrder(t, api, 'public@example.com', via(lan));
      const accepted = await lastMail(t, 'public@example.com', 'order-accepted');
      expect(accepted).toContain('https://kartyna.example/cart?thank-order=');
      expect(accepted).not.toContain(lan);
      const resultUrl = 'https://kartyna.example/cart?thank-order=%7B%7D';
      const prepared = await call(
        api,
        '/orders/prepare-payment',
        { orderId: order.id, orderToken: order.orderToken, language: 'ua', resultUrl },
        via(lan),
      );
      expect(prepared.json.url).toBe('https://kartyna.example/api/server/payments/sandbox/checkout');
    } finally {
      await t.close();
    }
  });
});
