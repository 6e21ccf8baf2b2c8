import type { Locale, Product } from '@kartyna/domain';
import { afterNextPaint } from '@/lib/after-next-paint';
import { addToCartEvent, toCartProduct, type CartProduct } from './cart-logic';
import { pushDataLayer } from './tracking';
import { storeInCart } from './use-cart';

/**
 * What "Buy" does when tapped (add-to-cart-button.tsx). The line is stored at once, in the
 * handler: a page left or reloaded within the frame still has it in the cart. Only the costly,
 * visible rest waits for the frame that answers the tap to be painted (issue #26, INP): the
 * badge's re-render and the toast cost a slow phone ~50 ms, the storage write does not.
 */
export function addOnTap(product: Product | CartProduct, locale: Locale, showToast: () => void): void {
  const notifyReaders = storeInCart(product);
  afterNextPaint(() => {
    notifyReaders();
    pushDataLayer(addToCartEvent(toCartProduct(product), locale));
    showToast();
  });
}
