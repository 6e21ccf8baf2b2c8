import { z } from 'zod';
import { parcelStates } from '../parcel';

/**
 * Where the carrier last said an order's parcel is (issue #26): the back office's lists and the
 * shopper's cabinet read the same shape; null before the tracker's first look.
 */
export const orderParcelSchema = z
  .object({
    state: z.enum(parcelStates),
    /** the carrier's own words */
    carrierStatus: z.string().nullable(),
    /** when the parcel got where it is, by the carrier's clock (its words' time) */
    statusAt: z.string().nullable(),
    /** when the shop last asked the carrier */
    checkedAt: z.string().nullable(),
    /** YYYY-MM-DD: paid storage at the branch begins */
    paidStorageFrom: z.string().nullable(),
  })
  .nullable();
export type OrderParcel = z.infer<typeof orderParcelSchema>;
