import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Background work that several API processes share (drawing the demo pictures): each job is a
 * row that one process claims with FOR UPDATE SKIP LOCKED and a lease, so two processes never do
 * the same job, and a job whose process died is picked up again when its lease runs out.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    /** what to do: 'demo-picture', ... */
    kind: text('kind').notNull(),
    /** what to do it to: a storage key, ... */
    key: text('key').notNull(),
    /** pending → done; a claimed job stays pending with a lease in the future */
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** no other process claims the job before this moment */
    leaseUntil: at('lease_until').notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('background_jobs_kind_key_uq').on(t.kind, t.key),
    index('background_jobs_due_idx').on(t.kind, t.status, t.leaseUntil),
  ],
);
