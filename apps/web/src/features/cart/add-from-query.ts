import type { Product } from '@kartyna/domain';
import { browserApi } from '@/lib/api/browser-api';
import { canBuy } from './cart-logic';
import { ADD_PARAM, addedProductId } from './add-param';
import { addToCart } from './use-cart';

let handled = false;

/**
 * Adds the product of `?add=` once: the parameter leaves the address first, so a reload or a
 * second effect run adds nothing more. The product comes from the API (today's price; a sold-out
 * or unknown one is not added).
 */
export async function addFromQuery(): Promise<void> {
  if (handled) return;
  const id = addedProductId(window.location.search);
  if (id === null) return;
  handled = true;
  const url = new URL(window.location.href);
  url.searchParams.delete(ADD_PARAM);
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  try {
    const product = await browserApi<Product>(`/products/${id}`);
    if (canBuy(product)) addToCart(product);
  } catch {
    // gone or unreachable: the cart stays as it was, and the shopper sees it
  }
}
