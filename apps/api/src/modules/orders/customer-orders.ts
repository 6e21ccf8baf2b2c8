import {
  kopiykyToUah,
  type CustomerOrder,
  type OrderPromotion,
  type OrderResultType,
  type OrderStatus,
  type PaymentStatus,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { shopperParcelsOf } from '../parcel-tracking/parcel-views';
import { promotionsOfOrders } from '../promotions/promotions-service';
import { customerMoneyBackOf } from '../refunds/order-money-back';
import {
  findOrderOfUser,
  historyOfOrders,
  linesOfOrders,
  listOrdersOfUser,
  type OrderLineRow,
  type OrderRow,
  type OrderStatusRow,
} from './orders-repository';
import { isOrderPayable } from '../order-pipeline/order-payable';

/** A shop order as its buyer sees it in the cabinet (and, extended, as staff see it). */

/** `onlinePayment`: a provider is configured, so an unpaid online order can still be paid. */
export async function ordersOfUser(db: Db, userId: number, onlinePayment = false): Promise<CustomerOrder[]> {
  const rows = await listOrdersOfUser(db, userId);
  return withDetails(db, rows, onlinePayment);
}

/** Another user's order answers exactly like a missing one: ids are not a secret to probe. */
export async function orderOfUser(
  db: Db,
  userId: number,
  orderId: number,
  onlinePayment = false,
): Promise<CustomerOrder> {
  const row = await findOrderOfUser(db, userId, orderId);
  if (!row) throw notFound('order_not_found');
  const [order] = await withDetails(db, [row], onlinePayment);
  if (!order) throw notFound('order_not_found');
  return order;
}

async function withDetails(db: Db, rows: OrderRow[], onlinePayment: boolean): Promise<CustomerOrder[]> {
  const ids = rows.map((r) => r.id);
  const [lines, history, parcels, promotions, moneyBack] = await Promise.all([
    linesOfOrders(db, ids),
    historyOfOrders(db, ids),
    shopperParcelsOf(db, 'order', rows),
    promotionsOfOrders(db, 'order', ids),
    customerMoneyBackOf(
      db,
      ids.map((id) => ({ kind: 'order' as const, id })),
    ),
  ]);
  return rows.map((row) => ({
    ...toCustomerOrder(
      row,
      lines.filter((l) => l.orderId === row.id),
      history.filter((h) => h.orderId === row.id),
      onlinePayment,
      promotions.get(row.id),
      moneyBack({ kind: 'order', id: row.id }),
    ),
    parcel: parcels.get(row.id) ?? null,
  }));
}

/** A change staff took back, and the undo itself, never reached the customer: their history skips both. */
function customerHistory(history: OrderStatusRow[]): OrderStatusRow[] {
  const undone = new Set(history.flatMap((h) => (h.undoOf === null ? [] : [h.undoOf, h.id])));
  return history.filter((h) => !undone.has(h.id));
}

export function toCustomerOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  history: OrderStatusRow[],
  onlinePayment = false,
  promotions: OrderPromotion[] = [],
  moneyBack: Pick<CustomerOrder, 'refunds' | 'fiscalReceipts'> = { refunds: [], fiscalReceipts: [] },
): CustomerOrder {
  return {
    id: row.id,
    deliveryType: row.deliveryType,
    paymentType: row.paymentType,
    // Columns are text; the values were written from the same enums.
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    resultType: row.resultType as OrderResultType,
    contact: {
      lastName: row.lastName,
      firstName: row.firstName,
      fatherName: row.fatherName,
      email: row.email,
      phone: row.phone,
      comment: row.comment,
    },
    delivery: row.delivery,
    lines: lines.map((l) => ({
      // 0 marks a product deleted from the catalogue since; the line keeps its name and price.
      productId: l.productId ?? 0,
      article: l.article,
      name: { ua: l.nameUa, ru: l.nameRu },
      image: l.image,
      price: kopiykyToUah(l.price),
      amount: l.amount,
      total: kopiykyToUah(l.price * l.amount),
    })),
    goodsTotal: kopiykyToUah(row.goodsTotal),
    discount: kopiykyToUah(row.discount),
    promoCode: row.promoCode,
    promotions,
    bonusSpent: kopiykyToUah(row.bonusSpent),
    total: kopiykyToUah(row.total),
    codFee: kopiykyToUah(row.codFee),
    waybillNumber: row.waybillNumber,
    createdAt: row.createdAt.toISOString(),
    statusHistory: customerHistory(history).map((h) => ({
      status: h.status as OrderStatus,
      createdAt: h.createdAt.toISOString(),
    })),
    payable: isOrderPayable(row, onlinePayment),
    ...moneyBack,
  };
}
