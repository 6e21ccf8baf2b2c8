import type { FastifyBaseLogger } from 'fastify';
import {
  canMoveOrder,
  nextOrderStatuses,
  waybillOrderStatus,
  type OrderStatus,
  type WaybillTracking,
} from '@kartyna/domain';
import { AppError, notFound } from '../../http/app-error';
import { loggable } from '../../http/loggable-error';
import type { Carrier, Waybill, WaybillRequest } from '../../integrations/delivery/carrier';

/** A carrier that refused our request said why (a 4xx AppError); one that failed did not. */
export function carrierFailure(error: unknown, log: FastifyBaseLogger, what: string): AppError {
  if (error instanceof AppError && error.statusCode < 500) return error;
  log.error(loggable(error), what);
  return new AppError(502, 'delivery_provider_unavailable');
}

/**
 * Asks the carrier for a waybill for an order (shop or photo) now in status `from`. Checked
 * first: a waybill for an order that cannot move to lading-bill-created is litter at the carrier.
 * Called outside any transaction (a slow carrier must not hold the order's lock); the caller's
 * status change then locks the order and checks again.
 */
export async function carrierWaybill(
  carrier: Carrier,
  from: OrderStatus,
  request: WaybillRequest,
  log: FastifyBaseLogger,
  what: string,
): Promise<Waybill> {
  if (!canMoveOrder(from, waybillOrderStatus)) {
    throw new AppError(
      409,
      'status_transition_not_allowed',
      nextOrderStatuses(from).map((status) => ({ path: 'status', message: status })),
    );
  }
  try {
    return await carrier.createWaybill(request);
  } catch (error) {
    throw carrierFailure(error, log, what);
  }
}

/** The carrier's word on an order's waybill (shop or photo), asked now; 404 before it has one. */
export async function trackedWaybill(
  carrier: Carrier,
  waybillNumber: string | null,
  log: FastifyBaseLogger,
): Promise<WaybillTracking> {
  if (!waybillNumber) throw notFound('waybill_not_found');
  let statuses;
  try {
    statuses = await carrier.track([waybillNumber]);
  } catch (error) {
    throw carrierFailure(error, log, 'carrier could not track a waybill');
  }
  return statuses.map((s) => ({
    number: s.number,
    statusCode: s.statusCode,
    status: s.status,
    receivedAt: s.reachedAt.received?.toISOString() ?? null,
  }));
}
