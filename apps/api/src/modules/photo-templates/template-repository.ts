import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { photoOrderLines, photoTemplates, products } from '../../db/schema';

export type PhotoTemplateRow = typeof photoTemplates.$inferSelect;
export type PhotoOrderLineRow = typeof photoOrderLines.$inferSelect;

/** A queued template for each line; a line that already has one keeps it. */
export async function queueTemplates(db: DbOrTx, lineIds: number[], now: Date): Promise<void> {
  if (lineIds.length === 0) return;
  await db
    .insert(photoTemplates)
    .values(lineIds.map((lineId) => ({ lineId, dueAt: now })))
    .onConflictDoNothing();
}

/** A line's template or a catalogue product's: exactly one of the two ids is set. */
export interface TemplateClaim {
  id: number;
  lineId: number | null;
  productId: number | null;
  attempts: number;
  createdAt: Date;
}

/**
 * Claims the next due template: queued and due, or working with its lease run out (the process
 * that held it died). FOR UPDATE SKIP LOCKED lets several processes claim at once without ever
 * taking the same row; the lease keeps it theirs once this statement commits.
 */
export async function claimTemplate(
  db: DbOrTx,
  options: { owner: string; now: Date; leaseUntil: Date; maxAttempts: number },
): Promise<TemplateClaim | null> {
  const due = db
    .select({ id: photoTemplates.id })
    .from(photoTemplates)
    .where(and(inArray(photoTemplates.status, ['queued', 'working']), lte(photoTemplates.dueAt, options.now)))
    .orderBy(asc(photoTemplates.dueAt), asc(photoTemplates.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const spent = sql`${photoTemplates.attempts} + 1 > ${options.maxAttempts}`;
  const [row] = await db
    .update(photoTemplates)
    .set({
      attempts: sql`${photoTemplates.attempts} + 1`,
      dueAt: options.leaseUntil,
      claimedBy: options.owner,
      // A template whose every allowed attempt died with its process is not tried for ever.
      status: sql`case when ${spent} then 'failed' else 'working' end`,
      errorCode: sql`case when ${spent} then 'generation_failed' else ${photoTemplates.errorCode} end`,
      finishedAt: sql`case when ${spent} then ${options.now.toISOString()}::timestamptz else null end`,
      updatedAt: options.now,
    })
    .where(inArray(photoTemplates.id, due))
    .returning({
      id: photoTemplates.id,
      lineId: photoTemplates.lineId,
      productId: photoTemplates.productId,
      attempts: photoTemplates.attempts,
      status: photoTemplates.status,
      createdAt: photoTemplates.createdAt,
    });
  if (!row) return null;
  if (row.status === 'failed') return claimTemplate(db, options);
  const { id, lineId, productId, attempts, createdAt } = row;
  return { id, lineId, productId, attempts, createdAt };
}

/** The claimer lives: its lease ends `leaseUntil`. A claim taken over or finished stays as it is. */
export async function renewTemplateLease(db: DbOrTx, claim: TemplateClaim, leaseUntil: Date): Promise<void> {
  await db
    .update(photoTemplates)
    .set({ dueAt: leaseUntil })
    .where(
      and(
        eq(photoTemplates.id, claim.id),
        eq(photoTemplates.attempts, claim.attempts),
        eq(photoTemplates.status, 'working'),
      ),
    );
}

export type TemplateOutcome =
  | {
      status: 'ready';
      previewKey: string;
      svgKey: string;
      pdfKey: string;
      mapKey: string;
      options: Record<string, unknown>;
      palette: Record<string, unknown>[];
      stats: Record<string, unknown>;
    }
  | { status: 'failed'; errorCode: string; error: string | null; options?: Record<string, unknown> }
  | { status: 'queued'; retryAt: Date; error: string };

/**
 * Records how a claimed attempt ended. Only the holder of the claim may: a process whose lease
 * ran out and whose row another took (attempts moved on) changes nothing. Answers whether it did.
 */
export async function finishTemplate(
  db: DbOrTx,
  claim: TemplateClaim,
  outcome: TemplateOutcome,
  now: Date,
): Promise<boolean> {
  const common = { updatedAt: now, claimedBy: null };
  const set =
    outcome.status === 'ready'
      ? { ...common, ...outcome, errorCode: null, lastError: null, finishedAt: now }
      : outcome.status === 'failed'
        ? {
            ...common,
            status: 'failed' as const,
            errorCode: outcome.errorCode,
            lastError: outcome.error?.slice(0, 2000) ?? null,
            ...(outcome.options ? { options: outcome.options } : {}),
            finishedAt: now,
          }
        : {
            ...common,
            status: 'queued' as const,
            dueAt: outcome.retryAt,
            lastError: outcome.error.slice(0, 2000),
          };
  const rows = await db
    .update(photoTemplates)
    .set(set)
    .where(
      and(
        eq(photoTemplates.id, claim.id),
        eq(photoTemplates.attempts, claim.attempts),
        eq(photoTemplates.status, 'working'),
      ),
    )
    .returning({ id: photoTemplates.id });
  return rows.length > 0;
}

/** The line and its order's id; null if the order has no such line. */
export async function findLine(db: DbOrTx, lineId: number): Promise<PhotoOrderLineRow | null> {
  const [row] = await db.select().from(photoOrderLines).where(eq(photoOrderLines.id, lineId));
  return row ?? null;
}

export async function findLineOfOrder(
  db: DbOrTx,
  orderId: number,
  lineId: number,
): Promise<PhotoOrderLineRow | null> {
  const [row] = await db
    .select()
    .from(photoOrderLines)
    .where(and(eq(photoOrderLines.id, lineId), eq(photoOrderLines.photoOrderId, orderId)));
  return row ?? null;
}

export async function findTemplateOfLine(db: DbOrTx, lineId: number): Promise<PhotoTemplateRow | null> {
  const [row] = await db.select().from(photoTemplates).where(eq(photoTemplates.lineId, lineId));
  return row ?? null;
}

/**
 * A failed template (or a line from before templates existed) is queued afresh with its attempts
 * reset; one queued, working or ready is left alone. Answers the row as it now is.
 */
export async function requeueTemplate(
  db: DbOrTx,
  lineId: number,
  now: Date,
): Promise<PhotoTemplateRow | null> {
  await db
    .insert(photoTemplates)
    .values({ lineId, dueAt: now })
    .onConflictDoUpdate({
      target: photoTemplates.lineId,
      set: {
        status: 'queued',
        attempts: 0,
        dueAt: now,
        claimedBy: null,
        errorCode: null,
        lastError: null,
        finishedAt: null,
        updatedAt: now,
      },
      setWhere: eq(photoTemplates.status, 'failed'),
    });
  return findTemplateOfLine(db, lineId);
}

/** A catalogue product's template, queued the first time a buyer opens one of its kits. */
export async function queueProductTemplate(db: DbOrTx, productId: number, now: Date): Promise<void> {
  await db
    .insert(photoTemplates)
    .values({ productId, dueAt: now })
    .onConflictDoNothing({ target: photoTemplates.productId });
}

export async function findTemplateOfProduct(db: DbOrTx, productId: number): Promise<PhotoTemplateRow | null> {
  const [row] = await db.select().from(photoTemplates).where(eq(photoTemplates.productId, productId));
  return row ?? null;
}

/** What a product's template is made from: its size and its first picture. */
export async function findProductSubject(
  db: DbOrTx,
  productId: number,
): Promise<{ id: number; size: string; images: string[]; nameUa: string } | null> {
  const [row] = await db
    .select({ id: products.id, size: products.size, images: products.images, nameUa: products.nameUa })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

/**
 * A ready line template made before region maps existed (and not yet found unmappable): the
 * backfill regenerates it. Oldest first, so the buyers who waited longest get theirs first.
 */
export async function findUnmappedTemplate(db: DbOrTx): Promise<PhotoTemplateRow | null> {
  const [row] = await db
    .select()
    .from(photoTemplates)
    .where(
      and(
        eq(photoTemplates.status, 'ready'),
        isNull(photoTemplates.mapKey),
        isNull(photoTemplates.lastError),
        isNotNull(photoTemplates.lineId),
        isNotNull(photoTemplates.svgKey),
      ),
    )
    .orderBy(asc(photoTemplates.id))
    .limit(1);
  return row ?? null;
}

/**
 * The backfill's answer: the map's key, or why there is none (then the row is not picked again).
 * Only a row still without a map changes: two processes backfilling the same row write one map.
 */
export async function recordBackfill(
  db: DbOrTx,
  id: number,
  result: { mapKey: string } | { error: string },
  now: Date,
): Promise<void> {
  await db
    .update(photoTemplates)
    .set(
      'mapKey' in result
        ? { mapKey: result.mapKey, updatedAt: now }
        : { lastError: result.error, updatedAt: now },
    )
    .where(and(eq(photoTemplates.id, id), isNull(photoTemplates.mapKey)));
}
