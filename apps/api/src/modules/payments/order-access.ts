import {
  kopiykyToUah,
  type OrderResultType,
  type OrderSummary,
  type OrderStatus,
  type PaymentStatus,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { isOrderPayable } from '../order-pipeline/order-payable';
import { orderTokenMatches } from '../order-pipeline/order-token';
import type { UserRow } from '../users/users-service';
import type { PaymentSubject } from './payment-subject';
import { findPayableOrder, type PayableOrder } from './payments-repository';

/**
 * The order (or photo order), if the caller may see it: its signed-in owner, or whoever holds
 * its access token. Anyone else gets the answer of a missing id, so sequential ids cannot be walked.
 */
export async function openOrder(
  db: Db,
  subject: PaymentSubject,
  user: UserRow | null,
  token: string | undefined,
): Promise<PayableOrder> {
  const order = await findPayableOrder(db, subject);
  const owner = order !== null && order.userId !== null && order.userId === user?.id;
  if (!order || !(owner || orderTokenMatches(order.accessTokenHash, token)))
    throw notFound('order_not_found');
  return order;
}

/**
 * GET /orders/:id/summary and /photo-orders/:id/summary: enough for the result page to say
 * where the order stands and offer "pay".
 */
export async function orderSummary(
  deps: { db: Db; payments: PaymentProvider | null },
  subject: PaymentSubject,
  user: UserRow | null,
  token: string | undefined,
): Promise<OrderSummary> {
  const order = await openOrder(deps.db, subject, user, token);
  const payable = isOrderPayable(order, deps.payments !== null);
  return {
    id: order.id,
    // Columns are text; the values were written from the same enums.
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    paymentType: order.paymentType,
    resultType: order.resultType as OrderResultType,
    total: kopiykyToUah(order.total),
    discount: kopiykyToUah(order.discount),
    payable,
    // A test payment was made, or paying now would be one.
    testPayment: order.testPayment || (payable && (deps.payments?.test ?? false)),
  };
}
