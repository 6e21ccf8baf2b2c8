import type { OrderRowWrites } from '../order-pipeline/order-row-writes';
import { giveGuestPhotoOrdersTo, lockPhotoOrder, updatePhotoOrder } from './photo-orders-repository';

/*
 * photo-orders places a photo order and is the one module that writes its row: the back office
 * (photo-orders-admin) moves its status with these, and the modules below the kinds write it
 * through photoOrderWrites.
 */
export { lockPhotoOrder, updatePhotoOrder } from './photo-orders-repository';

/** A photo order's row as payments, refunds, the staff note and the mail confirmation write it. */
export const photoOrderWrites: OrderRowWrites = {
  lock: lockPhotoOrder,
  update: updatePhotoOrder,
  giveGuestOrders: giveGuestPhotoOrdersTo,
};
