import { customerMoneyBackOf } from '../refunds/order-money-back';
import {
  codFee,
  kopiykyToUah,
  paymentAllowed,
  photoLineQuality,
  photoOrderSchema,
  photoPictureUnitPrice,
  type OrderParcel,
  type OrderPromotion,
  type PhotoOrder,
  type PhotoOrderCreated,
  type PhotoOrderInput,
  type PhotoPixels,
} from '@kartyna/domain';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, badRequest } from '../../http/app-error';
import { mediaKeyOf, mediaUrl } from '../../integrations/storage/file-storage';
import type { AppDeps } from '../../types';
import { ownerOfGuestOrder } from '../email-confirmation/email-confirmation-service';
import { cashbackPercentOf } from '../loyalty/loyalty-service';
import { queueAcceptedMail } from '../mail/order-mails';
import { recordOrderPlaced } from '../order-pipeline/order-status-machine';
import { resolveDelivery } from '../order-pipeline/order-delivery';
import { newOrderToken } from '../order-pipeline/order-token';
import { isOrderPayable } from '../order-pipeline/order-payable';
import { shopperParcelsOf } from '../parcel-tracking/parcel-views';
import { queuePhotoTemplates } from '../photo-templates/photo-templates-service';
import {
  discountLinesOf,
  promotionCustomer,
  recordPromotionUses,
  takeOrderPromotions,
} from '../promotions/promotion-pricing';
import { promoRefused, promotionsOfOrders } from '../promotions/promotions-service';
import { uploadedKeysAmong, type UploadClaimant } from '../uploads/uploads-service';
import { insertPhotoOrder, listPhotoOrdersOfUser, type PhotoOrderWithLines } from './photo-orders-repository';

type CheckedLine = PhotoOrderInput['productsData'][number] & { storageKey: string; pixels: PhotoPixels };

/**
 * Every line with the storage key of its photo, or a 400 naming each line whose imageUrl is not
 * one of our uploads: the painters must never be sent to fetch a picture from someone else's server.
 */
async function withUploadedImages(
  db: DbOrTx,
  input: PhotoOrderInput,
  claimant: UploadClaimant,
): Promise<CheckedLine[]> {
  const keys = input.productsData.map((line) => mediaKeyOf(line.imageUrl));
  const { known, owned, pixels } = await uploadedKeysAmong(
    db,
    keys.filter((k): k is string => k !== null),
    claimant,
  );
  const checked: CheckedLine[] = [];
  const errors: { path: string; message: string }[] = [];
  const strangers: { path: string; message: string }[] = [];
  input.productsData.forEach((line, i) => {
    const storageKey = keys[i];
    const path = `productsData.${i}.imageUrl`;
    const size = storageKey ? pixels.get(storageKey) : undefined;
    if (storageKey && size && owned.has(storageKey)) checked.push({ ...line, storageKey, pixels: size });
    else if (storageKey && known.has(storageKey)) strangers.push({ path, message: 'not_found' });
    else errors.push({ path, message: 'invalid_data' });
  });
  if (errors.length > 0) throw badRequest('invalid_data', errors);
  // Someone else's photo (a URL seen in a shared link) is as absent as one never uploaded.
  if (strangers.length > 0) throw new AppError(404, 'not_found', strangers);
  return checked;
}

/**
 * A 422 naming each line whose photo cannot be painted at its size and framing (one photo pixel
 * would cover more than the finest region): the workshop could only print a mosaic of squares.
 * The preview tells the shopper the same before they order; this is for any other client.
 */
function refuseUnpaintable(lines: CheckedLine[]): void {
  const errors = lines.flatMap((line, i) =>
    photoLineQuality(line.pixels, line) === 'too-small'
      ? [{ path: `productsData.${i}.imageUrl`, message: 'photo_too_small' }]
      : [],
  );
  if (errors.length > 0) throw new AppError(422, 'photo_too_small', errors);
}

/**
 * Given `outerTx` (the idempotency helper's, which also stores the answer) every read and write
 * goes through it: on PGlite a query on the database itself would wait for that transaction.
 */
export async function placePhotoOrder(
  deps: Pick<AppDeps, 'db' | 'delivery'>,
  input: PhotoOrderInput,
  userId: number | null,
  /** hashed upload_owner cookie of a guest's request (uploads/upload-owner.ts) */
  guestOwner: string | null = null,
  outerTx?: Tx,
): Promise<PhotoOrderCreated> {
  // Inside an idempotent request every read goes through its transaction (PGlite has one connection).
  const checked = await withUploadedImages(outerTx ?? deps.db, input, { userId, guestOwner });
  refuseUnpaintable(checked);
  const delivery = await resolveDelivery(deps.delivery, input.delivery);
  // Cash on delivery needs a carrier to collect it: not at the shop counter, not abroad.
  if (!paymentAllowed(input.paymentType, input.delivery.deliveryType)) {
    throw badRequest('invalid_data', [{ path: 'paymentType', message: 'invalid_data' }]);
  }

  // Prices come from the requirements §9 table, never from the client.
  const lines = checked.map((line) => ({
    // Stored in our canonical form, whatever host or spelling the client sent.
    imageUrl: mediaUrl(line.storageKey),
    complectation: line.complectation,
    size: line.size,
    speed: line.speed,
    amount: line.amount,
    price: photoPictureUnitPrice(line.size, line.complectation, line.speed),
    // What the shopper framed and saw: the print template is made from exactly this.
    orientation: line.orientation,
    crop: line.crop ?? null,
    seed: line.seed,
  }));
  const goodsTotal = lines.reduce((sum, line) => sum + line.price * line.amount, 0);
  const { clientData } = input;

  // The confirmation is queued with the order: both are written or neither.
  const access = newOrderToken();
  const write = async (tx: Tx) => {
    // Cashback on receipt at the buyer's percent of today, as a shop order keeps it (requirements §9).
    const cashbackPercent = userId === null ? 0 : await cashbackPercentOf(tx, userId);
    // Signed out with an account's proven mail: the photo order joins it at once (#26).
    const ownerId = userId ?? (await ownerOfGuestOrder(tx, clientData.email));
    // The same rule as a shop order's (issue #43): a photo picture is in no category, so only a
    // promotion for every item reaches it.
    const customer = promotionCustomer(clientData.email, ownerId);
    const promotions = await takeOrderPromotions(
      tx,
      await discountLinesOf(
        tx,
        lines.map((l) => ({ productId: null, categoryId: null, unitPrice: l.price, amount: l.amount })),
      ),
      input.promoCode ?? null,
      customer,
      promoRefused,
    );
    const total = goodsTotal - promotions.cart.discount;
    const inserted = await insertPhotoOrder(
      tx,
      {
        userId: ownerId,
        accessTokenHash: access.hash,
        paymentType: input.paymentType,
        clientData: {
          lastName: clientData.lastName,
          firstName: clientData.firstName,
          fatherName: clientData.fatherName ?? null,
          email: clientData.email,
          phone: clientData.phone,
        },
        delivery,
        comment: input.comment ?? null,
        total,
        discount: promotions.cart.discount,
        promoCode: promotions.promoCode,
        // Fixed now, like a shop order's: a later change of the rule never re-prices this order.
        codFee: input.paymentType === 'cod' ? codFee(total) : 0,
        cashbackPercent,
        locale: input.language,
      },
      lines.map((line, i) => ({ ...line, discount: promotions.cart.lineDiscounts[i] ?? 0 })),
    );
    // Its history starts with its placing, in the order's own transaction, as a shop order's does.
    await recordOrderPlaced(tx, { kind: 'photo-order', id: inserted.id }, { kind: 'customer', userId: null });
    await queueAcceptedMail(tx, { kind: 'photo-order', id: inserted.id }, access.token);
    // The print templates are queued with the order: a committed order always gets its jobs.
    await queuePhotoTemplates(tx, inserted.lineIds);
    // Last: a limited code's row stays locked from here to the commit, and no longer.
    await recordPromotionUses(tx, { photoOrderId: inserted.id }, promotions, customer, total, promoRefused);
    return { ...inserted, total, discount: promotions.cart.discount };
  };
  const row = await (outerTx ? write(outerTx) : deps.db.transaction(write));
  return {
    id: row.id,
    total: kopiykyToUah(row.total),
    discount: kopiykyToUah(row.discount),
    resultType: 'photo-picture',
    status: 'requested',
    orderToken: access.token,
  };
}

const toView = (
  order: PhotoOrderWithLines,
  onlinePayment: boolean,
  parcel: OrderParcel = null,
  promotions: OrderPromotion[] = [],
  moneyBack: Pick<PhotoOrder, 'refunds' | 'fiscalReceipts'> = { refunds: [], fiscalReceipts: [] },
): PhotoOrder =>
  // Parsed, not cast: a status or size the enums do not know is our data fault and must be loud.
  photoOrderSchema.parse({
    id: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentType: order.paymentType,
    // A photo order keeps its delivery type inside the delivery document (a shop order in a column).
    deliveryType: order.delivery.deliveryType,
    delivery: order.delivery,
    payable: isOrderPayable(order, onlinePayment),
    waybillNumber: order.waybillNumber,
    parcel,
    total: kopiykyToUah(order.total),
    discount: kopiykyToUah(order.discount),
    promotions,
    createdAt: order.createdAt.toISOString(),
    productsData: order.lines.map((line) => ({
      id: line.id,
      imageUrl: line.imageUrl,
      complectation: line.complectation,
      size: line.size,
      speed: line.speed,
      amount: line.amount,
      price: kopiykyToUah(line.price),
    })),
    comment: order.comment,
    ...moneyBack,
  });

export async function listUserPhotoOrders(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  userId: number,
): Promise<PhotoOrder[]> {
  const orders = await listPhotoOrdersOfUser(deps.db, userId);
  const subjects = orders.map((o) => ({ kind: 'photo-order' as const, id: o.id }));
  const [parcels, promotions, moneyBack] = await Promise.all([
    shopperParcelsOf(deps.db, 'photo-order', orders),
    promotionsOfOrders(
      deps.db,
      'photo-order',
      orders.map((o) => o.id),
    ),
    customerMoneyBackOf(deps.db, subjects),
  ]);
  return orders.map((order) =>
    toView(
      order,
      deps.payments !== null,
      parcels.get(order.id),
      promotions.get(order.id),
      moneyBack({ kind: 'photo-order', id: order.id }),
    ),
  );
}
