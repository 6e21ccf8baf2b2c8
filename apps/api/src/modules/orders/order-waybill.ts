import type { FastifyBaseLogger } from 'fastify';
import {
  waybillOrderStatus,
  type OrderStatus,
  type WaybillCreate,
  type WaybillTracking,
} from '@kartyna/domain';
import type { AppDeps } from '../../types';
import { notFound } from '../../http/app-error';
import { carrierWaybill, trackedWaybill } from '../orders-admin-shared/carrier-waybill';
import type { OrderActor, OrderStatusChangeResult } from '../order-pipeline/order-status-machine';
import { changeOrderStatus } from './order-lifecycle';
import { findOrderById } from './order-lifecycle-repository';
import type { OrderRow } from './orders-repository';
import { waybillRequestOf } from '../order-pipeline/waybill-request';

type WaybillDeps = Pick<AppDeps, 'db' | 'carrier' | 'config'>;

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
): Promise<OrderStatusChangeResult<OrderRow>> {
  const order = await findOrderById(deps.db, orderId);
  if (!order) throw notFound('order_not_found');
  const waybill = await carrierWaybill(
    deps.carrier,
    order.status as OrderStatus,
    waybillRequestOf(order, input),
    log,
    'carrier could not create a waybill',
  );
  const result = await changeOrderStatus(deps, {
    orderId,
    to: waybillOrderStatus,
    actor,
    waybillNumber: waybill.number,
    waybillRef: waybill.ref,
    carrierWaybill: true,
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
  return trackedWaybill(deps.carrier, order.waybillNumber, log);
}
