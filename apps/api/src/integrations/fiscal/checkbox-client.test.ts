import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCheckboxRegister, type CheckboxRegisterOptions } from './checkbox-client';
import { startFakeCheckbox, type FakeCheckbox, type RecordedRequest } from './checkbox-test-server';
import type { FiscalReceiptRequest } from './fiscal-register';

/*
 * The client against a stand-in that records what reaches it: every path, method, header and
 * body field as Checkbox's OpenAPI document (api.checkbox.ua/api/docs) names and types them.
 */

let checkbox: FakeCheckbox;
beforeEach(async () => {
  checkbox = await startFakeCheckbox();
});
afterEach(async () => checkbox.close());

const register = (extra: Partial<CheckboxRegisterOptions> = {}) =>
  createCheckboxRegister({
    apiUrl: checkbox.url,
    licenseKey: checkbox.licenseKey,
    login: checkbox.login,
    password: checkbox.password,
    shiftPollMs: 10,
    ...extra,
  });

const sale: FiscalReceiptRequest = {
  id: '2b0c6a5e-4f59-4b8a-9f43-5d2e7c1a9b01',
  kind: 'sell',
  goods: [
    { code: 'SKU-1', name: 'Набір «Маки»', price: 45000, quantity: 2, discount: 9000 },
    { code: 'photo-40x50', name: 'Картина за фото 40×50', price: 120000, quantity: 1, discount: 0 },
  ],
  total: 201000,
  paymentLabel: 'Картка',
  email: 'buyer@example.com',
  relatedReceiptId: null,
};

const headerChecks = (request: RecordedRequest | undefined, token: 'token' | 'none') => {
  expect(request?.headers['x-license-key']).toBe(checkbox.licenseKey);
  expect(request?.headers['x-client-name']).toBe('Kartyna');
  expect(typeof request?.headers['x-client-version']).toBe('string');
  if (token === 'token') expect(request?.headers.authorization).toMatch(/^Bearer token-[0-9a-f-]{36}$/);
  else expect(request?.headers.authorization).toBeUndefined();
};

describe('signing the cashier in', () => {
  it('posts login and password to /api/v1/cashier/signin, once for many calls', async () => {
    const fiscal = register();
    expect(await fiscal.currentShift()).toBeNull();
    expect(await fiscal.currentShift()).toBeNull();
    const signIns = checkbox.calls('POST', '/api/v1/cashier/signin');
    expect(signIns).toHaveLength(1);
    headerChecks(signIns[0], 'none');
    expect(signIns[0]?.headers['content-type']).toBe('application/json');
    expect(signIns[0]?.body).toEqual({ login: checkbox.login, password: checkbox.password });
    const shiftReads = checkbox.calls('GET', '/api/v1/cashier/shift');
    expect(shiftReads).toHaveLength(2);
    headerChecks(shiftReads[1], 'token');
  });

  it('posts only pin_code to /api/v1/cashier/signinPinCode, with the license key', async () => {
    const fiscal = register({ login: null, password: null, pinCode: checkbox.pinCode });
    await fiscal.currentShift();
    expect(checkbox.calls('POST', '/api/v1/cashier/signin')).toHaveLength(0);
    const [signIn] = checkbox.calls('POST', '/api/v1/cashier/signinPinCode');
    headerChecks(signIn, 'none');
    expect(signIn?.body).toEqual({ pin_code: checkbox.pinCode });
  });
});

describe('a sell receipt', () => {
  it('opens the shift it finds missing, then sends our receipt in Checkbox’s fields', async () => {
    const fiscal = register();
    const state = await fiscal.issue(sale);
    expect(state).toEqual({
      status: 'pending',
      fiscalCode: null,
      url: `https://check.checkbox.ua/${sale.id}`,
      message: null,
    });
    // refused for want of a shift, checked for a receipt by that id, the shift read, opened
    // (answered CREATED, as Checkbox does), read again until OPENED, the receipt sent again
    expect(checkbox.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/cashier/signin',
      'POST /api/v1/receipts/sell',
      `GET /api/v1/receipts/${sale.id}`,
      'GET /api/v1/cashier/shift',
      'POST /api/v1/shifts',
      'GET /api/v1/cashier/shift',
      'POST /api/v1/receipts/sell',
    ]);
    const [open] = checkbox.calls('POST', '/api/v1/shifts');
    headerChecks(open, 'token');
    expect(open?.body).toEqual({});

    const sell = checkbox.calls('POST', '/api/v1/receipts/sell').at(-1);
    headerChecks(sell, 'token');
    expect(sell?.headers['content-type']).toBe('application/json');
    expect(sell?.body).toEqual({
      id: sale.id,
      goods: [
        {
          good: { code: 'SKU-1', name: 'Набір «Маки»', price: 45000 },
          quantity: 2000,
          is_return: false,
          discounts: [{ type: 'DISCOUNT', mode: 'VALUE', value: 9000, name: 'Знижка' }],
        },
        {
          good: { code: 'photo-40x50', name: 'Картина за фото 40×50', price: 120000 },
          quantity: 1000,
          is_return: false,
        },
      ],
      payments: [{ type: 'CASHLESS', value: 201000, label: 'Картка' }],
      delivery: { emails: ['buyer@example.com'] },
    });
    const body = sell?.body as { goods: { good: { price: unknown }; quantity: unknown }[] };
    for (const line of body.goods) {
      expect(Number.isInteger(line.good.price)).toBe(true);
      expect(Number.isInteger(line.quantity)).toBe(true);
    }
  });

  it('waits for a new shift to open (CREATED, then OPENED) before the receipt', async () => {
    checkbox.shiftOpensAfterReads = 3;
    expect((await register().issue(sale)).status).toBe('pending');
    expect(checkbox.calls('GET', '/api/v1/cashier/shift').length).toBeGreaterThanOrEqual(3);
    expect(checkbox.receipts.has(sale.id)).toBe(true);
  });

  it('reads the tax service’s verdict: done with the fiscal code, or failed with its reason', async () => {
    const fiscal = register();
    await fiscal.issue(sale);
    checkbox.finish(sale.id, 'DONE');
    expect(await fiscal.receiptState(sale.id)).toEqual({
      status: 'done',
      fiscalCode: `TEST-${sale.id.slice(0, 8)}`,
      url: `https://check.checkbox.ua/${sale.id}`,
      message: null,
    });
    const other = { ...sale, id: '2b0c6a5e-4f59-4b8a-9f43-5d2e7c1a9b02' };
    await fiscal.issue(other);
    checkbox.finish(other.id, 'ERROR', 'Помилка ДПС: невірна сума');
    expect(await fiscal.receiptState(other.id)).toEqual({
      status: 'failed',
      fiscalCode: null,
      url: null,
      message: 'Помилка ДПС: невірна сума',
    });
    expect(await fiscal.receiptState('9b1de0a1-0000-4000-8000-000000000000')).toBeNull();
    expect(fiscal.receiptUrl(sale.id)).toBe(`https://check.checkbox.ua/${sale.id}`);
  });
});

describe('a return receipt', () => {
  it('is a sell call whose goods carry is_return, tied to the sell receipt', async () => {
    const fiscal = register();
    await fiscal.issue(sale);
    const refund: FiscalReceiptRequest = {
      id: '7d3e1f20-8c44-4e0b-a1b5-3c9d2e4f6a70',
      kind: 'return',
      goods: [{ code: 'SKU-1', name: 'Набір «Маки»', price: 45000, quantity: 1, discount: 4500 }],
      total: 40500,
      paymentLabel: 'Apple Pay',
      email: null,
      relatedReceiptId: sale.id,
    };
    expect((await fiscal.issue(refund)).status).toBe('pending');
    const sent = checkbox.calls('POST', '/api/v1/receipts/sell').at(-1);
    headerChecks(sent, 'token');
    expect(sent?.body).toEqual({
      id: refund.id,
      goods: [
        {
          good: { code: 'SKU-1', name: 'Набір «Маки»', price: 45000 },
          quantity: 1000,
          is_return: true,
          discounts: [{ type: 'DISCOUNT', mode: 'VALUE', value: 4500, name: 'Знижка' }],
        },
      ],
      payments: [{ type: 'CASHLESS', value: 40500, label: 'Apple Pay' }],
      related_receipt_id: sale.id,
    });
  });
});

describe('the shift', () => {
  it('is closed with POST /api/v1/shifts/close (Z-report), and not when none is open', async () => {
    const fiscal = register();
    expect(await fiscal.closeShift()).toBeNull();
    expect(checkbox.calls('POST', '/api/v1/shifts/close')).toHaveLength(0);
    await fiscal.issue(sale);
    expect(await fiscal.currentShift()).toEqual({ id: checkbox.shift?.id, status: 'opened' });
    const id = checkbox.shift?.id;
    expect(await fiscal.closeShift()).toEqual({ id, status: 'closing' });
    const [close] = checkbox.calls('POST', '/api/v1/shifts/close');
    headerChecks(close, 'token');
    expect(close?.body).toEqual({});
    expect(await fiscal.currentShift()).toBeNull();
  });
});
