import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { orderPromoRefusal } from './order-refusal';

describe('orderPromoRefusal', () => {
  it('reads a 422 about the code as its refusal', () => {
    expect(orderPromoRefusal(new ApiError(422, 'promo_code_used_up'))).toBe('promo_code_used_up');
    expect(orderPromoRefusal(new ApiError(422, 'promo_code_not_applicable'))).toBe(
      'promo_code_not_applicable',
    );
  });

  it('reads a 400 naming promoCode as a code of the wrong shape', () => {
    const error = new ApiError(400, 'invalid_data', [{ path: 'promoCode', message: 'invalid_promo_code' }]);
    expect(orderPromoRefusal(error)).toBe('invalid_promo_code');
  });

  it('leaves every other failure to the form', () => {
    expect(orderPromoRefusal(new ApiError(422, 'out_of_stock'))).toBeNull();
    expect(
      orderPromoRefusal(new ApiError(400, 'invalid_data', [{ path: 'contact.phone', message: 'x' }])),
    ).toBeNull();
    expect(orderPromoRefusal(new ApiError(500, 'promo_code_used_up'))).toBeNull();
    expect(orderPromoRefusal(new ApiError(0, 'unexpected_error'))).toBeNull();
  });
});
