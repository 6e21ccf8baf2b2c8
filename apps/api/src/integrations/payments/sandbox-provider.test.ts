import { describe, expect, it } from 'vitest';
import type { RefundRequest } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

const sandbox = createSandboxProvider({
  secret: 'sandbox-test-secret',
  publicApiUrl: 'http://api.kartyna.test',
});

const refund: RefundRequest = {
  paymentId: '0b6f7d1e-1111-4000-8000-000000000045',
  providerReference: null,
  refundId: 'refund-0001',
  amount: 1250,
};

describe('sandbox refund', () => {
  it('gives back at once, the same answer for the same refundId', async () => {
    const first = await sandbox.refund(refund);
    expect(first).toEqual({ status: 'done', providerReference: null, message: null });
    expect(await sandbox.refund(refund)).toEqual(first);
    expect(await sandbox.refund({ ...refund, providerReference: 'sb-1' })).toMatchObject({
      providerReference: 'sb-1',
    });
  });

  it('refuses an amount that is no money: zero, negative, a fraction of a kopiyka', async () => {
    for (const amount of [0, -100, 12.5, Number.NaN]) {
      expect(await sandbox.refund({ ...refund, amount }), String(amount)).toMatchObject({
        status: 'failed',
        message: expect.stringMatching(/positive/),
      });
    }
  });
});
