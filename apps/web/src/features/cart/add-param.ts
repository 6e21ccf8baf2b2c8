/** `/cart?add=<id>`: where a "Buy" tapped before hydration sends the shopper (add-to-cart-button.tsx). */
export const ADD_PARAM = 'add';

/** The attribute a "Buy" form carries its product's cart snapshot in (buy-forms.tsx reads it). */
export const CART_PRODUCT_ATTRIBUTE = 'data-cart-product';

/** The product id of `?add=`, or null for anything that is not one. */
export function addedProductId(search: string): number | null {
  const raw = new URLSearchParams(search).get(ADD_PARAM);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
