import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addOnTap } from './add-on-tap';
import { CART_STORAGE_KEY, parseStoredCart } from './cart-logic';
import { subscribeCart } from './cart-store';
import { product as sampleProduct } from './cart-test-product';

const product = sampleProduct(7);

// A browser just enough for the cart: its storage, its events, its frames and the dataLayer.
let stored: Map<string, string>;
let frames: FrameRequestCallback[];
let win: {
  localStorage: Storage;
  dataLayer?: unknown[];
  addEventListener(): void;
  removeEventListener(): void;
};

beforeEach(() => {
  vi.useFakeTimers();
  stored = new Map();
  frames = [];
  win = {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    } as Storage,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const storedLines = () => parseStoredCart(stored.get(CART_STORAGE_KEY) ?? null) ?? [];

describe('a tap on "Buy"', () => {
  it('stores the line before the handler returns; the badge, dataLayer and toast wait for the paint', () => {
    const badge = vi.fn();
    const unsubscribe = subscribeCart(badge);
    const toast = vi.fn();

    addOnTap(product, 'ua', toast);

    // The handler has returned and no frame has come: a page left now keeps the tap.
    expect(storedLines()).toEqual([expect.objectContaining({ amount: 1 })]);
    expect(storedLines()[0]?.product.id).toBe(7);
    expect(badge).not.toHaveBeenCalled();
    expect(win.dataLayer).toBeUndefined();
    expect(toast).not.toHaveBeenCalled();

    // The frame that answers the tap is painted; then the rest follows.
    frames.shift()?.(0);
    expect(badge).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(badge).toHaveBeenCalledOnce();
    expect(win.dataLayer).toEqual([expect.objectContaining({ event: 'add_to_cart' })]);
    expect(toast).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('two taps within one frame both land in the storage', () => {
    addOnTap(product, 'ua', () => undefined);
    addOnTap(product, 'ua', () => undefined);
    expect(storedLines()).toEqual([expect.objectContaining({ amount: 2 })]);
  });
});
