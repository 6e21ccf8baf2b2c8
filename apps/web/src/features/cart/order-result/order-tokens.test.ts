import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_ORDERS, parseRememberedOrders, withRememberedOrder } from './order-tokens';

const token = (n: number) => `tok_${String(n).padStart(39, '0')}`;

describe('remembered order tokens (kartyna_orders)', () => {
  it('reads id/token pairs and drops the rest', () => {
    const raw = JSON.stringify([
      { id: 3, token: token(3) },
      { id: -1, token: token(1) },
      { id: 4, token: 'short' },
      { id: 5, token: '<script>alert(1)</script>aaaaaaaaaaaaaaaaaaaa' },
      'rubbish',
    ]);
    expect(parseRememberedOrders(raw)).toEqual([{ id: 3, token: token(3) }]);
    expect(parseRememberedOrders('{not json')).toEqual([]);
    expect(parseRememberedOrders('{"id":1}')).toEqual([]);
    expect(parseRememberedOrders(null)).toEqual([]);
  });

  it('keeps one entry per order, the newest last, and only the last few', () => {
    let list = withRememberedOrder([], { id: 1, token: token(1) });
    list = withRememberedOrder(list, { id: 2, token: token(2) });
    list = withRememberedOrder(list, { id: 1, token: token(11) });
    expect(list).toEqual([
      { id: 2, token: token(2) },
      { id: 1, token: token(11) },
    ]);
    for (let id = 3; id < 30; id++) list = withRememberedOrder(list, { id, token: token(id) });
    expect(list).toHaveLength(MAX_REMEMBERED_ORDERS);
    expect(list.at(-1)?.id).toBe(29);
  });
});
