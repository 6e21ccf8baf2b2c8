import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, parseStoredCart } from './cart-logic';
import { getPromoCodeSnapshot } from './cart-store';
import { product } from './cart-test-product';
import { addToCart, applyCartPromoCode, clearCart, decreaseInCart, removeCartPromoCode } from './use-cart';

// The browser's storage, just enough for the cart store.
let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    } as Storage,
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('the promo code kept with the cart (issue #43)', () => {
  it('stays through the lines’ changes, so it goes with the order', () => {
    addToCart(product(1));
    applyCartPromoCode('VESNA10');
    addToCart(product(2));
    decreaseInCart(1);
    expect(getPromoCodeSnapshot()).toBe('VESNA10');
    expect(parseStoredCart(stored.get(CART_STORAGE_KEY) ?? null)?.map((l) => l.product.id)).toEqual([2]);
  });

  it('goes when the shopper removes it, or with the lines of a placed order', () => {
    addToCart(product(1));
    applyCartPromoCode('VESNA10');
    removeCartPromoCode();
    expect(getPromoCodeSnapshot()).toBeNull();
    expect(parseStoredCart(stored.get(CART_STORAGE_KEY) ?? null)).toHaveLength(1);

    applyCartPromoCode('LITO');
    clearCart();
    expect(getPromoCodeSnapshot()).toBeNull();
  });
});
