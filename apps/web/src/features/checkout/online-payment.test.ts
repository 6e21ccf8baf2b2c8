import { describe, expect, it } from 'vitest';
import { isOnlinePayment, onlinePaymentOf } from './online-payment';

describe('onlinePaymentOf', () => {
  it('offers online payment only when the API names a provider', () => {
    expect(onlinePaymentOf({})).toEqual({ available: false, test: false });
    expect(onlinePaymentOf({ online_payment_provider: '', online_payment_test: 'false' })).toEqual({
      available: false,
      test: false,
    });
    expect(onlinePaymentOf({ online_payment_provider: 'liqpay', online_payment_test: 'false' })).toEqual({
      available: true,
      test: false,
    });
  });

  it('marks the sandbox as a test payment', () => {
    expect(onlinePaymentOf({ online_payment_provider: 'sandbox', online_payment_test: 'true' })).toEqual({
      available: true,
      test: true,
    });
  });

  it('knows which payment types are online', () => {
    expect(
      ['card', 'apple-pay', 'google-pay', 'cod', 'account'].map((p) => isOnlinePayment(p as never)),
    ).toEqual([true, true, true, false, false]);
  });
});
