import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { photoOrderLines } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const templateJobStatuses = ['queued', 'working', 'ready', 'failed'] as const;

/**
 * The print-ready template of one photo order line (or, since issue #25, of one catalogue
 * product: every kit of that product shares it; exactly one of line_id, product_id is set), and the durable job that makes it: the row
 * is queued in the order's transaction, claimed with FOR UPDATE SKIP LOCKED and a lease (a
 * process that dies mid-generation leaves a lease that runs out, and another takes the row),
 * retried with backoff up to a cap, and finally holds the storage keys and the legend.
 */
export const photoTemplates = pgTable(
  'photo_templates',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id').references(() => photoOrderLines.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    status: text('status', { enum: templateJobStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** queued: not before this moment (backoff); working: the claim's lease ends here */
    dueAt: at('due_at').notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    /** photo_too_small, photo_too_plain (for good) or generation_failed (attempts used up) */
    errorCode: text('error_code'),
    lastError: text('last_error'),
    previewKey: text('preview_key'),
    svgKey: text('svg_key'),
    pdfKey: text('pdf_key'),
    /** gzip of the painting companion's region map (kit-map.ts); null on rows made before it */
    mapKey: text('map_key'),
    /** the generator's options as run, so staff and tests see what was painted */
    options: jsonb('options').$type<Record<string, unknown>>(),
    palette: jsonb('palette').$type<Record<string, unknown>[]>(),
    stats: jsonb('stats').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('photo_templates_line_uq').on(t.lineId),
    uniqueIndex('photo_templates_product_uq').on(t.productId),
    check('photo_templates_subject_ck', sql`num_nonnulls(${t.lineId}, ${t.productId}) = 1`),
    index('photo_templates_due_idx').on(t.status, t.dueAt),
  ],
);

/**
 * The regions a buyer ticked as painted in the companion, per kit ref (`p12`, `o45`): region id →
 * [1 ticked | 0 not, the change's moment in ms]. The moment stays after an untick, so a device
 * syncing an older tick later cannot bring the region back.
 */
export const kitProgress = pgTable('kit_progress', {
  kitRef: text('kit_ref').primaryKey(),
  ticks: jsonb('ticks')
    .$type<Record<string, [0 | 1, number]>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: at('updated_at'),
});
