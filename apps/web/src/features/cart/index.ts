export { CartProvider, useCart } from './cart-provider';
