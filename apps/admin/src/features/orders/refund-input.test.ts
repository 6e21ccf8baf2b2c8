import { HttpError } from 'react-admin';
import { paymentProviderNames, type StaffRefund } from '@kartyna/domain';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18n-provider';
import { formatUah } from './order-words';
import {
  amountText,
  checkRefund,
  newIdempotencyKey,
  paidOf,
  parseUah,
  refundFailure,
  refusalOf,
  refundFieldErrorKeys,
  refundNotice,
  refundProviderOf,
  refundRequestErrorKeys,
} from './refund-input';

const t = (key: string, args?: Record<string, unknown>) => i18nProvider.translate(key, args);
const words = (key: string) => {
  const text = t(key);
  expect(text, key).not.toMatch(/^shop\./);
  return text;
};

const refund = (over: Partial<StaffRefund> = {}): StaffRefund => ({
  id: 'r1',
  amount: 300,
  reason: 'Пошкоджена рамка',
  status: 'done',
  createdAt: '2026-12-06T12:00:00Z',
  doneAt: '2026-12-06T12:00:01Z',
  staffName: 'Ірина Бондар',
  providerMessage: null,
  lastError: null,
  attempts: 1,
  ...over,
});

describe('parseUah and amountText', () => {
  it('reads UAH as staff type it, with a comma or a dot, grouped or with the sign', () => {
    expect(parseUah('1 650,50')).toBe(1650.5);
    expect(parseUah('1\u00a0650.5')).toBe(1650.5);
    expect(parseUah('300 ₴')).toBe(300);
    expect(parseUah(' 120 ')).toBe(120);
  });

  it('refuses what is not one number', () => {
    for (const text of ['', 'десять', '1,5,0', '-5', '1.2.3', '1e3']) expect(parseUah(text), text).toBeNull();
  });

  it('prefills the rest without grouping, kopiyky only where there are any', () => {
    expect(amountText(1650)).toBe('1650');
    expect(amountText(1350.5)).toBe('1350,50');
    expect(parseUah(amountText(120.05))).toBe(120.05);
  });
});

describe('checkRefund', () => {
  it('gives the body the API takes, the reason trimmed', () => {
    expect(checkRefund({ amount: '300', reason: '  Пошкоджена рамка ' }, 1650)).toEqual({
      body: { amount: 300, reason: 'Пошкоджена рамка' },
    });
    expect(checkRefund({ amount: '1650,00', reason: 'Все' }, 1650).body?.amount).toBe(1650);
  });

  it('puts each refusal under its input in the refund’s words', () => {
    for (const amount of ['0', '', 'десять', '1,001', '-5'])
      expect(checkRefund({ amount, reason: 'Так' }, 100).errors, amount).toEqual({
        amount: 'shop.orders.refund.error.invalid_amount',
      });
    expect(checkRefund({ amount: '10', reason: '   ' }, 100).errors).toEqual({
      reason: 'shop.orders.refund.error.required_field',
    });
    expect(checkRefund({ amount: '10', reason: 'я'.repeat(501) }, 100).errors).toEqual({
      reason: 'shop.orders.refund.error.too_long',
    });
    expect(checkRefund({ amount: '', reason: '' }, 100).errors).toEqual({
      amount: 'shop.orders.refund.error.invalid_amount',
      reason: 'shop.orders.refund.error.required_field',
    });
  });

  it('refuses a kopiyka more than the rest, in kopiyky (no float slips)', () => {
    expect(checkRefund({ amount: '1350,01', reason: 'Решта' }, 1350).errors).toEqual({
      amount: 'shop.orders.refund.error.refund_exceeds_rest',
    });
    expect(checkRefund({ amount: '0,3', reason: 'Решта' }, 0.1 + 0.2).body?.amount).toBe(0.3);
  });
});

describe('refundFailure', () => {
  it('shows the API’s field errors under their inputs and asks a new key for the corrected body', () => {
    expect(
      refundFailure({
        status: 400,
        key: 'invalid_data',
        errors: [
          { path: 'amount', message: 'invalid_amount' },
          { path: 'reason', message: 'too_long' },
        ],
      }),
    ).toEqual({
      fields: {
        amount: 'shop.orders.refund.error.invalid_amount',
        reason: 'shop.orders.refund.error.too_long',
      },
      alert: null,
      renewKey: true,
      refresh: false,
    });
    expect(
      refundFailure({
        status: 422,
        key: 'refund_exceeds_rest',
        errors: [{ path: 'amount', message: 'refund_exceeds_rest' }],
      }),
    ).toEqual({
      fields: { amount: 'shop.orders.refund.error.refund_exceeds_rest' },
      alert: null,
      renewKey: true,
      refresh: true,
    });
  });

  it('says what no input caused above the buttons', () => {
    expect(refundFailure({ status: 409, key: 'nothing_to_refund', errors: [] })).toEqual({
      fields: {},
      alert: 'shop.orders.refund.error.nothing_to_refund',
      renewKey: true,
      refresh: true,
    });
    expect(refundFailure({ status: 403, key: 'forbidden', errors: [] }).alert).toBe(
      'shop.orders.refund.error.forbidden',
    );
    expect(refundFailure({ status: 418, key: 'something_new', errors: [] }).alert).toBe(
      'shop.orders.refund.error.unexpected_error',
    );
  });

  it('keeps the key while the first request may still land, so a retry cannot refund twice', () => {
    expect(refundFailure({ status: 0, key: 'network', errors: [] }).renewKey).toBe(false);
    expect(refundFailure({ status: 500, key: 'unexpected_error', errors: [] }).renewKey).toBe(false);
    expect(refundFailure({ status: 409, key: 'idempotency_in_progress', errors: [] }).renewKey).toBe(false);
    const reused = refundFailure({ status: 422, key: 'idempotency_key_reused', errors: [] });
    expect(reused).toMatchObject({ renewKey: false, refresh: true });
  });

  it('has Ukrainian words for every key it can show', () => {
    for (const key of [...refundFieldErrorKeys, ...refundRequestErrorKeys])
      words(`shop.orders.refund.error.${key}`);
    // The same refusals reached through any other call (the receipt's retry) read in words too.
    for (const key of ['nothing_to_refund', 'refund_exceeds_rest', 'fiscal_receipt_not_failed'])
      words(`shop.errors.${key}`);
    words('shop.validation.refund_exceeds_rest');
  });
});

describe('refundNotice', () => {
  it('says what happened to the money, with the provider’s words where it refused', () => {
    const done = refundNotice(refund(), formatUah);
    expect(done.type).toBe('success');
    expect(t(done.message, done.args)).toContain('Повернено 300,00\u00a0₴');

    const pending = refundNotice(refund({ status: 'pending', lastError: 'timeout', attempts: 2 }), formatUah);
    expect(pending.type).toBe('warning');
    expect(t(pending.message, pending.args)).toMatch(/timeout.*буде надіслано ще раз автоматично/);

    const failed = refundNotice(
      refund({ status: 'failed', providerMessage: 'Картку заблоковано' }),
      formatUah,
    );
    expect(failed.type).toBe('error');
    expect(t(failed.message, failed.args)).toContain('«Картку заблоковано»');
  });
});

describe('the summary’s facts', () => {
  it('counts what was paid from the rest and every refund not refused', () => {
    const refunds = [
      refund({ amount: 300 }),
      refund({ amount: 0.1, status: 'pending' }),
      refund({ amount: 50, status: 'failed' }),
    ];
    expect(paidOf({ refundable: 1349.9, refunds })).toBe(1650);
    expect(paidOf({ refundable: 0.2, refunds: [refund({ amount: 0.1 })] })).toBe(0.3);
  });

  it('names the provider that took the money, the sandbox for a photo order’s test payment', () => {
    const attempt = { providerReference: null, testPayment: false, createdAt: '', updatedAt: '', amount: 10 };
    expect(
      refundProviderOf({
        testPayment: false,
        payments: [
          { ...attempt, id: 'a', provider: 'monobank', status: 'failed' },
          { ...attempt, id: 'b', provider: 'liqpay', status: 'paid' },
        ],
      }),
    ).toBe('liqpay');
    expect(refundProviderOf({ testPayment: true })).toBe('sandbox');
    expect(refundProviderOf({ testPayment: false })).toBeNull();
    for (const provider of [...Object.keys(paymentProviderNames), 'unknown'])
      expect(words(`shop.orders.refund.via.${provider}`)).toMatch(/^через /);
  });
});

describe('newIdempotencyKey', () => {
  it('gives a new printable key each time (the API takes up to 255 printable characters)', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\x20-\x7e]{16,255}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('refusalOf', () => {
  it("reads api()'s HttpError back into the API's status, key and field errors", () => {
    const thrown = new HttpError('shop.errors.invalid_data', 400, {
      message: 'invalid_data',
      errors: { amount: 'shop.validation.invalid_amount', reason: 'shop.validation.required_field' },
    });
    expect(refusalOf(thrown)).toEqual({
      status: 400,
      key: 'invalid_data',
      errors: [
        { path: 'amount', message: 'invalid_amount' },
        { path: 'reason', message: 'required_field' },
      ],
    });
    expect(refusalOf(new HttpError('shop.errors.network', 0, {}))).toEqual({
      status: 0,
      key: 'network',
      errors: [],
    });
    expect(refusalOf('boom')).toEqual({ status: 0, key: 'unexpected_error', errors: [] });
  });
});
