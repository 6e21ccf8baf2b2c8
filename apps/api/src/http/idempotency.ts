import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { errorKeys, type ErrorKey } from '@kartyna/domain';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
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
 *       idempotent(request, reply, { namespace: 'orders' }, async () => ({
 *         statusCode: 201,
 *         body: await placeOrder(...),
 *       })),
 *   );
 *
 * Rules:
 * - no header: `run` simply runs;
 * - the key (≤ 255 printable ASCII characters, else 400 invalid_data) is scoped to the user
 *   ('user:<id>', or 'guest') and to `namespace`, so two users or two endpoints never share one;
 * - the first request claims the key (response null while it runs) and stores its answer:
 *   a success or an AppError with a 4xx status. A 5xx or unexpected failure deletes the claim
 *   so a retry can run again;
 * - a retry with the same body (sha256 of its canonical JSON) replays the stored status and
 *   body with `Idempotent-Replayed: true`; a different body is 422 idempotency_key_reused;
 *   a retry while the first still runs is 409 idempotency_in_progress;
 * - keys are kept at least 24 h; rows older than 48 h are deleted at most once a minute.
 *
 * `run` must answer a JSON-plain body (no Dates, no class instances): it is stored as jsonb.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const PRUNE_EVERY_MS = 60_000;

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
}

/** Runs `run` at most once per Idempotency-Key; see the module comment. Sets the status code. */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotencyOptions,
  run: () => Promise<IdempotentAnswer<T>>,
): Promise<T> {
  const key = readIdempotencyKey(request);
  if (key === null) return answer(reply, await run());

  const db = request.server.deps.db;
  await pruneIdempotencyKeysOccasionally(db, request.log);
  const scope = options.scope ?? (request.currentUser ? `user:${request.currentUser.id}` : 'guest');
  const storedKey = `${options.namespace}:${scope}:${key}`;
  const requestHash = hashRequestBody(request.body);

  // Two rounds: the claim we lost may be deleted meanwhile (its run failed with a 5xx).
  for (let round = 0; round < 2; round += 1) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ key: storedKey, scope, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return answer(reply, await runAndRecord(db, request.log, storedKey, run));

    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, storedKey)).limit(1);
    if (!row) continue;
    if (row.requestHash !== requestHash) throw new AppError(422, 'idempotency_key_reused');
    if (row.responseStatus === null) throw conflict('idempotency_in_progress');
    reply.header(REPLAYED_HEADER, 'true');
    if (row.responseStatus >= 400) throw storedError(row.responseStatus, row.response);
    // Stored by this helper from a T, round-tripped through jsonb.
    return answer(reply, { statusCode: row.responseStatus, body: row.response as T });
  }
  throw conflict('idempotency_in_progress');
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

async function runAndRecord<T>(
  db: DbOrTx,
  log: FastifyBaseLogger,
  storedKey: string,
  run: () => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T>> {
  let result: IdempotentAnswer<T>;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      const body = {
        message: error.key,
        statusCode: error.statusCode,
        ...(error.errors ? { errors: error.errors } : {}),
      };
      await record(db, log, storedKey, error.statusCode, body);
    } else {
      await release(db, log, storedKey);
    }
    throw error;
  }
  if (result.statusCode >= 500) await release(db, log, storedKey);
  else await record(db, log, storedKey, result.statusCode, result.body);
  return result;
}

async function record(db: DbOrTx, log: FastifyBaseLogger, storedKey: string, status: number, body: unknown) {
  try {
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: status, response: body })
      .where(and(eq(idempotencyKeys.key, storedKey), isNull(idempotencyKeys.responseStatus)));
  } catch (err) {
    // The work is done; leaving the claim "in progress" is safer than letting a retry redo it.
    log.error({ ...loggable(err), storedKey }, 'could not store the idempotent answer');
  }
}

async function release(db: DbOrTx, log: FastifyBaseLogger, storedKey: string) {
  try {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, storedKey));
  } catch (err) {
    log.error({ ...loggable(err), storedKey }, 'could not release the idempotency key');
  }
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
