'use client';

import type { Kopiyky, Product } from '@kartyna/domain';
import { useMemo, useSyncExternalStore } from 'react';
import {
  addLine,
  addLines,
  cartCount,
  cartTotal,
  decreaseLine,
  refreshLines,
  removeLine,
  type CartLine,
  type CartProduct,
} from './cart-logic';
import {
  getCartSnapshot,
  getPromoCodeSnapshot,
  getServerCartSnapshot,
  notifyCart,
  storeCart,
  subscribeCart,
  writeCart,
} from './cart-store';

/*
 * The cart of requirements §4 lives in localStorage under products_cart, shared by every tab. There is
 * no provider at the root on purpose: a context over the whole page made React walk every
 * fiber after hydration whenever its value changed (measured on the home page: ~40 ms of main
 * thread, ~170 ms under Lighthouse's 4× slowdown). Only the components that show the cart subscribe to it.
 */

// Each change reads the stored cart afresh, so a change made in another tab is never lost.
/** one more of the product, or a new line with 1 */
export const addToCart = (product: Product | CartProduct) => storeInCart(product)();
/**
 * One more of the product, stored at once, its readers (the header badge) told only when the
 * returned function runs: a tap's handler keeps the tap even if the page goes within the frame,
 * and leaves the re-render until after the next paint (issue #26, INP).
 */
export function storeInCart(product: Product | CartProduct): () => void {
  storeCart(addLine(getCartSnapshot(), product));
  return notifyCart;
}
/** several products with their amounts (a repeated order) */
export const addManyToCart = (items: readonly { product: Product; amount: number }[]) =>
  writeCart(addLines(getCartSnapshot(), items));
/** one less; the line goes at 1 or below */
export const decreaseInCart = (productId: number) => writeCart(decreaseLine(getCartSnapshot(), productId));
/** the whole line goes */
export const removeFromCart = (productId: number) => writeCart(removeLine(getCartSnapshot(), productId));
/** The order is placed: its lines and its code (used now) leave the cart. */
export const clearCart = () => writeCart([], null);
/** The code the shopper applied goes with the cart, and with the order placed from it (issue #43). */
export const applyCartPromoCode = (code: string) => writeCart(getCartSnapshot(), code);
export const removeCartPromoCode = () => writeCart(getCartSnapshot(), null);
/** today's price and stock from the API replace the remembered ones */
export const refreshCart = (products: readonly Product[]) =>
  writeCart(refreshLines(getCartSnapshot(), products));

/** The stored lines; the server and the first client render see an empty cart. */
export const useCartLines = (): readonly CartLine[] =>
  useSyncExternalStore(subscribeCart, getCartSnapshot, getServerCartSnapshot);

const noCodeOnServer = (): string | null => null;

/** The applied promo code; null on the server and during hydration, as the lines are empty then. */
export const useCartPromoCode = (): string | null =>
  useSyncExternalStore(subscribeCart, getPromoCodeSnapshot, noCodeOnServer);

const subscribeNothing = () => () => undefined;

/** false on the server and during hydration, when the cart reads as empty */
export const useCartHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

export interface CartSummary {
  lines: readonly CartLine[];
  /** the sum of the amounts of every line (requirements §2 header badge) */
  count: number;
  /** goods value in kopiyky (format with formatUah) */
  total: Kopiyky;
  hydrated: boolean;
}

/** The lines with their count and total, for the cart page and the checkout. */
export function useCart(): CartSummary {
  const lines = useCartLines();
  const hydrated = useCartHydrated();
  return useMemo(
    () => ({ lines, count: cartCount(lines), total: cartTotal(lines), hydrated }),
    [lines, hydrated],
  );
}
