import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { seedScale } from '../../db/seed-scale';
import type { TestApp } from '../../test/build-test-app';
import { call, type Headers, staffApp } from './catalog-admin-test-kit';
import { EXPORT_BATCH } from './product-csv-service';

// Issue #15: the export reads the catalogue in keyset batches and streams them; the scale
// seed that fills the catalogue here is idempotent and tops up.

let t: TestApp;
let staff: Headers;
const COUNT = Math.floor(EXPORT_BATCH * 2.5);
staffApp(async (app, headers) => {
  t = app;
  staff = headers;
});

describe('the scale seed', () => {
  it('adds the asked number once, then only tops up', async () => {
    expect(await seedScale(t.db, COUNT - 100)).toEqual({ before: 0, added: COUNT - 100 });
    expect(await seedScale(t.db, COUNT - 100)).toEqual({ before: COUNT - 100, added: 0 });
    expect(await seedScale(t.db, COUNT, { batch: 40 })).toEqual({ before: COUNT - 100, added: 100 });
  });
});

describe('CSV export of a big catalogue', () => {
  it('streams every product once, by id, across batches', async () => {
    const res = await call(t, 'GET', '/api/admin/products/export.csv', staff);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as {
      id: string;
      article: string;
    }[];
    expect(rows).toHaveLength(COUNT);
    const ids = rows.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(COUNT);
    expect(rows.at(-1)?.article).toBe(`SC${String(COUNT).padStart(6, '0')}`);
  });

  it('streams the filtered subset too', async () => {
    const res = await call(t, 'GET', '/api/admin/products/export.csv?q=sc00010', staff);
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as unknown[];
    // SC000100 … SC000109
    expect(rows).toHaveLength(10);
  });
});
