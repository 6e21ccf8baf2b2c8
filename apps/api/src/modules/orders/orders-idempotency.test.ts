import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../db/schema';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { orderBody, postOrder, stockOf } from './orders-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const ordersOf = async (productStockBefore: number, productId: number) =>
  productStockBefore - (await stockOf(t.db, productId));
let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${(keyCounter += 1)}`;

describe('POST /orders with Idempotency-Key', () => {
  it('answers a sequential retry with the first answer and places one order', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const key = newKey();
    const body = orderBody([{ productId: product.id, amount: 1 }]);
    const first = await postOrder(t, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its keys in another order is the same request.
    const reordered = {
      lines: body.lines,
      paymentType: body.paymentType,
      delivery: body.delivery,
      contact: body.contact,
    };
    const retry = await postOrder(t, reordered, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(10, product.id)).toBe(1);
    const rows = await t.db.select().from(orders).where(eq(orders.id, first.json().id));
    expect(rows).toHaveLength(1);
  });

  it('places one order when the same key arrives twice in parallel', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const key = newKey();
    const body = orderBody([{ productId: product.id, amount: 1 }]);
    const results = await Promise.all([1, 2, 3].map(() => postOrder(t, body, { 'idempotency-key': key })));
    // The later ones wait for the first instead of answering "in progress", then replay it.
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await ordersOf(10, product.id)).toBe(1);
  });

  it('answers 422 idempotency_key_reused to the same key with another body', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const key = newKey();
    expect(
      (await postOrder(t, orderBody([{ productId: product.id, amount: 1 }]), { 'idempotency-key': key }))
        .statusCode,
    ).toBe(201);
    const other = await postOrder(t, orderBody([{ productId: product.id, amount: 2 }]), {
      'idempotency-key': key,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: 'idempotency_key_reused', statusCode: 422 });
    expect(await ordersOf(10, product.id)).toBe(1);
  });

  it('replays a stored 4xx answer and keeps keys apart per user', async () => {
    const product = await insertProduct(t.db, { stock: 1 });
    const key = newKey();
    const body = orderBody([{ productId: product.id, amount: 2 }]);
    const first = await postOrder(t, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(409);
    const retry = await postOrder(t, body, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());

    // The same key from a signed-in user is another key: it runs.
    const user = await createTestUser(t.app);
    const ok = orderBody([{ productId: product.id, amount: 1 }]);
    const theirs = await postOrder(t, ok, { 'idempotency-key': key, ...user.authHeader });
    expect(theirs.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, `user:${user.user.id}`));
    expect(row).toMatchObject({ responseStatus: 201, requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('refuses a malformed key with 400 invalid_data', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const body = orderBody([{ productId: product.id, amount: 1 }]);
    for (const key of ['k'.repeat(256), 'ключ', 'tab\tkey']) {
      const res = await postOrder(t, body, { 'idempotency-key': key });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
    expect((await postOrder(t, body, { 'idempotency-key': 'k'.repeat(255) })).statusCode).toBe(201);
    expect(await ordersOf(10, product.id)).toBe(1);
  });
});
