import { z } from 'zod';

/** Issue #45: the marketplace feeds as the back office shows them. */

export const feedLeftOutReasons = ['excluded', 'no_picture', 'no_price'] as const;

export const adminFeedSchema = z.object({
  file: z.string(),
  title: z.string(),
  /** the address to give the marketplace: the shop's public address + /feeds/<file> */
  url: z.string(),
  /** products the feed lists now */
  entries: z.number().int(),
  /** the last whole read (a marketplace fetching it), its User-Agent and what it got */
  lastReadAt: z.string().nullable(),
  lastReader: z.string().nullable(),
  lastReadEntries: z.number().int().nullable(),
});

export const feedLeftOutSchema = z.object({
  productId: z.number().int(),
  article: z.string(),
  nameUa: z.string(),
  /** every reason that holds: staff left it out, it has no picture, it has no price */
  reasons: z.array(z.enum(feedLeftOutReasons)),
});

/** GET /api/admin/feeds */
export const adminFeedsSchema = z.object({
  feeds: z.array(adminFeedSchema),
  /** visible products no feed lists (newest first, at most 200 of `leftOutTotal`) */
  leftOut: z.array(feedLeftOutSchema),
  leftOutTotal: z.number().int(),
});
export type AdminFeeds = z.infer<typeof adminFeedsSchema>;

/** PUT /api/admin/feeds/exclusions/:productId */
export const feedExclusionInputSchema = z.object({ excluded: z.boolean({ error: 'invalid_data' }) }).strict();
