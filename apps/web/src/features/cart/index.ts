// The cart's public face: everything else in this folder is its own business.
export { AddToCartButton } from './add-to-cart-button';
export { BuyForms } from './buy-forms';
export { CartButton } from './cart-button';
export {
  addManyToCart,
  applyCartPromoCode,
  clearCart,
  refreshCart,
  removeCartPromoCode,
  useCart,
  useCartPromoCode,
  type CartSummary,
} from './use-cart';
export { OrderResultModal } from './order-result/order-result-modal';
export { showOrderResult } from './order-result/show-order-result';
export { startPayment } from './order-result/start-payment';
export { PaymentReminders } from './order-result/payment-reminder';
export { canBuy, lineTotal, toCartProduct, unitPrice, type CartLine, type CartProduct } from './cart-logic';
