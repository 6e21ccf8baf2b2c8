import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { errorKeys, type ErrorKey } from '@kartyna/domain';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest, conflict } from './app-error';
import { loggable } from './loggable-error';

/**
 * Idempotency-Key support for POST routes that create something (orders, photo orders).
 *
 * A shopper's network may drop the answer to "place order" and the browser or our own client
 * retries: the retry must answer the first answer, never place a second order.
 *
 * Usage in a route (after optionalUser/requireUser, so the scope knows the user):
 *
 *   app.post('/orders', { preHandler: optionalUser, schema: { headers: idempotencyHeadersSchema, body, response } },
 *     (request, reply) =>
 *       idempotent(request, reply, { namespace: 'orders' }, async (tx) => ({
 *         statusCode: 201,
 *         body: await placeOrder(app.deps, request.body, request.currentUser, tx),
 *       })),
 *   );
 *
 * `run` gets an open transaction and must write (and read) through it only: the key row, the
 * work and the stored answer commit together or not at all, so a crash at any moment leaves
 * either everything (a retry replays) or nothing (a retry runs afresh) — never a claim without
 * its answer. (On PGlite a query on the database itself would wait for this very transaction.)
 *
 * Rules:
 * - no header: `run` simply runs (in a transaction of its own);
 * - the key (≤ 255 printable ASCII characters, else 400 invalid_data) is scoped to the user
 *   ('user:<id>', or 'guest') and to `namespace`, so two users or two endpoints never share one;
 * - the first request inserts the key row at the start of its transaction and stores its answer
 *   there before commit: a success or an AppError with a 4xx status (the work itself, run in a
 *   savepoint, is rolled back for the 4xx). A 5xx or unexpected failure rolls everything back;
 * - a concurrent request with the same key waits on the row (the primary key) until the first
 *   commits, then replays; if the first rolled back, it runs itself. The wait is bounded
 *   (`lockWaitMs`, 15 s): past it the answer is 409 idempotency_in_progress, to retry later;
 * - a retry with the same body (sha256 of its canonical JSON) replays the stored status and
 *   body with `Idempotent-Replayed: true`; a different body is 422 idempotency_key_reused;
 * - keys are kept at least 24 h; rows older than 48 h are deleted at most once a minute.
 *
 * `run` must answer a JSON-plain body (no Dates, no class instances): it is stored as jsonb.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const PRUNE_EVERY_MS = 60_000;
/** How long a request waits for another one with its key; an order takes milliseconds. */
const LOCK_WAIT_MS = 15_000;
/** PostgreSQL's lock_not_available: the lock_timeout passed. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Declare as `schema.headers` so OpenAPI shows the header. A loose object: fastify replaces
 * request.headers with the parsed value, and a strict one would drop Authorization and CSRF.
 */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(KEY_PATTERN, { error: 'invalid_data' })
    .optional()
    .describe(
      'any unique string (≤ 255 printable ASCII); a retry with the same key replays the first answer',
    ),
});

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
}

export interface IdempotencyOptions {
  /** keeps endpoints apart: the same key on /orders and /photo-orders are two keys */
  namespace: string;
  /** defaults to the signed-in user ('user:<id>') or 'guest' */
  scope?: string;
  /** how long to wait for a request holding the same key before 409 (default 15 s) */
  lockWaitMs?: number;
}

type StoredRow = typeof idempotencyKeys.$inferSelect;

/** Carries a 5xx answer out of the transaction so that it rolls back, claim included. */
class RolledBack<T> extends Error {
  constructor(readonly result: IdempotentAnswer<T>) {
    super('idempotent run answered a 5xx');
  }
}

/** Runs `run` at most once per Idempotency-Key; see the module comment. Sets the status code. */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotencyOptions,
  run: (tx: Tx) => Promise<IdempotentAnswer<T>>,
): Promise<T> {
  const key = readIdempotencyKey(request);
  const db = request.server.deps.db;
  if (key === null) return answer(reply, await db.transaction(run));

  await pruneIdempotencyKeysOccasionally(db, request.log);
  const scope = options.scope ?? (request.currentUser ? `user:${request.currentUser.id}` : 'guest');
  const storedKey = `${options.namespace}:${scope}:${key}`;
  const requestHash = hashRequestBody(request.body);

  // A plain retry of a finished request replays without opening a transaction.
  const [done] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, storedKey)).limit(1);
  if (done && done.responseStatus !== null) return replay(reply, done, requestHash);

  let outcome: { stored: StoredRow } | { result: IdempotentAnswer<T> } | { error: AppError };
  try {
    outcome = await db.transaction(async (tx) => {
      const lockWaitMs = Math.max(1, Math.round(options.lockWaitMs ?? LOCK_WAIT_MS));
      const stored = await claim(tx, { storedKey, scope, requestHash, lockWaitMs });
      if (stored) return { stored };
      try {
        // A savepoint: a 4xx rolls the work back but keeps the claim to store the answer on.
        const result = await tx.transaction(run);
        if (result.statusCode >= 500) throw new RolledBack(result);
        await record(tx, storedKey, result.statusCode, result.body);
        return { result };
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        await record(tx, storedKey, error.statusCode, errorBody(error));
        return { error };
      }
    });
  } catch (error) {
    if (error instanceof RolledBack) return answer(reply, error.result as IdempotentAnswer<T>);
    if (sqlStateOf(error) === LOCK_NOT_AVAILABLE) throw conflict('idempotency_in_progress');
    throw error;
  }
  if ('error' in outcome) throw outcome.error;
  if ('result' in outcome) return answer(reply, outcome.result);
  return replay(reply, outcome.stored, requestHash);
}

/**
 * Inserts the key row inside `tx`; null when this request now owns the key, else the row a
 * request with the same key committed (waited for while that one ran).
 */
async function claim(
  tx: Tx,
  {
    storedKey,
    scope,
    requestHash,
    lockWaitMs,
  }: { storedKey: string; scope: string; requestHash: string; lockWaitMs: number },
): Promise<StoredRow | null> {
  // An integer of our own making: SET takes no bind parameters.
  await tx.execute(sql.raw(`set local lock_timeout = ${lockWaitMs}`));
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key: storedKey, scope, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  await tx.execute(sql.raw('set local lock_timeout to default'));
  if (claimed.length > 0) return null;
  // Read committed: this statement sees the row the other request committed.
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, storedKey))
    .for('update');
  if (row && row.responseStatus !== null) return row;
  // Pruned meanwhile (older than 48 h), or a claim without an answer left by the version
  // before this one (it claimed outside the transaction): this request takes the key over.
  await tx
    .insert(idempotencyKeys)
    .values({ key: storedKey, scope, requestHash })
    .onConflictDoUpdate({ target: idempotencyKeys.key, set: { requestHash, createdAt: sql`now()` } });
  return null;
}

function replay<T>(reply: FastifyReply, row: StoredRow, requestHash: string): T {
  if (row.requestHash !== requestHash) throw new AppError(422, 'idempotency_key_reused');
  const status = row.responseStatus ?? 500;
  reply.header(REPLAYED_HEADER, 'true');
  if (status >= 400) throw storedError(status, row.response);
  // Stored by this helper from a T, round-tripped through jsonb.
  return answer(reply, { statusCode: status, body: row.response as T });
}

/** The key of the request, null without one; 400 invalid_data when it is malformed. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw badRequest('invalid_data', [{ path: `headers.${IDEMPOTENCY_HEADER}`, message: 'invalid_data' }]);
  }
  return value;
}

/** JSON with object keys sorted at every level, so {a,b} and {b,a} are the same request. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    ) ?? 'null'
  );
}

export const hashRequestBody = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

function answer<T>(reply: FastifyReply, result: IdempotentAnswer<T>): T {
  reply.code(result.statusCode);
  return result.body;
}

const errorBody = (error: AppError) => ({
  message: error.key,
  statusCode: error.statusCode,
  ...(error.errors ? { errors: error.errors } : {}),
});

async function record(tx: Tx, storedKey: string, status: number, body: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, response: body })
    .where(eq(idempotencyKeys.key, storedKey));
}

/** The SQLSTATE of a database error; drizzle wraps the driver's error as its cause. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function storedError(status: number, response: unknown): AppError {
  const body = (response && typeof response === 'object' ? response : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const key = (errorKeys as readonly unknown[]).includes(body.message)
    ? (body.message as ErrorKey)
    : 'unexpected_error';
  const errors = Array.isArray(body.errors)
    ? (body.errors as { path: string; message: string }[])
    : undefined;
  return new AppError(status, key, errors);
}

/** Deletes keys older than 48 h (a retry comes within minutes; 24 h are promised). */
export async function pruneIdempotencyKeys(db: DbOrTx): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - interval '48 hours'`));
}

let lastPruneAt = 0;

/** Per process at most once a minute: cheap enough to ride on requests, no scheduler needed. */
async function pruneIdempotencyKeysOccasionally(db: DbOrTx, log: FastifyBaseLogger): Promise<void> {
  const now = Date.now();
  if (now - lastPruneAt < PRUNE_EVERY_MS) return;
  lastPruneAt = now;
  try {
    await pruneIdempotencyKeys(db);
  } catch (err) {
    log.warn(loggable(err), 'could not prune idempotency keys');
  }
}
