import { eq, like, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../types';
import { idempotencyKeys } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';
import {
  canonicalJson,
  hashRequestBody,
  idempotencyHeadersSchema,
  idempotent,
  pruneIdempotencyKeys,
} from './idempotency';

/** A bare app on the test database with routes whose `run` we control. */
let t: TestApp;
const mini = Fastify().withTypeProvider<ZodTypeProvider>();
const runs = { boom: 0, slow: 0, missing: 0, plain: 0 };
const keysLike = (pattern: string) =>
  t.db.select().from(idempotencyKeys).where(like(idempotencyKeys.key, pattern));
let releaseSlow: () => void = () => undefined;

beforeAll(async () => {
  t = await buildTestApp();
  mini.setValidatorCompiler(validatorCompiler);
  mini.setSerializerCompiler(serializerCompiler);
  mini.decorate('deps', t.app.deps);
  mini.decorateRequest('currentUser', null);
  registerErrorHandler(mini);
  const schema = { headers: idempotencyHeadersSchema, body: z.object({ n: z.number() }).loose() };
  mini.post('/boom', { schema }, (request, reply) =>
    idempotent(request, reply, { namespace: 'test' }, async () => {
      runs.boom += 1;
      if (runs.boom === 1) throw new Error('database went away');
      return { statusCode: 201, body: { run: runs.boom } };
    }),
  );
  mini.post('/slow', { schema }, (request, reply) =>
    idempotent(request, reply, { namespace: 'test' }, async () => {
      runs.slow += 1;
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      return { statusCode: 200, body: { run: runs.slow } };
    }),
  );
  mini.post('/missing', { schema }, (request, reply) =>
    idempotent(request, reply, { namespace: 'test' }, async () => {
      runs.missing += 1;
      throw new AppError(404, 'product_not_found', [{ path: 'lines.0', message: 'product_not_found' }]);
    }),
  );
  // Writes a row of its own through `tx`, then answers as `n` says.
  mini.post('/half', { schema }, (request, reply) =>
    idempotent(request, reply, { namespace: 'test' }, async (tx) => {
      const key = String(request.headers['idempotency-key']);
      await tx.insert(idempotencyKeys).values({ key: `side:${key}`, scope: 'side', requestHash: 'h' });
      if (request.body.n === 409) throw new AppError(409, 'out_of_stock');
      if (request.body.n === 500) throw new Error('the process died here');
      return { statusCode: 201, body: { ok: true } };
    }),
  );
  mini.post('/held', { schema }, (request, reply) =>
    idempotent(request, reply, { namespace: 'test', lockWaitMs: 200 }, async () => ({
      statusCode: 201,
      body: { ok: true },
    })),
  );
  mini.post('/plain', { schema }, (request, reply) =>
    idempotent(request, reply, { namespace: 'other' }, async () => {
      runs.plain += 1;
      return { statusCode: 201, body: { run: runs.plain } };
    }),
  );
  await mini.ready();
});
afterAll(async () => {
  await mini.close();
  await t?.close();
});

const post = (url: string, key: string | undefined, body: object = { n: 1 }) =>
  mini.inject({
    method: 'POST',
    url,
    payload: body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

describe('idempotent()', () => {
  it('deletes the claim when the first run fails with a 5xx so a retry runs', async () => {
    const first = await post('/boom', 'boom-1');
    expect(first.statusCode).toBe(500);
    expect(
      await t.db.select().from(idempotencyKeys).where(like(idempotencyKeys.key, '%boom-1')),
    ).toHaveLength(0);
    const retry = await post('/boom', 'boom-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({ run: 2 });
    const replay = await post('/boom', 'boom-1');
    expect(replay.json()).toEqual({ run: 2 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(runs.boom).toBe(2);
  });

  it('makes a request with the same key wait for the first one and replay its answer', async () => {
    const first = post('/slow', 'slow-1');
    // Wait until the first request has claimed the key and runs.
    for (let i = 0; i < 200 && runs.slow === 0; i += 1) await new Promise((r) => setTimeout(r, 5));
    expect(runs.slow).toBe(1);
    const during = post('/slow', 'slow-1');
    releaseSlow();
    const [a, b] = await Promise.all([first, during]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(runs.slow).toBe(1);
  });

  it('commits the work with its answer: a 4xx keeps the answer but not the work, a 5xx neither', async () => {
    const refused = await post('/half', 'half-1', { n: 409 });
    expect(refused.statusCode).toBe(409);
    expect(await keysLike('side:half-1')).toEqual([]);
    const [stored] = await keysLike('%:half-1');
    expect(stored).toMatchObject({
      responseStatus: 409,
      response: { message: 'out_of_stock', statusCode: 409 },
    });

    const crashed = await post('/half', 'half-2', { n: 500 });
    expect(crashed.statusCode).toBe(500);
    // Neither the work nor the claim survives: nothing is left to strand a retry.
    expect(await keysLike('%half-2')).toEqual([]);

    const done = await post('/half', 'half-3', { n: 201 });
    expect(done.statusCode).toBe(201);
    expect((await keysLike('%half-3')).map((r) => r.key).sort()).toEqual([
      'side:half-3',
      'test:guest:half-3',
    ]);
  });

  it('takes over a claim without an answer left behind by a crash of the old version', async () => {
    await t.db
      .insert(idempotencyKeys)
      .values({ key: 'other:guest:stranded-1', scope: 'guest', requestHash: 'an older body' });
    const res = await post('/plain', 'stranded-1');
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    const [row] = await keysLike('other:guest:stranded-1');
    expect(row).toMatchObject({ responseStatus: 201, requestHash: hashRequestBody({ n: 1 }) });
  });

  it('stores a 4xx AppError and replays it with its field errors', async () => {
    const first = await post('/missing', 'missing-1');
    const second = await post('/missing', 'missing-1');
    expect(first.statusCode).toBe(404);
    expect(second.statusCode).toBe(404);
    expect(second.json()).toEqual(first.json());
    expect(second.json().errors).toEqual([{ path: 'lines.0', message: 'product_not_found' }]);
    expect(runs.missing).toBe(1);
  });

  it('runs every time without a key, and keeps namespaces apart', async () => {
    const before = runs.plain;
    await post('/plain', undefined);
    await post('/plain', undefined);
    expect(runs.plain).toBe(before + 2);
    // 'boom-1' was used on /boom (namespace test); on /plain (namespace other) it is new.
    const res = await post('/plain', 'boom-1');
    expect(res.statusCode).toBe(201);
    expect(runs.plain).toBe(before + 3);
  });

  it('refuses a different body under the same key with 422', async () => {
    expect((await post('/plain', 'body-1', { n: 1 })).statusCode).toBe(201);
    const other = await post('/plain', 'body-1', { n: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('idempotency_key_reused');
  });

  it('validates the key: at most 255 printable ASCII characters', async () => {
    for (const key of ['', 'x'.repeat(256), 'ключ', 'a\u0001b']) {
      const res = await post('/plain', key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });
});

// Another connection holding the key needs a server: PGlite is one connection.
describe.runIf(process.env.TEST_DATABASE_URL)('idempotent() against a key held by another process', () => {
  it('waits a bounded time, answers 409 idempotency_in_progress, and runs once the holder rolls back', async () => {
    // The test app's own database on that server, under the name it was created with.
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(String(process.env.TEST_DATABASE_URL));
    url.pathname = `/${rows[0]?.name}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(
        "insert into idempotency_keys (key, scope, request_hash) values ('test:guest:held-1', 'guest', 'h')",
      );
      const during = await post('/held', 'held-1');
      expect(during.statusCode).toBe(409);
      expect(during.json()).toEqual({ message: 'idempotency_in_progress', statusCode: 409 });
      // The holder dies before it commits: its claim goes with it and a retry runs.
      await holder.query('rollback');
      const retry = await post('/held', 'held-1');
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
    } finally {
      await holder.end();
    }
  });
});

describe('pruneIdempotencyKeys', () => {
  it('deletes rows older than 48 h and keeps younger ones', async () => {
    await t.db.insert(idempotencyKeys).values([
      { key: 'prune:old', scope: 'guest', requestHash: 'h', createdAt: sql`now() - interval '49 hours'` },
      { key: 'prune:day', scope: 'guest', requestHash: 'h', createdAt: sql`now() - interval '25 hours'` },
    ]);
    await pruneIdempotencyKeys(t.db);
    const left = await t.db.select().from(idempotencyKeys).where(like(idempotencyKeys.key, 'prune:%'));
    expect(left.map((r) => r.key)).toEqual(['prune:day']);
    await t.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'prune:day'));
  });
});

describe('canonicalJson', () => {
  it('ignores key order at every level but not array order', () => {
    const a = { b: 1, a: { d: [{ y: 1, x: 2 }], c: null }, u: undefined };
    const b = { a: { c: null, d: [{ x: 2, y: 1 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(hashRequestBody(a)).toBe(hashRequestBody(b));
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson(undefined)).toBe('null');
  });
});
