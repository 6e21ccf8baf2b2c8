import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AdminOrderListQuery } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { pageOf } from '../../db/page';
import { orderLines, orders, payments } from '../../db/schema';
import { orderListOrderBy, orderListWhere } from '../orders-admin-shared/order-list-conditions';

/** Orders' columns for the shared list filters, search and sort. */
const listColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  userId: orders.userId,
  total: orders.total,
  phone: orders.phone,
  email: orders.email,
  lastName: orders.lastName,
};

/** One page of orders, each with how many lines it has; the id breaks ties so pages never overlap. */
export async function listAdminOrders(db: DbOrTx, query: AdminOrderListQuery) {
  const where = orderListWhere(query, listColumns, [
    query.deliveryType?.length ? inArray(orders.deliveryType, query.deliveryType) : undefined,
    query.paymentType?.length ? inArray(orders.paymentType, query.paymentType) : undefined,
  ]);
  // Drizzle leaves columns of a one-table select unqualified; inside the subquery "id" would be the line's.
  const lineCount =
    sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = "orders"."id")`
      .mapWith(Number)
      .as('line_count');
  return pageOf(
    query,
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        lastName: orders.lastName,
        firstName: orders.firstName,
        phone: orders.phone,
        email: orders.email,
        deliveryType: orders.deliveryType,
        paymentType: orders.paymentType,
        total: orders.total,
        userId: orders.userId,
        waybillNumber: orders.waybillNumber,
        testPayment: orders.testPayment,
        lineCount,
      })
      .from(orders)
      .where(where)
      .orderBy(...orderListOrderBy(query, listColumns))
      .$dynamic(),
    db.select({ value: count() }).from(orders).where(where),
  );
}

export async function paymentsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
