import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { photoOrderLines } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const templateJobStatuses = ['queued', 'working', 'ready', 'failed'] as const;

/**
 * The print-ready template of one photo order line, and the durable job that makes it: the row
 * is queued in the order's transaction, claimed with FOR UPDATE SKIP LOCKED and a lease (a
 * process that dies mid-generation leaves a lease that runs out, and another takes the row),
 * retried with backoff up to a cap, and finally holds the storage keys and the legend.
 */
export const photoTemplates = pgTable(
  'photo_templates',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => photoOrderLines.id, { onDelete: 'cascade' }),
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
    index('photo_templates_due_idx').on(t.status, t.dueAt),
  ],
);
