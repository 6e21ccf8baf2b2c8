import type { FastifyBaseLogger } from 'fastify';
import {
  canMoveOrder,
  nextOrderStatuses,
  waybillOrderStatus,
  type AdminPhotoOrder,
  type OrderStatus,
  type WaybillCreate,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { Carrier, Waybill } from '../../integrations/delivery/carrier';
import type { UndoActor } from '../orders-admin-shared/status-undo';
import { carrierFailure } from '../orders/order-waybill';
import { waybillRequestOf } from '../orders/waybill-request';
import { waybillSourceOf } from './photo-order-lifecycle';
import { changePhotoOrderStatus } from './photo-order-status';
import { findPhotoOrder } from './photo-orders-admin-repository';

/**
 * Nova Poshta's waybill for a photo order, as createOrderWaybill makes one for an order: the
 * carrier is asked outside any transaction, then the move to lading-bill-created locks the
 * photo order, records the number and mails the customer at once (the move cannot be undone).
 */
export async function createPhotoOrderWaybill(
  deps: { db: Db; carrier: Carrier },
  id: number,
  input: WaybillCreate,
  actor: UndoActor,
  log: FastifyBaseLogger,
): Promise<AdminPhotoOrder> {
  const order = await findPhotoOrder(deps.db, id);
  if (!order) throw notFound('order_not_found');
  const request = waybillRequestOf(waybillSourceOf(order), input);
  const from = order.status as OrderStatus;
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
    throw carrierFailure(error, log, 'carrier could not create a waybill for a photo order');
  }
  return changePhotoOrderStatus(deps, actor, id, {
    status: waybillOrderStatus,
    waybillNumber: waybill.number,
    waybillRef: waybill.ref,
    carrierWaybill: true,
  });
}
