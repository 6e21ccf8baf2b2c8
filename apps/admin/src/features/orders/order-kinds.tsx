import type { ReactNode } from 'react';
import {
  customerMailedOrderStatuses,
  undoableOrderStatuses,
  type AdminOrder,
  type AdminPhotoOrder,
  type OrderMoneyBack,
  type OrderKind as DomainOrderKind,
  type OrderNumberKind,
  type OrderPromotion,
  type StatusUndo,
} from '@kartyna/domain';
import type { Contact } from './order-page';
import type { StatusConfirm } from './order-status-actions';
import { PaymentAttempts } from './payment-attempts';
import { PhotoOrderLines } from './photo-order-lines';
import { refundProviderOf } from './refund-input';
import { ShopOrderLines } from './shop-order-lines';

/*
 * The two kinds of order the one order page shows. Each kind says where its API is, how its
 * record reads as the shared frame's fields (the two records are shaped differently and the API
 * keeps them so), and which panel shows its lines; everything else is written once, in the page.
 */

/** Deliveries Nova Poshta carries, for which the waybill can be made through its API. */
const NOVA_POSHTA = new Set(['post', 'postomat', 'new-post-address']);

/** What the shared frame shows of an order, whichever kind it is. */
export interface OrderFrameFields {
  status: string;
  createdAt: string;
  undo: StatusUndo | null;
  nextStatuses: string[];
  statusHistory: AdminOrder['statusHistory'];
  contact: Contact;
  buyer: AdminOrder['buyer'];
  comment: string | null | undefined;
  delivery: Record<string, unknown>;
  deliveryType: string;
  waybillNumber: string | null;
  /** the carrier's tracking page, where the API gives one */
  trackingUrl: string | null;
  paymentType: string;
  paymentStatus: string;
  testPayment: boolean;
  staffNote: string | null;
  /** what is left to give back, the refunds and the fiscal receipts (issue #44) */
  moneyBack: OrderMoneyBack;
  /** the provider the money goes back through, where the kind's view tells it */
  refundProvider: string | null;
  /** goods, the promotions' discount, bonuses and the COD fee appear only where the kind has them */
  totals: {
    goodsTotal?: number;
    /** the goods row's label where the kind's goods are not products (a photo order's pictures) */
    goodsLabel?: string;
    discount?: number;
    promotions?: OrderPromotion[];
    promoCode?: string | null;
    bonusSpent?: number;
    total: number;
    codFee?: number;
  };
}

export interface OrderKind<T extends { id: number }> {
  /** the react-admin resource: its list's path under /api/admin */
  resource: 'orders' | 'photo-orders';
  /** the kind in the API's one staff route family (`staffOrderPath`) */
  orderKind: DomainOrderKind;
  numberKind: OrderNumberKind;
  /** the page title's message: "Замовлення № 12", "Фотокартина Ф-3" */
  title: string;
  /** the lines section's title */
  linesTitle: string;
  /** a move the customer is mailed about asks first, in the kind's words (see StatusActions) */
  confirm: StatusConfirm;
  frame: (order: T) => OrderFrameFields;
  /** the kind's lines: products, or pictures with their templates */
  lines: (order: T) => ReactNode;
  /** rows the kind adds to the payment section (a shop order's online attempts) */
  payments?: (order: T) => ReactNode;
}

export const shopOrderKind: OrderKind<AdminOrder> = {
  resource: 'orders',
  orderKind: 'order',
  numberKind: 'shop',
  title: 'shop.orders.title',
  linesTitle: 'shop.orders.section.lines',
  confirm: { mailed: customerMailedOrderStatuses, undoable: undoableOrderStatuses },
  frame: (order) => ({
    ...order,
    comment: order.contact.comment,
    trackingUrl: null,
    totals: order,
    moneyBack: order,
    refundProvider: refundProviderOf(order),
  }),
  lines: (order) => <ShopOrderLines order={order} />,
  payments: (order) => <PaymentAttempts order={order} />,
};

/**
 * A photo order's total is after its discount (it has no bonuses or COD fee); with a discount
 * the pictures' sum before it stands above, as a shop order's goods do.
 */
function photoTotals(order: AdminPhotoOrder): OrderFrameFields['totals'] {
  if (!order.discount) return { total: order.total };
  return {
    // Rounded as money: 1234.5 + 0.1 must not print as 1234.6000000001.
    goodsTotal: Math.round((order.total + order.discount) * 100) / 100,
    goodsLabel: 'shop.orders.field.picturesTotal',
    discount: order.discount,
    promoCode: order.promoCode,
    promotions: order.promotions,
    total: order.total,
  };
}

/**
 * A photo order asks as a shop order does; only the titles differ, naming it by its Ф- number,
 * and a cancel says it has no stock or bonuses to return.
 */
export const photoOrderKind: OrderKind<AdminPhotoOrder> = {
  resource: 'photo-orders',
  orderKind: 'photo-order',
  numberKind: 'photo',
  title: 'shop.orders.photoTitle',
  linesTitle: 'shop.orders.section.pictures',
  confirm: {
    mailed: customerMailedOrderStatuses,
    undoable: undoableOrderStatuses,
    title: 'shop.orders.action.confirmPhotoTitle',
    cancelTitle: 'shop.orders.action.cancelPhotoTitle',
    cancelContent: 'shop.orders.action.cancelPhotoContent',
    returnedTitle: 'shop.orders.action.returnedPhotoTitle',
    returnedContent: 'shop.orders.action.returnedPhotoContent',
  },
  frame: (order) => ({
    ...order,
    contact: order.clientData,
    deliveryType: String(order.delivery.deliveryType),
    totals: photoTotals(order),
    moneyBack: order,
    refundProvider: refundProviderOf(order),
  }),
  lines: (order) => <PhotoOrderLines order={order} />,
};

/** Whether the waybill of a delivery can be made at the carrier. */
export const carrierMakesWaybill = (deliveryType: string) => NOVA_POSHTA.has(deliveryType);
