import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../env';
import { createFiscalRegister } from './create-fiscal-register';
import type { InjectTarget } from './inject-fetch';

const app: InjectTarget = {
  inject: (() => {
    throw new Error('no call is made while the register is only built');
  }) as unknown as InjectTarget['inject'],
};
const base = { authSecret: 'x'.repeat(40), publicApiUrl: 'https://shop.test' } as AppConfig;
const shiftCloseAt = { hour: 23, minute: 50 };

describe('createFiscalRegister', () => {
  it('is none without FISCAL_PROVIDER', () => {
    expect(createFiscalRegister({ ...base, fiscal: null }, app)).toBeNull();
    expect(createFiscalRegister(base, app)).toBeNull();
  });

  it('is Checkbox, a real register, with its settings', () => {
    const register = createFiscalRegister(
      {
        ...base,
        fiscal: {
          provider: 'checkbox',
          licenseKey: 'key',
          login: null,
          password: null,
          pinCode: '1234',
          apiUrl: 'https://api.checkbox.ua',
          shiftCloseAt,
        },
      },
      app,
    );
    expect(register).toMatchObject({ name: 'checkbox', test: false });
    expect(register?.receiptUrl('5e0c')).toBe('https://check.checkbox.ua/5e0c');
  });

  it('is the sandbox, a test register with its pages on this API', () => {
    const register = createFiscalRegister(
      {
        ...base,
        fiscal: {
          provider: 'checkbox-sandbox',
          licenseKey: null,
          login: null,
          password: null,
          pinCode: null,
          apiUrl: 'https://shop.test/api/checkbox-sandbox',
          shiftCloseAt,
        },
      },
      app,
    );
    expect(register).toMatchObject({ name: 'checkbox-sandbox', test: true });
    expect(register?.receiptUrl('5e0c')).toBe('https://shop.test/api/server/checkbox-sandbox/receipts/5e0c');
  });
});
