import { describe, expect, it } from 'vitest';
import { readOrderSummary } from './order-access';

const answer = {
  id: 7,
  status: 'requested',
  paymentStatus: 'awaiting',
  paymentType: 'card',
  resultType: 'post',
  total: 900,
  payable: true,
  testPayment: false,
};

describe('readOrderSummary', () => {
  it('reads what the promotions took off (issue #43)', () => {
    expect(readOrderSummary({ ...answer, discount: 100 })).toMatchObject({ total: 900, discount: 100 });
  });

  it('reads no discount from an API without one, or a nonsense one', () => {
    expect(readOrderSummary(answer)?.discount).toBe(0);
    expect(readOrderSummary({ ...answer, discount: -5 })?.discount).toBe(0);
    expect(readOrderSummary({ ...answer, discount: '100' })?.discount).toBe(0);
  });
});
