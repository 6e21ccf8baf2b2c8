import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { orderBody, postOrder, stockOf } from './orders-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('POST /orders under concurrency', () => {
  it('sells a stock of 10 exactly ten times out of 50 parallel orders', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(t, orderBody([{ productId: product.id, amount: 1 }]))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('out_of_stock');
    expect(await stockOf(t.db, product.id)).toBe(0);
    expect(await t.db.select().from(orders)).toHaveLength(10);
  });

  it('does not deadlock when orders lock the same products in opposite line order', async () => {
    const a = await insertProduct(t.db, { stock: 100 });
    const b = await insertProduct(t.db, { stock: 100 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const lines = [
          { productId: a.id, amount: 1 },
          { productId: b.id, amount: 2 },
        ];
        return postOrder(t, orderBody(i % 2 ? lines : [...lines].reverse()));
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 30 }, () => 201));
    expect([await stockOf(t.db, a.id), await stockOf(t.db, b.id)]).toEqual([70, 40]);
  });
});
