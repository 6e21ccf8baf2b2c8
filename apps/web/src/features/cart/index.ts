// The cart's public face: everything else in this folder is its own business.
export { AddToCartButton } from './add-to-cart-button';
export { CartButton } from './cart-button';
export { CartProvider, useCart } from './cart-provider';
