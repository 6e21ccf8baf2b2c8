'use client';

import type { Kopiyky, Product } from '@kartyna/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  addLine,
  cartCount,
  cartTotal,
  decreaseLine,
  refreshLines,
  removeLine,
  type CartLine,
  type CartProduct,
} from './cart-logic';
import {
  cleanStoredCart,
  getCartSnapshot,
  getServerCartSnapshot,
  subscribeCart,
  writeCart,
} from './cart-store';

export interface CartState {
  lines: readonly CartLine[];
  /** the sum of the amounts of every line (SPEC §2 header badge) */
  count: number;
  /** goods value in kopiyky (format with formatUah) */
  total: Kopiyky;
  /** false on the server and during hydration, when the cart reads as empty */
  hydrated: boolean;
  /** one more of the product, or a new line with 1 */
  add: (product: Product | CartProduct) => void;
  /** one less; the line goes at 1 or below */
  decrease: (productId: number) => void;
  /** the whole line goes */
  remove: (productId: number) => void;
  clear: () => void;
  /** today's price and stock from the API replace the remembered ones */
  refresh: (products: readonly Product[]) => void;
}

const noop = () => undefined;
const CartContext = createContext<CartState>({
  lines: [],
  count: 0,
  total: 0,
  hydrated: false,
  add: noop,
  decrease: noop,
  remove: noop,
  clear: noop,
  refresh: noop,
});

const subscribeNothing = () => noop;

/**
 * The cart of SPEC §4, kept in localStorage under products_cart and shared by every tab.
 * The server and the first client render see an empty cart (count 0), so hydration matches;
 * the stored lines arrive right after.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const lines = useSyncExternalStore(subscribeCart, getCartSnapshot, getServerCartSnapshot);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  useEffect(cleanStoredCart, []);

  // Each change reads the stored cart afresh, so a change made in another tab is never lost.
  const add = useCallback(
    (product: Product | CartProduct) => writeCart(addLine(getCartSnapshot(), product)),
    [],
  );
  const decrease = useCallback((id: number) => writeCart(decreaseLine(getCartSnapshot(), id)), []);
  const remove = useCallback((id: number) => writeCart(removeLine(getCartSnapshot(), id)), []);
  const clear = useCallback(() => writeCart([]), []);
  const refresh = useCallback(
    (products: readonly Product[]) => writeCart(refreshLines(getCartSnapshot(), products)),
    [],
  );

  const value = useMemo<CartState>(
    () => ({
      lines,
      count: cartCount(lines),
      total: cartTotal(lines),
      hydrated,
      add,
      decrease,
      remove,
      clear,
      refresh,
    }),
    [lines, hydrated, add, decrease, remove, clear, refresh],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export const useCart = (): CartState => useContext(CartContext);
