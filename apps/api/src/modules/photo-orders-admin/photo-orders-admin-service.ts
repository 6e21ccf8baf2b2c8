import { staffMoneyBackOf } from '../refunds/order-money-back';
import {
  kopiykyToUah,
  nextOrderStatuses,
  photoLineQuality,
  photoOrderLineSchema,
  type AdminPhotoOrder,
  type AdminPhotoOrderListItem,
  type AdminPhotoOrderListQuery,
  type OrderStatus,
  type PaymentStatus,
  type PhotoPixels,
} from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { mediaKeyOf } from '../../integrations/storage/file-storage';
import type { AppDeps } from '../../types';
import type { StaffActor } from '../audit/audit-log';
import {
  findBuyer,
  orderListRowHead,
  saveStaffNote,
} from '../orders-admin-shared/orders-admin-shared-service';
import { staffStatusView } from '../order-pipeline/status-undo';
import { photoOrderWrites } from '../photo-orders/photo-order-writes';
import { promotionsOfOrders } from '../promotions/promotions-service';
import { parcelViewsOf } from '../parcel-tracking/parcel-views';
import { openMedia, uploadPixelsOf, type MediaFile } from '../uploads/uploads-service';
import {
  findPhotoOrder,
  findPhotoOrderLine,
  linesOfPhotoOrder,
  listAdminPhotoOrders,
  type PhotoOrderLineRow,
  type PhotoOrderRow,
} from './photo-orders-admin-repository';
import { photoTrackingUrl } from './photo-order-delivery';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const photoImagePath = (orderId: number, lineId: number) =>
  `/api/admin/photo-orders/${orderId}/lines/${lineId}/image`;

export async function listPhotoOrdersForStaff(
  deps: Pick<AppDeps, 'db'>,
  query: AdminPhotoOrderListQuery,
): Promise<{ items: AdminPhotoOrderListItem[]; total: number }> {
  const { rows, total } = await listAdminPhotoOrders(deps.db, query);
  const parcels = await parcelViewsOf(
    deps.db,
    'photo-order',
    rows.map((row) => row.id),
  );
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
      parcel: parcels.get(row.id) ?? null,
    })),
  };
}

/** A line as staff read it: parsed, not cast (a size the enums do not know is our data fault). */
function staffLineOf(orderId: number, line: PhotoOrderLineRow, pixels: Map<string, PhotoPixels>) {
  const parsed = photoOrderLineSchema.parse({ ...line, price: kopiykyToUah(line.price) });
  const key = mediaKeyOf(line.imageUrl);
  const photo = key ? pixels.get(key) : undefined;
  return {
    ...parsed,
    downloadUrl: photoImagePath(orderId, line.id),
    total: kopiykyToUah(line.price * line.amount),
    // The same judgement that refuses a photo at ordering, so a note never contradicts it.
    photoQuality: photo
      ? photoLineQuality(photo, { size: parsed.size, orientation: line.orientation, crop: line.crop })
      : null,
  };
}

export async function adminPhotoOrderOf(
  db: DbOrTx,
  orderOrId: number | PhotoOrderRow,
): Promise<AdminPhotoOrder> {
  const row = typeof orderOrId === 'number' ? await findPhotoOrder(db, orderOrId) : orderOrId;
  if (!row) throw notFound('order_not_found');
  const [lines, buyer, statusView] = await Promise.all([
    linesOfPhotoOrder(db, row.id),
    findBuyer(db, row.userId),
    staffStatusView(db, { kind: 'photo-order', id: row.id, status: row.status }),
  ]);
  const promotions = await promotionsOfOrders(db, 'photo-order', [row.id]);
  const moneyBack = await staffMoneyBackOf(db, { kind: 'photo-order', id: row.id });
  const pixels = await uploadPixelsOf(
    db,
    lines.flatMap((line) => mediaKeyOf(line.imageUrl) ?? []),
  );
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
    discount: kopiykyToUah(row.discount),
    promoCode: row.promoCode,
    promotions: promotions.get(row.id) ?? [],
    locale: row.locale,
    staffNote: row.staffNote,
    buyer,
    lines: lines.map((line) => staffLineOf(row.id, line, pixels)),
    nextStatuses: [...nextOrderStatuses(status)],
    ...moneyBack,
    ...statusView,
    waybillNumber: row.waybillNumber,
    trackingUrl: photoTrackingUrl(row),
    testPayment: row.testPayment,
  };
}

export async function setPhotoOrderNote(
  deps: Pick<AppDeps, 'db'>,
  actor: StaffActor,
  id: number,
  staffNote: string | null,
): Promise<AdminPhotoOrder> {
  await saveStaffNote(deps.db, actor, 'photo-order', id, staffNote, photoOrderWrites);
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
