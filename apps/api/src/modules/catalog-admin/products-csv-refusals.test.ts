import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../../fuzz/raw-http';
import type { TestApp } from '../../test/build-test-app';
import { multipart, solid } from '../uploads/test-images';
import { type Headers, staffApp } from './catalog-admin-test-kit';
import { csvColumns } from './product-csv-format';

// Issue #50: a 3 MB text file, a 19 MB one-line file and a 21 MB file sent to the import got no
// answer at all (the reader gave up on the first line, and the rest of the body was never
// read). Over a real socket, each wrong file is answered with its reason within a second of
// its last byte, and the connection serves the next request.

let t: TestApp;
let staff: Headers;
let port: number;
staffApp(async (app, headers) => {
  t = app;
  staff = headers;
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});

/** Within a second of the last byte on a quiet machine; the margin is for a loaded CI runner. */
const ANSWER_MS = 1000;

async function importFile(data: Buffer, filename = 'products.csv') {
  const { payload, headers } = multipart([{ name: 'file', filename, contentType: 'text/csv', data }]);
  const answer = await rawRequest({
    port,
    method: 'POST',
    path: '/api/admin/products/import',
    headers: { ...staff, ...headers },
    body: payload,
    ending: 'complete',
    waitMs: 10_000,
  });
  return { ...answer, json: answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {} };
}

/** A zip whose first entry is an xlsx part, as Excel writes one: local file header, name, no data. */
function xlsxStart(): Buffer {
  const name = Buffer.from('[Content_Types].xml');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, randomBytes(8000)]);
}

describe('POST /api/admin/products/import refuses what is no products CSV, at once', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
    [
      '3 MB of plain text',
      () => Buffer.from('lorem ipsum dolor sit amet\n'.repeat(116_000)),
      'csv_missing_columns',
    ],
    ['a 19 MB file of one line', () => Buffer.alloc(19 << 20, 'a'), 'csv_header_too_long'],
    ['a 21 MB file of one line', () => Buffer.alloc(21 << 20, 'b'), 'csv_header_too_long'],
    ['a PNG', () => solid(400, 300).png().toBuffer(), 'csv_image'],
    ['an Excel workbook', xlsxStart, 'csv_spreadsheet'],
    ['random bytes', () => randomBytes(2 << 20), 'csv_binary'],
    [
      'a UTF-16 text (Excel "Unicode text")',
      () => Buffer.from(`\ufeff${csvColumns.join('\t')}\r\n`, 'utf16le'),
      'csv_binary',
    ],
    [
      'a header, then a 3 MB line',
      () => Buffer.from(`${csvColumns.join(';')}\r\n;${'x'.repeat(3 << 20)}\r\n`),
      'csv_row_too_long',
    ],
    [
      'a header with columns missing',
      () => Buffer.from('article;name\r\nA-1;Лис\r\n'),
      'csv_missing_columns',
    ],
    ['broken quoting', () => Buffer.from(`${csvColumns.join(';')}\r\n;"A-1"x;\r\n`), 'csv_broken'],
  ];
  it.each(cases)('%s: 400 invalid_csv, %s', async (_what, make, reason) => {
    const res = await importFile(await make());
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'invalid_csv',
      statusCode: 400,
      errors: [{ path: 'file', message: reason }],
    });
    expect(res.ms).toBeLessThan(ANSWER_MS);
  });

  it('an empty file is refused as a missing file, a file past 64 MB with 413', async () => {
    const empty = await importFile(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('invalid_data');
    const header = Buffer.from(`${csvColumns.join(';')}\r\n`);
    const row = Buffer.from(`;A-1;Лис;Лиса;${'Опис '.repeat(80)};;450;;3;a/b;animals;40x50;3;;;false\r\n`);
    const big = Buffer.alloc(65 << 20, row);
    header.copy(big);
    const res = await importFile(big);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ message: 'payload_too_large', statusCode: 413 });
    expect(res.ms).toBeLessThan(ANSWER_MS);
  });

  it('a body that stops half-way is answered 400 when the client half-closes', async () => {
    const { payload, headers } = multipart([
      { name: 'file', filename: 'p.csv', contentType: 'text/csv', data: Buffer.alloc(1 << 20, 'a\n') },
    ]);
    const res = await rawRequest({
      port,
      method: 'POST',
      path: '/api/admin/products/import',
      headers: { ...staff, ...headers },
      body: payload,
      ending: 'half-close',
      waitMs: 5000,
    });
    expect(res.status).toBe(400);
    expect(res.ms).toBeLessThan(ANSWER_MS);
  });
});
