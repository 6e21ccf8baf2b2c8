import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../app';
import { BODY_STALL_MS } from '../http/body-stall';
import { csvColumns } from '../modules/catalog-admin/product-csv-format';
import { MAX_IMPORT_BYTES } from '../modules/catalog-admin/product-csv-import';
import { staffHeaders } from '../modules/orders/lifecycle-test-kit';
import { multipart, solid } from '../modules/uploads/test-images';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { rawRequest, type Ending, type RawAnswer } from './raw-http';

/**
 * Issue #50: every upload route (multipart/form-data in the API's own OpenAPI document) gets
 * bodies it cannot use — the wrong content type, broken and truncated multipart, one endless
 * line, random binary, the wrong kind of file, a body past its limit, a body cut off and then
 * half-closed, reset or left hanging with the socket open — over a real socket. Each must be
 * answered with a 4xx `{ message, statusCode }` within ANSWER_MS of its last byte (a body left
 * hanging: within BODY_STALL_MS and ANSWER_MS of it, 408), never with a 5xx, and the server
 * must go on serving. The hanging ones run side by side, so the file takes ~20 s.
 */

const ANSWER_MS = 5000;

interface Route {
  path: string;
  field: string;
  limit: number;
  /** what the route takes: a bad file for it is the other kind */
  takes: 'image' | 'csv';
}

interface Case {
  what: string;
  headers: Record<string, string>;
  body: Buffer;
  ending: Ending;
}

interface Outcome extends RawAnswer {
  route: string;
  what: string;
  ending: Ending;
}

let t: TestApp;
let port: number;
let staff: Record<string, string>;
let routes: Route[] = [];
let png: Buffer;
let jpeg: Buffer;
const outcomes: Outcome[] = [];

/**
 * Every POST of the API's own document that takes a file: a multipart request body, or (the
 * routes read their multipart body themselves, so the document lists no body for them) an
 * upload or import path, the rule api-fuzz.test.ts uses too.
 */
async function uploadRoutes(): Promise<Route[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method === 'post')
      .filter(([, op]) => op.requestBody?.content?.['multipart/form-data'] || /upload|import/.test(path))
      .map((): Route => {
        const csv = path.endsWith('/import');
        return {
          path,
          field: path.endsWith('/image-upload') ? 'image' : 'file',
          limit: csv ? MAX_IMPORT_BYTES : MAX_UPLOAD_BYTES,
          takes: csv ? 'csv' : 'image',
        };
      }),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
  staff = (await staffHeaders(t)).headers;
  routes = await uploadRoutes();
  png = await solid(300, 200).png().toBuffer();
  jpeg = await solid(1200, 900).jpeg().toBuffer();
});
afterAll(async () => t?.close());

const csvHeader = `${csvColumns.join(';')}\r\n`;
const csvRow = (i: number) =>
  `;FZ-${i};Назва ${i};Название ${i};;;450;;3;picture-by-numbers;animals;40x50;3;;;false\r\n`;

/** A file the route would take, long enough that half of it is still a file in progress. */
const goodFile = (route: Route) =>
  route.takes === 'csv'
    ? Buffer.from(csvHeader + Array.from({ length: 3000 }, (_, i) => csvRow(i)).join(''))
    : jpeg;

function form(route: Route, data: Buffer, filename: string, contentType: string) {
  const { payload, headers } = multipart([{ name: route.field, filename, contentType, data }]);
  return { body: payload, headers };
}

/**
 * Past the limit by a megabyte, in what the route reads on without refusing it for anything
 * else first: for the import, rows long enough that the limit comes before the row limit.
 */
function oversize(route: Route): Buffer {
  const size = route.limit + 1024 * 1024;
  if (route.takes === 'image') return Buffer.alloc(size, 'a');
  const row = Buffer.from(csvRow(1).replace(';;;450', `;${'Опис '.repeat(80)};;450`));
  const rows = Buffer.alloc(size, row);
  Buffer.from(csvHeader).copy(rows);
  return rows;
}

function casesFor(route: Route): Case[] {
  const wrongKind =
    route.takes === 'csv'
      ? form(route, png, 'products.csv', 'text/csv')
      : form(route, Buffer.from(csvHeader + csvRow(1)), 'photo.jpg', 'image/jpeg');
  const file = (data: Buffer, name = 'file.csv') => form(route, data, name, 'application/octet-stream');
  const good = form(route, goodFile(route), route.takes === 'csv' ? 'p.csv' : 'p.jpg', 'text/csv');
  const truncated = good.body.subarray(0, Math.floor(good.body.length * 0.6));
  const cases: Omit<Case, 'ending'>[] = [
    { what: 'JSON body', headers: { 'content-type': 'application/json' }, body: Buffer.from('{"a":1}') },
    {
      what: '3 MB of text/plain',
      headers: { 'content-type': 'text/plain' },
      body: Buffer.alloc(3 << 20, 'x\n'),
    },
    { what: 'a PNG as the body', headers: { 'content-type': 'image/png' }, body: png },
    {
      what: 'multipart, no boundary',
      headers: { 'content-type': 'multipart/form-data' },
      body: randomBytes(4096),
    },
    {
      what: 'random binary as multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: randomBytes(1 << 20),
    },
    { what: 'multipart cut off mid-file (length honest)', headers: good.headers, body: truncated },
    { what: 'one 19 MB line', ...file(Buffer.alloc(19 << 20, 'a'), 'notes.txt') },
    { what: '1 MB of random binary', ...file(randomBytes(1 << 20), 'data.bin') },
    { what: `the wrong kind of file (${route.takes === 'csv' ? 'PNG' : 'CSV'})`, ...wrongKind },
    { what: 'past the size limit', ...file(oversize(route)) },
  ];
  const complete = cases.map((c): Case => ({ ...c, ending: 'complete' }));
  const cutOff = (['half-close', 'keep-open', 'reset'] as const).flatMap((ending): Case[] => [
    { what: `a good upload, cut off (${ending})`, ...good, ending },
    {
      what: `a JSON body, cut off (${ending})`,
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(4096, ' '),
      ending,
    },
  ]);
  return [...complete, ...cutOff];
}

async function run(route: Route, c: Case): Promise<void> {
  const headers = route.path.startsWith('/api/admin/') ? { ...staff, ...c.headers } : c.headers;
  const waitMs = c.ending === 'keep-open' ? BODY_STALL_MS + ANSWER_MS : ANSWER_MS;
  const answer = await rawRequest({
    port,
    method: 'POST',
    path: route.path,
    headers,
    body: c.body,
    ending: c.ending,
    waitMs,
  });
  outcomes.push({ route: route.path, what: c.what, ending: c.ending, ...answer });
}

/** The server still serves: a cheap GET answers at once. */
async function stillServing(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/health/live`, { signal: AbortSignal.timeout(ANSWER_MS) });
  expect(res.status).toBe(200);
  return performance.now() - started;
}

describe('every upload route answers every bad body', () => {
  it('finds the upload routes in the OpenAPI document', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      expect.arrayContaining([
        '/api/admin/products/import',
        '/api/admin/uploads',
        '/api/server/image-upload',
      ]),
    );
  });

  it('a 4xx in the API shape, within 5 s of the last byte (a hanging body: 408 after the stall limit)', async () => {
    const all = routes.flatMap((route) => casesFor(route).map((c) => ({ route, c })));
    // The hanging bodies wait side by side while the others go one at a time.
    const hanging = Promise.all(
      all.filter(({ c }) => c.ending === 'keep-open').map(({ route, c }) => run(route, c)),
    );
    for (const { route, c } of all.filter(({ c }) => c.ending !== 'keep-open')) await run(route, c);
    await hanging;
    expect(await stillServing()).toBeLessThan(ANSWER_MS);

    console.table(
      outcomes.map((o) => ({
        route: o.route,
        what: o.what,
        status: o.status ?? '-',
        ms: Math.round(o.ms),
        key: o.body.slice(0, 130),
      })),
    );
    for (const o of outcomes) {
      const label = `${o.route}: ${o.what}`;
      if (o.ending === 'reset') {
        // Nobody is left to answer; the server only has to survive it (checked above).
        expect(o.status === undefined || o.status < 500, label).toBe(true);
        continue;
      }
      expect(o.status, `${label}: no answer (${o.socketError ?? 'silence'})`).toBeDefined();
      expect(o.status, label).toBeGreaterThanOrEqual(400);
      expect(o.status, label).toBeLessThan(500);
      const body = JSON.parse(o.body) as { message?: unknown; statusCode?: unknown };
      expect(typeof body.message, label).toBe('string');
      expect(body.statusCode, label).toBe(o.status);
      const bound = o.ending === 'keep-open' && o.status === 408 ? BODY_STALL_MS + ANSWER_MS : ANSWER_MS;
      expect(o.ms, label).toBeLessThan(bound);
    }
  }, 150_000);
});
