/** The query parameter of the order-result view (requirements §2). */
export const THANK_ORDER_PARAM = 'thank-order';
