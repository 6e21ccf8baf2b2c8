import { z } from 'zod';

/**
 * Every back-office list answers one page: `?page=1&perPage=25&sort=<field>&order=ASC|DESC`
 * plus its own filters as further query parameters, and `{ items, total }` back. The admin's
 * data provider speaks exactly this, so a new list needs no client code of its own.
 */
export function adminListQuery<const S extends readonly [string, ...string[]]>(
  sortFields: S,
  defaultSort: S[number],
  defaultOrder: 'ASC' | 'DESC' = 'DESC',
) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(500).default(25),
    sort: z.enum(sortFields).default(defaultSort as S[number] & string),
    order: z.enum(['ASC', 'DESC']).default(defaultOrder),
  });
}

/** One page of a back-office list and how many rows match in all. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}

/** A query flag given as `true`/`false` (or 1/0) in the URL. */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** A date bound in the URL (`2026-11-23` or a full ISO time). */
export const queryDateSchema = z.iso
  .date()
  .or(z.iso.datetime({ offset: true }))
  .transform((v) => new Date(v));

/** A comma-separated list in the URL: `status=requested,processed`. */
export const queryListSchema = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(item).max(50));

/** The body of bulk deletes and other actions on several rows. */
export const adminIdsSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
});
