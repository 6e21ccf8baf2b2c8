import {
  canMoveOrder,
  kopiykyToUah,
  nextOrderStatuses,
  orderStatuses,
  photoOrderLineSchema,
  type AdminPhotoOrder,
  type AdminPhotoOrderListItem,
  type AdminPhotoOrderListQuery,
  type OrderStatus,
  type PaymentStatus,
  staffName,
  type PhotoOrderStatusChange,
} from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { mediaKeyOf } from '../../integrations/storage/file-storage';
import type { AppDeps } from '../../types';
import { listAuditEntries } from '../audit/audit-repository';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import {
  findBuyer,
  orderListRowHead,
  saveStaffNote,
} from '../orders-admin-shared/orders-admin-shared-service';
import { openMedia, type MediaFile } from '../uploads/uploads-service';
import {
  findPhotoOrder,
  staffAccountsByIds,
  findPhotoOrderLine,
  linesOfPhotoOrder,
  listAdminPhotoOrders,
  lockPhotoOrder,
  updatePhotoOrder,
  type PhotoOrderRow,
} from './photo-orders-admin-repository';
import { afterPhotoOrderMove, photoTrackingUrl, waybillChange } from './photo-order-lifecycle';

const STATUS_ACTION = 'photo-order.status';
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const photoImagePath = (orderId: number, lineId: number) =>
  `/api/admin/photo-orders/${orderId}/lines/${lineId}/image`;

export async function listPhotoOrdersForStaff(
  deps: Pick<AppDeps, 'db'>,
  query: AdminPhotoOrderListQuery,
): Promise<{ items: AdminPhotoOrderListItem[]; total: number }> {
  const { rows, total } = await listAdminPhotoOrders(deps.db, query);
  return {
    total,
    items: rows.map((row) => ({
      ...orderListRowHead({
        ...row,
        lastName: text(row.clientData.lastName),
        firstName: text(row.clientData.firstName),
        phone: text(row.clientData.phone),
        email: text(row.clientData.email),
      }),
      paymentType: row.paymentType,
      deliveryType: text(row.delivery.deliveryType),
      total: kopiykyToUah(row.total),
      pictureCount: row.pictureCount,
      imageUrl: row.firstImage,
    })),
  };
}

/** Photo orders keep no history table: their status changes are the audit log's entries. */
async function statusHistoryOf(db: DbOrTx, id: number): Promise<AdminPhotoOrder['statusHistory']> {
  const { items } = await listAuditEntries(db, {
    entity: 'photo-order',
    entityId: String(id),
    action: STATUS_ACTION,
    sort: 'id',
    order: 'ASC',
    page: 1,
    perPage: 500,
  });
  const ids = [...new Set(items.flatMap((entry) => (entry.actorUserId === null ? [] : [entry.actorUserId])))];
  const names = new Map((await staffAccountsByIds(db, ids)).map((user) => [user.id, staffName(user)]));
  return items.flatMap((entry) => {
    const after = (entry.after ?? {}) as { status?: unknown; note?: unknown };
    const status = orderStatuses.find((s) => s === after.status);
    if (!status) return [];
    return [
      {
        status,
        createdAt: entry.createdAt,
        actorMail: entry.actorMail,
        actorName: entry.actorUserId === null ? null : (names.get(entry.actorUserId) ?? null),
        note: nullableText(after.note),
      },
    ];
  });
}

export async function adminPhotoOrderOf(
  db: DbOrTx,
  orderOrId: number | PhotoOrderRow,
): Promise<AdminPhotoOrder> {
  const row = typeof orderOrId === 'number' ? await findPhotoOrder(db, orderOrId) : orderOrId;
  if (!row) throw notFound('order_not_found');
  const [lines, buyer, statusHistory] = await Promise.all([
    linesOfPhotoOrder(db, row.id),
    findBuyer(db, row.userId),
    statusHistoryOf(db, row.id),
  ]);
  const status = row.status as OrderStatus;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentType: row.paymentType,
    clientData: {
      lastName: text(row.clientData.lastName),
      firstName: text(row.clientData.firstName),
      fatherName: nullableText(row.clientData.fatherName),
      email: text(row.clientData.email),
      phone: text(row.clientData.phone),
    },
    delivery: row.delivery,
    comment: row.comment,
    total: kopiykyToUah(row.total),
    locale: row.locale,
    staffNote: row.staffNote,
    buyer,
    // Parsed, not cast: a size or complectation the enums do not know is our data fault.
    lines: lines.map((line) => ({
      ...photoOrderLineSchema.parse({ ...line, price: kopiykyToUah(line.price) }),
      downloadUrl: photoImagePath(row.id, line.id),
      total: kopiykyToUah(line.price * line.amount),
    })),
    nextStatuses: [...nextOrderStatuses(status)],
    statusHistory,
    waybillNumber: row.waybillNumber,
    trackingUrl: photoTrackingUrl(row),
    testPayment: row.testPayment,
  };
}

/**
 * Moves a photo order along the orders' lifecycle (orderStatusMoves), with what each step
 * entails (photo-order-lifecycle.ts: waybill, cashback, the customer's mail). The same status
 * again changes nothing, so a double click is harmless (a new waybill number corrects the old
 * one). Nothing is reserved for a photo picture, so a cancel gives nothing back.
 */
export async function changePhotoOrderStatus(
  deps: Pick<AppDeps, 'db'>,
  actor: StaffActor,
  id: number,
  input: PhotoOrderStatusChange & { waybillRef?: string | null },
): Promise<AdminPhotoOrder> {
  const row = await deps.db.transaction(async (tx) => {
    const order = await lockPhotoOrder(tx, id);
    if (!order) throw notFound('order_not_found');
    const from = order.status as OrderStatus;
    if (from === input.status) {
      const number = input.waybillNumber;
      if (!number || from !== 'lading-bill-created' || number === order.waybillNumber) return order;
      const corrected = await updatePhotoOrder(
        tx,
        id,
        waybillChange(from, { number, ref: input.waybillRef }),
      );
      await recordAudit(tx, actor, {
        action: 'photo-order.waybill',
        entity: 'photo-order',
        entityId: id,
        before: { waybillNumber: order.waybillNumber },
        after: { waybillNumber: number, note: input.note ?? null },
      });
      return corrected;
    }
    if (!canMoveOrder(from, input.status)) {
      throw new AppError(
        409,
        'status_transition_not_allowed',
        nextOrderStatuses(from).map((status) => ({ path: 'status', message: status })),
      );
    }
    const waybill = waybillChange(input.status, { number: input.waybillNumber, ref: input.waybillRef });
    const updated = await updatePhotoOrder(tx, id, { status: input.status, ...waybill });
    await recordAudit(tx, actor, {
      action: STATUS_ACTION,
      entity: 'photo-order',
      entityId: id,
      before: { status: from },
      after: { status: input.status, note: input.note ?? null, ...waybill },
    });
    await afterPhotoOrderMove(tx, updated, input.status, actor);
    return updated;
  });
  return adminPhotoOrderOf(deps.db, row);
}

export async function setPhotoOrderNote(
  deps: Pick<AppDeps, 'db'>,
  actor: StaffActor,
  id: number,
  staffNote: string | null,
): Promise<AdminPhotoOrder> {
  await saveStaffNote(deps.db, actor, 'photo-order', id, staffNote);
  return adminPhotoOrderOf(deps.db, id);
}

/** The customer's photo of one line, at the size it was stored (the painters work from it). */
export async function openPhotoOrderImage(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  id: number,
  lineId: number,
): Promise<MediaFile> {
  const line = await findPhotoOrderLine(deps.db, id, lineId);
  if (!line) throw notFound('not_found');
  const key = mediaKeyOf(line.imageUrl);
  if (!key) throw notFound('not_found');
  return openMedia(deps, key);
}
