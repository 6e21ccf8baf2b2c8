import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCheckboxRegister, type CheckboxRegisterOptions } from './checkbox-client';
import { startFakeCheckbox, type FakeCheckbox } from './checkbox-test-server';
import { FiscalRegisterError, type FiscalReceiptRequest } from './fiscal-register';

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
  id: '0f6b7a61-31c2-4a7e-9d1f-6a2b3c4d5e01',
  kind: 'sell',
  goods: [{ code: 'SKU-7', name: 'Набір «Соняшники»', price: 52000, quantity: 1, discount: 0 }],
  total: 52000,
  paymentLabel: 'Картка',
  email: null,
  relatedReceiptId: null,
};

/** What an error may never carry: the register's key and the cashier's secrets. */
function expectNoSecrets(error: unknown) {
  const text = `${String(error)} ${JSON.stringify(error)}`;
  for (const secret of [checkbox.licenseKey, checkbox.password, checkbox.pinCode, ...checkbox.tokens]) {
    expect(text).not.toContain(secret);
  }
}

async function failure(promise: Promise<unknown>): Promise<FiscalRegisterError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FiscalRegisterError);
  expectNoSecrets(error);
  return error as FiscalRegisterError;
}

describe('the same receipt id twice', () => {
  it.each([400, 409, 422])('answered %i: the existing receipt’s state, no second receipt', async (status) => {
    checkbox.duplicateStatus = status;
    const fiscal = register();
    expect((await fiscal.issue(sale)).status).toBe('pending');
    checkbox.finish(sale.id, 'DONE');
    // A retry after a lost answer: a second process, or this one after a timeout.
    expect(await register().issue(sale)).toEqual({
      status: 'done',
      fiscalCode: `TEST-${sale.id.slice(0, 8)}`,
      url: `https://check.checkbox.ua/${sale.id}`,
      message: null,
    });
    expect(checkbox.receipts.size).toBe(1);
    expect(checkbox.calls('POST', '/api/v1/shifts')).toHaveLength(1);
  });
});

describe('an expired token', () => {
  it('signs in once more and repeats the call', async () => {
    const fiscal = register();
    await fiscal.currentShift();
    checkbox.tokens.clear();
    expect(await fiscal.currentShift()).toBeNull();
    expect(checkbox.calls('POST', '/api/v1/cashier/signin')).toHaveLength(2);
    expect(checkbox.calls('GET', '/api/v1/cashier/shift')).toHaveLength(3);
  });

  it('is FiscalRegisterError when the fresh token is refused too', async () => {
    const fiscal = register();
    await fiscal.currentShift();
    const signIn = checkbox.calls('POST', '/api/v1/cashier/signin').length;
    checkbox.acceptTokens = false;
    const error = await failure(fiscal.currentShift());
    expect(error.message).toMatch(/HTTP 401 with a fresh token/);
    // one fresh sign-in, not a loop
    expect(checkbox.calls('POST', '/api/v1/cashier/signin').length).toBe(signIn + 1);
  });
});

describe('a register that cannot take the receipt now', () => {
  it('refused credentials: FiscalRegisterError without the password', async () => {
    const error = await failure(register({ password: 'wrong-password-value' }).issue(sale));
    expect(error.message).toMatch(/sign-in was refused \(HTTP 403/);
    expect(error.message).not.toContain('wrong-password-value');
    const pin = await failure(register({ login: null, password: null, pinCode: '0000' }).issue(sale));
    expect(pin.message).toMatch(/signinPinCode/);
  });

  it('a 5xx: FiscalRegisterError', async () => {
    checkbox.mode = 'down';
    const error = await failure(register().issue(sale));
    expect(error.message).toMatch(/HTTP 503/);
  });

  it('a register that does not answer: FiscalRegisterError after the timeout', async () => {
    checkbox.mode = 'silent';
    const started = Date.now();
    const error = await failure(register({ timeoutMs: 200 }).issue(sale));
    expect(error.message).toMatch(/timed out/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('no register at the address: FiscalRegisterError', async () => {
    const error = await failure(register({ apiUrl: 'http://127.0.0.1:9' }).issue(sale));
    expect(error.message).toMatch(/not reachable/);
  });

  it('a shift that will not open: FiscalRegisterError, the receipt retried later', async () => {
    checkbox.shiftOpensAfterReads = 1000;
    const error = await failure(register({ shiftOpenWaitMs: 100 }).issue(sale));
    expect(error.message).toMatch(/still opening/);
    expect(checkbox.receipts.size).toBe(0);
  });
});

describe('a receipt Checkbox refuses', () => {
  it('a 422 validation answer: failed with Checkbox’s words', async () => {
    const fiscal = register();
    await fiscal.issue({ ...sale, id: '0f6b7a61-31c2-4a7e-9d1f-6a2b3c4d5e02' });
    checkbox.refuseNextSell = {
      status: 422,
      body: {
        message: 'Validation error',
        detail: [
          {
            loc: ['body', 'goods', 0, 'good', 'price'],
            msg: 'ensure this value is greater than 0',
            type: 'x',
          },
        ],
      },
    };
    expect(await fiscal.issue(sale)).toEqual({
      status: 'failed',
      fiscalCode: null,
      url: null,
      message: 'Validation error; goods.0.good.price: ensure this value is greater than 0',
    });
    expect(checkbox.receipts.has(sale.id)).toBe(false);
  });

  it('a 400 about the receipt while the shift is open: failed, no shift opened again', async () => {
    const fiscal = register();
    await fiscal.issue({ ...sale, id: '0f6b7a61-31c2-4a7e-9d1f-6a2b3c4d5e03' });
    checkbox.refuseNextSell = { status: 400, body: { message: 'Сума оплати менша за суму чеку' } };
    const state = await fiscal.issue(sale);
    expect(state).toMatchObject({ status: 'failed', message: 'Сума оплати менша за суму чеку' });
    expect(checkbox.calls('POST', '/api/v1/shifts')).toHaveLength(1);
  });
});
