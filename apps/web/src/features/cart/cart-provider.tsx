'use client';

import { createContext, useContext, type ReactNode } from 'react';

interface CartState {
  /** the sum of the amounts of every line (SPEC §2 header badge) */
  count: number;
}

const CartContext = createContext<CartState>({ count: 0 });

/** The cart of SPEC §4 (kept in local storage); replaced by the full cart feature. */
export function CartProvider({ children }: { children: ReactNode }) {
  return <CartContext.Provider value={{ count: 0 }}>{children}</CartContext.Provider>;
}

export const useCart = () => useContext(CartContext);
