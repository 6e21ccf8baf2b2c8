import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appearRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ensureCategoryPath, insertProduct } from '../../test/fixtures';

let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  await ensureCategoryPath(t.db, ['kits', 'money'], ['money']);
  id.soldOut = (await insertProduct(t.db, { stock: 0 })).id;
  id.other = (await insertProduct(t.db, { stock: 0 })).id;
  id.hidden = (await insertProduct(t.db, { isHidden: true, stock: 0 })).id;
  id.hiddenCategory = (await insertProduct(t.db, { categoryPath: ['kits', 'money'], stock: 0 })).id;
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** Each test speaks from its own address so that the per-IP limit counts only its requests. */
const nextIp = () => `10.0.0.${(ipCounter += 1)}`;
const ask = (productId: number | string, payload: unknown, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/server/products/${productId}/appear-request`,
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
    // A string goes as is (broken JSON); anything else as JSON.
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const rowsFor = (productId: number) =>
  t.db.select().from(appearRequests).where(eq(appearRequests.productId, productId));

describe('POST /products/:productId/appear-request', () => {
  it('stores the request once per mail and product, with the locale', async () => {
    const ip = nextIp();
    const res = await ask(id.soldOut!, { mail: 'Buyer@Example.com' }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'appear_request_saved' });
    const again = await ask(id.soldOut!, { mail: ' buyer@example.COM ', language: 'ru' }, ip);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'appear_request_saved' });
    const rows = await rowsFor(id.soldOut!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mail: 'buyer@example.com', locale: 'ua', notifiedAt: null });
  });

  it('keeps separate requests for another product or mail, and the given language', async () => {
    const ip = nextIp();
    expect((await ask(id.other!, { mail: 'buyer@example.com', language: 'ru' }, ip)).statusCode).toBe(200);
    expect((await ask(id.other!, { mail: 'second@example.com' }, ip)).statusCode).toBe(200);
    const rows = await rowsFor(id.other!);
    expect(rows.map((r) => [r.mail, r.locale]).sort()).toEqual([
      ['buyer@example.com', 'ru'],
      ['second@example.com', 'ua'],
    ]);
  });

  it('answers 404 product_not_found for unknown and hidden products', async () => {
    const ip = nextIp();
    for (const productId of [999999, id.hidden!, id.hiddenCategory!]) {
      const res = await ask(productId, { mail: 'buyer@example.com' }, ip);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'product_not_found', statusCode: 404 });
    }
    expect(await rowsFor(id.hidden!)).toEqual([]);
  });

  it('answers 400 invalid_data for a bad mail, language, body or id', async () => {
    const ip = nextIp();
    const bad: [string, unknown][] = [
      ['no mail', {}],
      ['empty mail', { mail: '' }],
      ['not a mail', { mail: 'buyer' }],
      ['mail of wrong type', { mail: 12345 }],
      ['huge mail', { mail: `${'x'.repeat(100_000)}@example.com` }],
      ['unknown language', { mail: 'buyer@example.com', language: 'en' }],
      ['array body', [{ mail: 'buyer@example.com' }]],
      ['broken JSON', '{"mail":'],
    ];
    for (const [name, payload] of bad) {
      const res = await ask(id.soldOut!, payload, ip);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe('invalid_data');
    }
    const mailError = (await ask(id.soldOut!, { mail: 'buyer' }, ip)).json();
    expect(mailError.errors).toEqual([{ path: 'mail', message: 'invalid_mail' }]);
    for (const productId of ['abc', '0', '-1']) {
      const res = await ask(productId, { mail: 'buyer@example.com' }, ip);
      expect(res.statusCode, productId).toBe(400);
    }
    expect(await rowsFor(id.soldOut!)).toHaveLength(1);
  });

  it('limits one address to 30 requests in 10 minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await ask(id.soldOut!, { mail: `limit-${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const over = await ask(id.soldOut!, { mail: 'limit-x@example.com' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: 'too_many_requests', statusCode: 429 });
    expect((await ask(id.soldOut!, { mail: 'limit-y@example.com' }, nextIp())).statusCode).toBe(200);
  });
});
