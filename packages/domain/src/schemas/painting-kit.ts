import { z } from 'zod';

/**
 * A buyer's kit in the painting companion (issue #25): `p12` is photo order line 12 (its
 * template, the one the workshop printed), `o45` is catalogue order line 45 (its product's
 * template). The ref is what the address, the progress and the kit token are about.
 */
export const kitRefPattern = /^[po][1-9]\d{0,9}$/;
export const kitRefSchema = z.string().regex(kitRefPattern);
export type KitRef = z.infer<typeof kitRefSchema>;

/** `?k=` of a companion address: an HMAC of the ref, printed as a QR code and sent in mail. */
export const kitAccessQuerySchema = z.object({
  /** the kit token (base64url HMAC of the ref) */
  k: z.string().max(100).optional(),
  /** or the order's own access token, as the order-result page holds it */
  t: z.string().max(100).optional(),
});
export type KitAccessQuery = z.infer<typeof kitAccessQuerySchema>;

export const kitPaintSchema = z.object({
  /** the number printed in its regions */
  number: z.number().int(),
  hex: z.string(),
  /** share of the canvas, 0..1 */
  share: z.number(),
  regionCount: z.number().int(),
});
export type KitPaint = z.infer<typeof kitPaintSchema>;

/** Regions ticked as painted; `updatedAt` is the last change the server kept (null: never). */
export const kitProgressSchema = z.object({
  ticked: z.array(z.number().int().nonnegative()),
  updatedAt: z.string().nullable(),
});
export type KitProgress = z.infer<typeof kitProgressSchema>;

/**
 * Changes made on one device since its last sync, each with the moment it was made (ms since
 * the epoch, the device's clock): the server keeps, per region, the latest change it has seen.
 */
export const kitProgressChangeSchema = z.object({
  region: z.number().int().min(0).max(65_534),
  ticked: z.boolean(),
  at: z.number().int().nonnegative(),
});
export const kitProgressInputSchema = z.object({
  changes: z.array(kitProgressChangeSchema).max(5000),
});
export type KitProgressChange = z.infer<typeof kitProgressChangeSchema>;
export type KitProgressInput = z.infer<typeof kitProgressInputSchema>;

const kitHead = {
  ref: kitRefSchema,
  kind: z.enum(['photo', 'catalogue']),
  /** "Фото-картина 40×50, преміум" or the product's name, in the asked locale */
  title: z.string(),
  /** the token to put in the companion's address (for a QR code, a second device) */
  token: z.string(),
};

/**
 * GET /kits/:ref. `preparing`: the template is being made (ask again in a few seconds);
 * `failed`: it cannot be made (staff are told); `ready`: everything the companion draws.
 */
export const paintingKitSchema = z.discriminatedUnion('status', [
  z.object({ ...kitHead, status: z.literal('preparing') }),
  z.object({ ...kitHead, status: z.literal('failed') }),
  z.object({
    ...kitHead,
    status: z.literal('ready'),
    widthMm: z.number(),
    heightMm: z.number(),
    regionCount: z.number().int(),
    palette: z.array(kitPaintSchema),
    /** the print template, byte for byte as the workshop printed it */
    svgUrl: z.string(),
    /** the region map (see @kartyna/paint-by-numbers kit-map.ts), gzip */
    mapUrl: z.string(),
    /** the same template drawn as a PNG (1600 px on the long side): shown first, the SVG follows */
    outlineUrl: z.string(),
    progress: kitProgressSchema,
  }),
]);
export type PaintingKit = z.infer<typeof paintingKitSchema>;
export type ReadyPaintingKit = Extract<PaintingKit, { status: 'ready' }>;

/** GET /kits: the signed-in buyer's kits, newest order first. */
export const kitListItemSchema = z.object({
  ref: kitRefSchema,
  kind: z.enum(['photo', 'catalogue']),
  title: z.string(),
  status: z.enum(['preparing', 'ready', 'failed']),
  orderId: z.number().int(),
  /** a picture of the kit: the painted preview or the product's image */
  imageUrl: z.string().nullable(),
  /** 0..1 of the regions ticked */
  done: z.number(),
});
export type KitListItem = z.infer<typeof kitListItemSchema>;
