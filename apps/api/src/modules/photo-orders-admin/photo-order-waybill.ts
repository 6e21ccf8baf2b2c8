import type { FastifyBaseLogger } from 'fastify';
import {
  waybillOrderStatus,
  type AdminPhotoOrder,
  type OrderStatus,
  type WaybillCreate,
} from '@kartyna/domain';
import type { AppDeps } from '../../types';
import { notFound } from '../../http/app-error';
import { carrierWaybill } from '../orders-admin-shared/carrier-waybill';
import type { UndoActor } from '../order-pipeline/status-undo';
import { waybillRequestOf } from '../order-pipeline/waybill-request';
import { waybillSourceOf } from './photo-order-delivery';
import { changePhotoOrderStatus } from './photo-order-status';
import { findPhotoOrder } from './photo-orders-admin-repository';

/**
 * Nova Poshta's waybill for a photo order, as createOrderWaybill makes one for an order: the
 * carrier is asked outside any transaction, then the move to lading-bill-created locks the
 * photo order, records the number and mails the customer at once (the move cannot be undone).
 */
export async function createPhotoOrderWaybill(
  deps: Pick<AppDeps, 'db' | 'carrier' | 'config'>,
  id: number,
  input: WaybillCreate,
  actor: UndoActor,
  log: FastifyBaseLogger,
): Promise<AdminPhotoOrder> {
  const order = await findPhotoOrder(deps.db, id);
  if (!order) throw notFound('order_not_found');
  const waybill = await carrierWaybill(
    deps.carrier,
    order.status as OrderStatus,
    waybillRequestOf(waybillSourceOf(order), input),
    log,
    'carrier could not create a waybill for a photo order',
  );
  return changePhotoOrderStatus(deps, actor, id, {
    status: waybillOrderStatus,
    waybillNumber: waybill.number,
    waybillRef: waybill.ref,
    carrierWaybill: true,
  });
}
