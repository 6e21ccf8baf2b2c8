import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { insertProduct } from '../../test/fixtures';
import { auditOf, call, fieldsOf, type Headers, staffApp } from './catalog-admin-test-kit';
import { bulkPrices } from './product-bulk-service';

let t: TestApp;
let staff: Headers;
staffApp(async (app, headers) => {
  t = app;
  staff = headers;
});

const rows = async (ids: number[]) =>
  (await t.db.select().from(products).where(inArray(products.id, ids))).sort((a, b) => a.id - b.id);

describe('bulk prices: whole hryvnias', () => {
  it('computes each mode', () => {
    const p = (price: number, discountPrice: number | null) => ({ price, discountPrice });
    expect(bulkPrices(p(45_000, null), { ids: [1], mode: 'percent', percent: 10 })).toEqual(p(49_500, null));
    expect(bulkPrices(p(45_050, 40_000), { ids: [1], mode: 'percent', percent: -15 })).toEqual(
      p(38_300, 34_000),
    );
    expect(bulkPrices(p(199, null), { ids: [1], mode: 'percent', percent: -90 })).toEqual(p(100, null));
    expect(bulkPrices(p(45_000, null), { ids: [1], mode: 'discount', percent: 20 })).toEqual(
      p(45_000, 36_000),
    );
    expect(bulkPrices(p(100, null), { ids: [1], mode: 'discount', percent: 10 })).toBeNull();
    expect(bulkPrices(p(45_000, 36_000), { ids: [1], mode: 'clear-discount' })).toEqual(p(45_000, null));
    expect(bulkPrices(p(45_000, null), { ids: [1], mode: 'clear-discount' })).toBeNull();
  });

  it('changes the chosen products with one audit entry each', async () => {
    const a = await insertProduct(t.db, { price: 45_000 });
    const b = await insertProduct(t.db, { price: 30_050, discountPrice: 25_000 });
    const other = await insertProduct(t.db, { price: 10_000 });
    const res = await call(t, 'POST', '/api/admin/products/bulk-price', staff, {
      ids: [a.id, b.id, 2_000_000_000],
      mode: 'percent',
      percent: 10,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await rows([a.id, b.id, other.id])).map((r) => [r.price, r.discountPrice])).toEqual([
      [49_500, null],
      [33_100, 27_500],
      [10_000, null],
    ]);
    const [entry] = await auditOf(t, 'product', b.id);
    expect(entry).toMatchObject({
      action: 'product.bulk-price',
      before: { price: 30_050, discountPrice: 25_000 },
      after: { price: 33_100, discountPrice: 27_500, change: 'percent', percent: 10 },
    });
    expect(await auditOf(t, 'product', other.id)).toEqual([]);

    const discount = await call(t, 'POST', '/api/admin/products/bulk-price', staff, {
      ids: [a.id],
      mode: 'discount',
      percent: 25,
    });
    expect(discount.json()).toEqual({ updated: 1 });
    expect((await rows([a.id]))[0]?.discountPrice).toBe(37_100);
    const cleared = await call(t, 'POST', '/api/admin/products/bulk-price', staff, {
      ids: [a.id, other.id],
      mode: 'clear-discount',
    });
    expect(cleared.json()).toEqual({ updated: 1 });
    expect(await auditOf(t, 'product', a.id)).toHaveLength(3);
  });

  it.each([
    [{}, 'mode'],
    [{ ids: [], mode: 'clear-discount' }, 'ids'],
    [{ ids: [1], mode: 'percent', percent: 0 }, 'percent'],
    [{ ids: [1], mode: 'percent', percent: -95 }, 'percent'],
    [{ ids: [1], mode: 'discount', percent: 95 }, 'percent'],
    [{ ids: [1], mode: 'discount' }, 'percent'],
    [{ ids: ['x'], mode: 'clear-discount' }, 'ids.0'],
  ])('refuses %j with 400 on %s', async (body, field) => {
    const res = await call(t, 'POST', '/api/admin/products/bulk-price', staff, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(res.json()))).toContain(field);
  });
});

describe('bulk labels', () => {
  it('adds and removes labels, auditing only the products that changed', async () => {
    const a = await insertProduct(t.db, { labels: ['new'] });
    const b = await insertProduct(t.db, { labels: ['sale', 'top-sales'] });
    const c = await insertProduct(t.db, { labels: ['new', 'metallic'] });
    const res = await call(t, 'POST', '/api/admin/products/bulk-labels', staff, {
      ids: [a.id, b.id, c.id],
      add: ['sale'],
      remove: ['new'],
    });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await rows([a.id, b.id, c.id])).map((r) => r.labels)).toEqual([
      ['sale'],
      ['sale', 'top-sales'],
      ['metallic', 'sale'],
    ]);
    expect(await auditOf(t, 'product', b.id)).toEqual([]);
    const again = await call(t, 'POST', '/api/admin/products/bulk-labels', staff, {
      ids: [a.id, b.id],
      add: ['sale'],
    });
    expect(again.json()).toEqual({ updated: 0 });
    const [entry, ...more] = await auditOf(t, 'product', a.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'product.bulk-labels',
      before: { labels: ['new'] },
      after: { labels: ['sale'] },
    });
  });

  it('refuses an empty change or an unknown label', async () => {
    for (const body of [{ ids: [1] }, { ids: [1], add: ['cheap'] }, { ids: [1], add: [], remove: [] }]) {
      const res = await call(t, 'POST', '/api/admin/products/bulk-labels', staff, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
