import { describe, expect, it } from 'vitest';
import {
  CART_VERSION,
  MAX_LINE_AMOUNT,
  addLine,
  addLines,
  addToCartEvent,
  canBuy,
  cartCount,
  cartTotal,
  decreaseLine,
  parseStoredCart,
  parseStoredPromoCode,
  refreshLines,
  removeLine,
  serializeCart,
  toCartProduct,
  type CartLine,
} from './cart-logic';
import { product } from './cart-test-product';

describe('add', () => {
  it('adds a new line with amount 1, remembering what the line needs', () => {
    const lines = addLine([], product(1));
    expect(lines).toEqual([{ product: toCartProduct(product(1)), amount: 1 }]);
    expect(lines[0]?.product.image).toBe('/api/server/media/1.jpg');
  });

  it('adds 1 to an existing line and keeps the others', () => {
    const lines = addLine(addLine(addLine([], product(1)), product(2)), product(1));
    expect(lines.map((l) => [l.product.id, l.amount])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(cartCount(lines)).toBe(3);
  });

  it('stops at the largest amount an order line may have', () => {
    let lines: CartLine[] = [{ product: toCartProduct(product(1)), amount: MAX_LINE_AMOUNT }];
    lines = addLine(lines, product(1));
    expect(lines[0]?.amount).toBe(MAX_LINE_AMOUNT);
  });
});

describe('add several (a repeated order)', () => {
  it('adds new lines with their amounts and tops up existing ones, capped', () => {
    const start = addLine([], product(1));
    const next = addLines(start, [
      { product: product(1, { price: 120 }), amount: 2 },
      { product: product(2), amount: 3 },
      { product: product(3), amount: 500 },
      { product: product(4), amount: 0 },
    ]);
    expect(next.map((l) => [l.product.id, l.amount])).toEqual([
      [1, 3],
      [2, 3],
      [3, MAX_LINE_AMOUNT],
    ]);
    // today's price replaces the remembered one
    expect(next[0]?.product.price).toBe(120);
  });
});

describe('decrease and remove', () => {
  const start = (): CartLine[] => [
    { product: toCartProduct(product(1)), amount: 3 },
    { product: toCartProduct(product(2)), amount: 1 },
  ];

  it('takes one away', () => {
    expect(decreaseLine(start(), 1)[0]?.amount).toBe(2);
  });

  it('drops the line at amount 1', () => {
    expect(decreaseLine(start(), 2).map((l) => l.product.id)).toEqual([1]);
  });

  it('a forced removal drops the line whatever its amount', () => {
    expect(removeLine(start(), 1).map((l) => l.product.id)).toEqual([2]);
  });

  it('leaves the cart alone for a product not in it', () => {
    expect(decreaseLine(start(), 9)).toEqual(start());
    expect(removeLine(start(), 9)).toEqual(start());
  });
});

describe('totals', () => {
  it('counts the discount price when there is one, in kopiyky', () => {
    const lines: CartLine[] = [
      { product: toCartProduct(product(1, { price: 100, discountPrice: 80.5 })), amount: 2 },
      { product: toCartProduct(product(2, { price: 0.1 })), amount: 3 },
    ];
    expect(cartTotal(lines)).toBe(16100 + 30);
  });

  it('refreshes price and stock from the API', () => {
    const lines = addLine([], product(1));
    const fresh = refreshLines(lines, [product(1, { price: 150, inStock: false })]);
    expect(fresh[0]?.product).toMatchObject({ price: 150, inStock: false });
    expect(fresh[0]?.amount).toBe(1);
  });
});

describe('stored cart', () => {
  it('reads back what it wrote', () => {
    const lines = addLine(addLine([], product(1)), product(1));
    expect(parseStoredCart(serializeCart(lines))).toEqual(lines);
  });

  it('writes the current version', () => {
    expect(JSON.parse(serializeCart([]))).toEqual({ version: 2, lines: [] });
    expect(CART_VERSION).toBe(2);
  });

  it('drops a cart of another version', () => {
    const lines = addLine([], product(1));
    expect(parseStoredCart(JSON.stringify({ version: 1, lines }))).toBeNull();
    expect(parseStoredCart(JSON.stringify({ lines }))).toBeNull();
  });

  it('drops unreadable data', () => {
    expect(parseStoredCart('{not json')).toBeNull();
    expect(parseStoredCart('null')).toBeNull();
    expect(parseStoredCart('[1,2]')).toBeNull();
    expect(parseStoredCart(JSON.stringify({ version: 2, lines: [{ amount: 1 }] }))).toBeNull();
    expect(
      parseStoredCart(
        JSON.stringify({ version: 2, lines: [{ product: toCartProduct(product(1)), amount: 0 }] }),
      ),
    ).toBeNull();
  });

  it('answers null when nothing is stored', () => {
    expect(parseStoredCart(null)).toBeNull();
  });

  it('keeps the applied promo code beside the lines, in the same version', () => {
    const lines = addLine([], product(1));
    const raw = serializeCart(lines, 'VESNA10');
    expect(JSON.parse(raw)).toMatchObject({ version: 2, promoCode: 'VESNA10' });
    expect(parseStoredCart(raw)).toEqual(lines);
    expect(parseStoredPromoCode(raw)).toBe('VESNA10');
    expect(JSON.parse(serializeCart(lines, null))).not.toHaveProperty('promoCode');
  });

  it('reads no promo code from a cart without one, an unreadable cart or a stored non-code', () => {
    const lines = addLine([], product(1));
    expect(parseStoredPromoCode(serializeCart(lines))).toBeNull();
    expect(parseStoredPromoCode(null)).toBeNull();
    expect(parseStoredPromoCode(JSON.stringify({ version: 1, lines, promoCode: 'VESNA10' }))).toBeNull();
    expect(parseStoredPromoCode(JSON.stringify({ version: 2, lines, promoCode: 42 }))).toBeNull();
    expect(parseStoredPromoCode(JSON.stringify({ version: 2, lines, promoCode: ' ' }))).toBeNull();
    expect(parseStoredPromoCode(JSON.stringify({ version: 2, lines, promoCode: 'X'.repeat(61) }))).toBeNull();
  });
});

describe('rules for the buy button and tracking', () => {
  it('a sold-out product can be bought only as a preorder', () => {
    expect(canBuy({ inStock: true, expected: false })).toBe(true);
    expect(canBuy({ inStock: false, expected: true })).toBe(true);
    expect(canBuy({ inStock: false, expected: false })).toBe(false);
  });

  it('the add_to_cart event carries the value with two decimals', () => {
    const event = addToCartEvent(toCartProduct(product(7, { price: 123, discountPrice: null })), 'ua');
    expect(event).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'UAH', value: '123.00', items: [{ item_id: 'A-7', quantity: 1, price: 123 }] },
    });
    const discounted = addToCartEvent(toCartProduct(product(7, { price: 200, discountPrice: 99.9 })), 'ru');
    expect(discounted.ecommerce.value).toBe('99.90');
    expect(discounted.ecommerce.items[0]?.item_name).toBe('Картина 7 ru');
  });
});
