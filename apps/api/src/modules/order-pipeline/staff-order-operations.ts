import type { FastifyBaseLogger } from 'fastify';
import type {
  OrderKind,
  OrderStatusChange,
  StaffOrderView,
  WaybillCreate,
  WaybillTracking,
} from '@kartyna/domain';
import type { AppDeps } from '../../types';
import type { StaffActor } from '../audit/audit-log';
import type { UndoActor } from './status-undo';

/**
 * What the back office does to an order, whatever its kind. Each kind's module implements it over
 * its own rows and the one status machine; the staff route family (modules/staff-orders) serves
 * every kind through it, keyed by the order's kind. The port lives here, below both kinds, so
 * the routes depend on the kinds and no kind on the routes or on the other kind.
 */
export interface StaffOrderOperations {
  kind: OrderKind;
  /** the order as its back-office page shows it; 404 order_not_found */
  view(deps: AppDeps, id: number): Promise<StaffOrderView>;
  /** a move of the lifecycle (the same status again changes nothing), audited, mailed as it says */
  changeStatus(
    deps: AppDeps,
    actor: UndoActor,
    id: number,
    change: OrderStatusChange,
  ): Promise<StaffOrderView>;
  /** the latest change taken back within its undo window */
  undo(deps: AppDeps, actor: UndoActor, id: number): Promise<StaffOrderView>;
  /** the carrier's waybill made and the order moved to lading-bill-created */
  createWaybill(
    deps: AppDeps,
    actor: UndoActor,
    id: number,
    input: WaybillCreate,
    log: FastifyBaseLogger,
  ): Promise<StaffOrderView>;
  /** the carrier's word on the order's waybill, asked now */
  track(deps: AppDeps, id: number, log: FastifyBaseLogger): Promise<WaybillTracking>;
  /** staff's own note (null clears it), audited; the customer never sees it */
  setNote(deps: AppDeps, actor: StaffActor, id: number, staffNote: string | null): Promise<StaffOrderView>;
}
