import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxTestApp, type SandboxTestApp } from './fiscal-sandbox-test-app';

/*
 * The sandbox register's HTTP side, as a Checkbox client meets it: who may call, what a refusal
 * looks like, the Z-report, the buyer's page.
 */

let t: SandboxTestApp;
beforeAll(async () => {
  t = await buildSandboxTestApp();
});
afterAll(async () => t?.close());

const api = (path: string) => `/api/checkbox-sandbox/api/v1${path}`;

function call(
  method: 'GET' | 'POST',
  path: string,
  init: { token?: string; key?: string; body?: unknown } = {},
) {
  return t.sandbox.inject({
    method,
    url: api(path),
    headers: {
      'x-client-name': 'test',
      ...(init.key ? { 'x-license-key': init.key } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body !== undefined ? { payload: init.body as object } : {}),
  });
}

const sellBody = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  goods: [
    {
      good: { code: 'SKU-1', name: 'Набір «Маки»', price: 45000 },
      quantity: 2000,
      discounts: [{ type: 'DISCOUNT', mode: 'VALUE', value: 9000, name: 'Знижка' }],
    },
    { good: { code: 'photo-40x50', name: 'Картина за фото 40×50', price: 120000 }, quantity: 1000 },
  ],
  payments: [{ type: 'CASHLESS', value: 201000, label: 'Картка' }],
  ...extra,
});

describe('who may call the sandbox register', () => {
  it('signs a cashier in by password and by PIN code with the license key, nobody else', async () => {
    const { login, password, pinCode, licenseKey } = t.credentials;
    const signedIn = await call('POST', '/cashier/signin', { body: { login, password } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
    const wrong = await call('POST', '/cashier/signin', { body: { login, password: 'guess' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: expect.any(String) });
    expect(
      (await call('POST', '/cashier/signinPinCode', { key: licenseKey, body: { pin_code: pinCode } }))
        .statusCode,
    ).toBe(200);
    const noKey = await call('POST', '/cashier/signinPinCode', { body: { pin_code: pinCode } });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().detail[0].loc).toEqual(['header', 'x-license-key']);
  });

  it('refuses a wrong license key (403), no token (403) and a token it did not issue (401)', async () => {
    const wrongKey = await call('POST', '/shifts', {
      key: 'sandbox-not-the-key',
      token: t.token(),
      body: {},
    });
    expect(wrongKey.statusCode).toBe(403);
    expect(wrongKey.json()).toEqual({ message: 'Невірний ключ ліцензії каси' });
    const noToken = await call('GET', '/cashier/shift');
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ message: 'Not authenticated' });
    const forged = `${(Date.now() + 60_000).toString(36)}.nonce.signature`;
    expect((await call('GET', '/cashier/shift', { token: forged })).statusCode).toBe(401);
    const expired = t.token().replace(/^[^.]+/, (Date.now() - 1000).toString(36));
    expect((await call('GET', '/cashier/shift', { token: expired })).statusCode).toBe(401);
    // a refused call never reaches the body: nothing was made
    expect((await call('POST', '/receipts/sell', { body: sellBody(randomUUID()) })).statusCode).toBe(403);
  });

  it('answers nothing while the shop’s register is another', async () => {
    const saved = t.config.fiscal;
    t.config.fiscal = null;
    try {
      const { login, password } = t.credentials;
      const answer = await call('POST', '/cashier/signin', { body: { login, password } });
      expect(answer.statusCode).toBe(404);
    } finally {
      t.config.fiscal = saved;
    }
  });
});

describe('shifts, receipts and the Z-report over HTTP', () => {
  it('refuses a receipt without a shift, opens one, sells, gives back, and closes with its figures', async () => {
    const token = t.token();
    const key = t.credentials.licenseKey;
    const sellId = randomUUID();
    const refused = await call('POST', '/receipts/sell', { token, body: sellBody(sellId) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Зміну не відкрито' });
    expect((await call('GET', '/cashier/shift', { token })).json()).toBeNull();

    const opened = await call('POST', '/shifts', { token, key, body: {} });
    expect(opened.statusCode).toBe(202);
    expect(opened.json()).toMatchObject({ status: 'CREATED', serial: expect.any(Number) });
    expect((await call('POST', '/shifts', { token, key, body: {} })).json()).toEqual({
      message: 'Касир вже працює з даною касою',
    });
    expect((await call('GET', '/cashier/shift', { token })).json()).toMatchObject({ status: 'OPENED' });

    const sold = await call('POST', '/receipts/sell', { token, body: sellBody(sellId) });
    expect(sold.statusCode).toBe(201);
    expect(sold.json()).toMatchObject({ id: sellId, type: 'SELL', status: 'CREATED', total_sum: 201000 });
    const again = await call('POST', '/receipts/sell', { token, body: sellBody(sellId) });
    expect(again.statusCode).toBe(400);
    const read = await call('GET', `/receipts/${sellId}`, { token });
    expect(read.json()).toMatchObject({
      status: 'DONE',
      fiscal_code: expect.stringMatching(/^TEST-[0-9A-F]{10}$/),
    });

    const back = await call('POST', '/receipts/sell', {
      token,
      body: {
        id: randomUUID(),
        goods: [
          { good: { code: 'SKU-1', name: 'Набір «Маки»', price: 45000 }, quantity: 1000, is_return: true },
        ],
        payments: [{ type: 'CASHLESS', value: 45000, label: 'Картка' }],
        related_receipt_id: sellId,
      },
    });
    expect(back.json()).toMatchObject({ type: 'RETURN', related_receipt_id: sellId });
    const mismatch = await call('POST', '/receipts/sell', {
      token,
      body: sellBody(randomUUID(), { payments: [{ type: 'CASHLESS', value: 100, label: 'Картка' }] }),
    });
    expect(mismatch.json()).toEqual({ message: 'Сума оплати менша за суму чеку' });

    const closed = await call('POST', '/shifts/close', { token, body: {} });
    expect(closed.statusCode).toBe(202);
    expect(closed.json()).toMatchObject({
      status: 'CLOSING',
      z_report: {
        is_z_report: true,
        sell_receipts_count: 1,
        return_receipts_count: 1,
        discounts_sum: 9000,
        payments: [{ type: 'CASHLESS', label: 'Картка', sell_sum: 201000, return_sum: 45000 }],
      },
    });
    expect((await call('GET', '/cashier/shift', { token })).json()).toBeNull();
    expect((await call('POST', '/shifts/close', { token, body: {} })).json()).toEqual({
      message: 'Зміну не відкрито',
    });
  });

  it('answers a malformed receipt as Checkbox does: 422 with where and what', async () => {
    const answer = await call('POST', '/receipts/sell', {
      token: t.token(),
      body: { goods: [{ good: { code: 'X', name: 'X', price: -1 }, quantity: 1000 }] },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().detail[0].loc).toEqual(['body', 'goods', '0', 'good', 'price']);
    expect((await call('GET', '/receipts/not-a-uuid', { token: t.token() })).statusCode).toBe(422);
    expect((await call('GET', `/receipts/${randomUUID()}`, { token: t.token() })).statusCode).toBe(404);
  });
});

describe('the buyer’s receipt page', () => {
  it('shows a test receipt with its lines, discount, total, payment, fiscal code and Kyiv time', async () => {
    const { register } = t;
    const id = randomUUID();
    await register.issue({
      id,
      kind: 'sell',
      goods: [{ code: 'SKU-9', name: 'Набір <Тюльпани> & Ко', price: 60000, quantity: 2, discount: 5000 }],
      total: 115000,
      paymentLabel: 'Apple Pay',
      email: null,
      relatedReceiptId: null,
    });
    const url = register.receiptUrl(id);
    expect(url).toBe(`http://api.kartyna.test/api/server/checkbox-sandbox/receipts/${id}`);
    const page = await t.sandbox.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const html = page.body;
    expect(html).toContain('<title>ТЕСТОВИЙ ЧЕК — не фіскальний</title>');
    expect(html).toContain('Набір &#60;Тюльпани&#62; &#38; Ко');
    expect(html).toContain('2 × 600,00 грн');
    expect(html).toContain('-50,00 грн');
    expect(html).toContain('1\u00a0150,00 грн');
    expect(html).toContain('Apple Pay');
    expect(html).toMatch(/Фіскальний номер чека: TEST-[0-9A-F]{10} \(тестовий\)/);
    expect(html).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} \(за київським часом\)/);
    const asHtml = await t.sandbox.inject({ method: 'GET', url: api(`/receipts/${id}/html`) });
    expect(asHtml.body).toBe(html);
  });

  it('answers an unknown and a malformed id alike: 404, nothing more', async () => {
    const unknown = await t.sandbox.inject({
      method: 'GET',
      url: `/api/server/checkbox-sandbox/receipts/${randomUUID()}`,
    });
    const malformed = await t.sandbox.inject({
      method: 'GET',
      url: '/api/server/checkbox-sandbox/receipts/1%27%20or%201=1',
    });
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toBe(unknown.body);
    expect(unknown.body).toContain('Чек не знайдено');
    expect(unknown.body).not.toContain('ТЕСТОВИЙ');
  });
});
