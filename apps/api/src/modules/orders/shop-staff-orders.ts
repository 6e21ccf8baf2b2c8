import type { AdminOrder, StaffOrderView } from '@kartyna/domain';
import type { StaffOrderOperations } from '../order-pipeline/staff-order-operations';
import type { UndoActor } from '../order-pipeline/status-undo';
import type { OrderActor } from '../order-pipeline/order-status-machine';
import { changeOrderStatus, undoStatusChange } from './order-lifecycle';
import { createOrderWaybill, trackOrderWaybill } from './order-waybill';
import { adminOrderOf, setOrderNote } from './orders-admin-service';

const viewOf = (order: AdminOrder): StaffOrderView => ({ kind: 'order', ...order });

/** The name goes into the status history: the order page says who moved it, not just "staff". */
const staffActor = (actor: UndoActor): OrderActor & { name: string } => ({
  kind: 'staff',
  userId: actor.id,
  mail: actor.mail,
  name: actor.name,
});

/** A shop order as the staff route family (modules/staff-orders) moves it. */
export const shopStaffOrders: StaffOrderOperations = {
  kind: 'order',
  view: async (deps, id) => viewOf(await adminOrderOf(deps.db, id)),
  async changeStatus(deps, actor, id, change) {
    const { order } = await changeOrderStatus(deps, {
      orderId: id,
      to: change.status,
      actor: staffActor(actor),
      note: change.note ?? null,
      ...(change.waybillNumber ? { waybillNumber: change.waybillNumber } : {}),
    });
    return viewOf(await adminOrderOf(deps.db, order));
  },
  async undo(deps, actor, id) {
    return viewOf(await adminOrderOf(deps.db, await undoStatusChange(deps, id, actor)));
  },
  async createWaybill(deps, actor, id, input, log) {
    const { order } = await createOrderWaybill(deps, id, input, staffActor(actor), log);
    return viewOf(await adminOrderOf(deps.db, order));
  },
  track: (deps, id, log) => trackOrderWaybill(deps, id, log),
  setNote: async (deps, actor, id, staffNote) => viewOf(await setOrderNote(deps, actor, id, staffNote)),
};
