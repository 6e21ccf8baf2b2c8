import type { FastifyBaseLogger } from 'fastify';
import {
  canMoveOrder,
  nextOrderStatuses,
  waybillOrderStatus,
  type OrderStatus,
  type WaybillCreate,
  type WaybillTracking,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { loggable } from '../../http/loggable-error';
import type { Carrier, Waybill } from '../../integrations/delivery/carrier';
import { changeOrderStatus, type OrderActor, type OrderStatusChangeResult } from './order-lifecycle';
import { findOrderById } from './order-lifecycle-repository';
import { waybillRequestOf } from './waybill-request';

interface WaybillDeps {
  db: Db;
  carrier: Carrier;
}

/** A carrier that refused our request said why (a 4xx AppError); one that failed did not. */
export function carrierFailure(error: unknown, log: FastifyBaseLogger, what: string): AppError {
  if (error instanceof AppError && error.statusCode < 500) return error;
  log.error(loggable(error), what);
  return new AppError(502, 'delivery_provider_unavailable');
}

/**
 * Creates the carrier's waybill for an order and moves it to lading-bill-created. The carrier
 * is called outside any transaction (a slow carrier must not hold the order's lock); the
 * status change then locks the order and checks again, so a waybill made twice at once is
 * recorded once and the other is only logged.
 */
export async function createOrderWaybill(
  deps: WaybillDeps,
  orderId: number,
  input: WaybillCreate,
  actor: OrderActor,
  log: FastifyBaseLogger,
): Promise<OrderStatusChangeResult> {
  const order = await findOrderById(deps.db, orderId);
  if (!order) throw notFound('order_not_found');
  const request = waybillRequestOf(order, input);
  const from = order.status as OrderStatus;
  // Checked before the carrier is asked: a waybill for an order that cannot take it is litter.
  if (!canMoveOrder(from, waybillOrderStatus)) {
    throw new AppError(
      409,
      'status_transition_not_allowed',
      nextOrderStatuses(from).map((status) => ({ path: 'status', message: status })),
    );
  }
  let waybill: Waybill;
  try {
    waybill = await deps.carrier.createWaybill(request);
  } catch (error) {
    throw carrierFailure(error, log, 'carrier could not create a waybill');
  }
  const result = await changeOrderStatus(deps, {
    orderId,
    to: waybillOrderStatus,
    actor,
    waybillNumber: waybill.number,
    waybillRef: waybill.ref,
    auditAction: 'order.waybill',
  });
  if (!result.changed && result.order.waybillNumber !== waybill.number) {
    log.warn(
      { orderId, kept: result.order.waybillNumber, extra: waybill.number, carrier: deps.carrier.name },
      'a second waybill was made for an order that already had one; delete it at the carrier',
    );
  }
  return result;
}

export async function trackOrderWaybill(
  deps: WaybillDeps,
  orderId: number,
  log: FastifyBaseLogger,
): Promise<WaybillTracking> {
  const order = await findOrderById(deps.db, orderId);
  if (!order) throw notFound('order_not_found');
  if (!order.waybillNumber) throw notFound('waybill_not_found');
  let statuses;
  try {
    statuses = await deps.carrier.track([order.waybillNumber]);
  } catch (error) {
    throw carrierFailure(error, log, 'carrier could not track a waybill');
  }
  return statuses.map((s) => ({
    number: s.number,
    statusCode: s.statusCode,
    status: s.status,
    receivedAt: s.receivedAt ? s.receivedAt.toISOString() : null,
  }));
}
