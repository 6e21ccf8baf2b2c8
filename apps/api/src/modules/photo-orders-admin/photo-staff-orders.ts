import type { AdminPhotoOrder, StaffOrderView } from '@kartyna/domain';
import { notFound } from '../../http/app-error';
import { trackedWaybill } from '../orders-admin-shared/carrier-waybill';
import type { StaffOrderOperations } from '../order-pipeline/staff-order-operations';
import { changePhotoOrderStatus, undoPhotoOrderStatus } from './photo-order-status';
import { createPhotoOrderWaybill } from './photo-order-waybill';
import { findPhotoOrder } from './photo-orders-admin-repository';
import { adminPhotoOrderOf, setPhotoOrderNote } from './photo-orders-admin-service';

const viewOf = (order: AdminPhotoOrder): StaffOrderView => ({ kind: 'photo-order', ...order });

/** A photo order as the staff route family (modules/staff-orders) moves it. */
export const photoStaffOrders: StaffOrderOperations = {
  kind: 'photo-order',
  view: async (deps, id) => viewOf(await adminPhotoOrderOf(deps.db, id)),
  changeStatus: async (deps, actor, id, change) =>
    viewOf(await changePhotoOrderStatus(deps, actor, id, change)),
  undo: async (deps, actor, id) => viewOf(await undoPhotoOrderStatus(deps, actor, id)),
  createWaybill: async (deps, actor, id, input, log) =>
    viewOf(await createPhotoOrderWaybill(deps, id, input, actor, log)),
  async track(deps, id, log) {
    const order = await findPhotoOrder(deps.db, id);
    if (!order) throw notFound('order_not_found');
    return trackedWaybill(deps.carrier, order.waybillNumber, log);
  },
  setNote: async (deps, actor, id, staffNote) => viewOf(await setPhotoOrderNote(deps, actor, id, staffNote)),
};
