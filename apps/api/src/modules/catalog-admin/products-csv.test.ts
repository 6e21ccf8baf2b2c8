import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { ensureCategoryPath, insertProduct } from '../../test/fixtures';
import { auditByAction, call, importCsv, type Headers, staffApp } from './catalog-admin-test-kit';
import { csvColumns } from './product-csv-format';
import { MAX_REPORTED_ERRORS } from './product-csv-import';

let t: TestApp;
let staff: Headers;
staffApp(async (app, headers) => {
  t = app;
  staff = headers;
  const hiddenCategory = await ensureCategoryPath(t.db, ['mosaik', 'secret'], ['secret']);
  await insertProduct(t.db, {
    article: 'CSV-1',
    nameUa: 'Картина «Мак; поле», "лапки"',
    descriptionUa: 'Рядок 1\nРядок 2; з крапкою з комою',
    descriptionRu: '=SUM(A1) не формула',
    price: 45_050,
    discountPrice: 39_900,
    labels: ['sale', 'new'],
    images: ['/api/server/media/a.jpg', 'https://cdn.example.com/b.png'],
  });
  await insertProduct(t.db, {
    article: 'CSV-2',
    stock: 0,
    labels: ['preorder'],
    isHidden: true,
    categoryId: hiddenCategory,
  });
  await insertProduct(t.db, { article: 'CSV-3', descriptionRu: '- пункт списку' });
});

const exportCsv = (query = '') => call(t, 'GET', `/api/admin/products/export.csv${query}`, staff);
const readCsv = (text: string) =>
  parse(text.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as Record<string, string>[];
const productCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]?.n;

describe('CSV export', () => {
  it('is UTF-8 with a BOM, ";"-separated, with the documented columns', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(csvColumns.join(';'));
    const rows = readCsv(res.body);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      article: 'CSV-1',
      nameUa: 'Картина «Мак; поле», "лапки"',
      descriptionUa: 'Рядок 1\nРядок 2; з крапкою з комою',
      descriptionRu: "'=SUM(A1) не формула",
      price: '450.5',
      discountPrice: '399',
      category: 'picture-by-numbers/animals',
      labels: 'sale|new',
      images: '/api/server/media/a.jpg|https://cdn.example.com/b.png',
      isHidden: 'false',
    });
    expect(rows[1]).toMatchObject({
      article: 'CSV-2',
      category: 'mosaik/secret',
      isHidden: 'true',
      discountPrice: '',
    });
  });

  it('exports only what the list filter matches', async () => {
    expect(readCsv((await exportCsv('?q=csv-2')).body).map((r) => r.article)).toEqual(['CSV-2']);
    expect(readCsv((await exportCsv('?isHidden=false')).body).map((r) => r.article)).toEqual([
      'CSV-1',
      'CSV-3',
    ]);
    expect((await exportCsv('?stockState=nope')).statusCode).toBe(400);
  });
});

describe('CSV import', () => {
  it('a file just exported changes nothing', async () => {
    const before = await t.db.select().from(products).orderBy(products.id);
    const res = await importCsv(t, staff, (await exportCsv()).rawPayload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 0, updated: 0, unchanged: 3, errors: [] });
    expect(await t.db.select().from(products).orderBy(products.id)).toEqual(before);
    expect(await auditByAction(t, 'product.import')).toEqual([]);
  });

  it('creates and updates by article (any case), with one summary audit entry', async () => {
    const rows = readCsv((await exportCsv('?q=csv-1')).body);
    const header = csvColumns.join(';');
    const line = (r: Record<string, string>) =>
      csvColumns.map((c) => `"${(r[c] ?? '').replace(/"/g, '""')}"`).join(';');
    const changed = { ...rows[0]!, article: 'csv-1', price: '500,00', stock: '12' };
    const created = { ...rows[0]!, id: '', article: 'CSV-NEW', labels: 'top-sales, new', isHidden: 'ні' };
    const res = await importCsv(t, staff, `${header}\r\n${line(changed)}\r\n${line(created)}\r\n`);
    expect(res.json()).toEqual({ created: 1, updated: 1, unchanged: 0, errors: [] });
    const [one] = await t.db.select().from(products).where(eq(products.article, 'csv-1'));
    expect(one).toMatchObject({ price: 50_000, stock: 12 });
    const [fresh] = await t.db.select().from(products).where(eq(products.article, 'CSV-NEW'));
    expect(fresh).toMatchObject({ labels: ['top-sales', 'new'], isHidden: false, price: 45_050 });
    const [entry, ...more] = await auditByAction(t, 'product.import');
    expect(more).toEqual([]);
    expect(entry?.after).toMatchObject({
      rows: 2,
      created: ['CSV-NEW'],
      updated: [{ id: one?.id, article: 'csv-1', fields: ['article', 'price', 'stock'] }],
    });
  });

  it('one bad row rejects the whole file, naming every error by row and column', async () => {
    const count = await productCount();
    const header = 'article,nameUa,nameRu,price,stock,category,subject,size,difficulty';
    const csv = [
      header,
      'OK-1,Назва,Название,100,1,picture-by-numbers/animals,animals,40x50,2',
      'BAD-1,Назва,Название,abc,1,no/such,animals,99x99,7',
      ',Назва,,100,-1,picture-by-numbers/animals,dragons,40x50,2',
      'ok-1,Назва,Название,"100,5",1,picture-by-numbers/animals,animals,40х50,2',
    ].join('\n');
    const res = await importCsv(t, staff, csv);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: 'category', message: 'unknown_category' },
        { row: 3, field: 'price', message: 'invalid_price' },
        { row: 3, field: 'difficulty', message: 'invalid_data' },
        { row: 4, field: 'article', message: 'required_field' },
        { row: 4, field: 'nameRu', message: 'required_field' },
        { row: 4, field: 'stock', message: 'invalid_data' },
        { row: 4, field: 'subject', message: 'invalid_data' },
        { row: 5, field: 'article', message: 'article_taken' },
      ]),
    );
    expect(report.errors.some((e: { row: number }) => e.row === 2)).toBe(false);
    expect(await productCount()).toBe(count);
    const [ok] = await t.db.select().from(products).where(eq(products.article, 'OK-1'));
    expect(ok).toBeUndefined();
  });

  it('an unknown size on an otherwise valid row is reported too', async () => {
    const csv =
      'article;nameUa;nameRu;price;stock;category;subject;size;difficulty\nS-1;А;Б;100;1;picture-by-numbers/animals;animals;99x99;2\n';
    expect((await importCsv(t, staff, csv)).json().errors).toEqual([
      { row: 2, field: 'size', message: 'unknown_size' },
    ]);
  });

  it('reports the first 1,000 errors of a file full of bad rows, and writes nothing', async () => {
    const count = await productCount();
    const header = 'article;nameUa;nameRu;price;stock;category;subject;size;difficulty';
    const rows = Array.from(
      { length: 1200 },
      (_, i) => `BAD-${i};А;Б;abc;1;picture-by-numbers/animals;animals;40x50;2`,
    );
    const report = (await importCsv(t, staff, [header, ...rows].join('\n'))).json();
    expect(report.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(report.errors[0]).toEqual({ row: 2, field: 'price', message: 'invalid_price' });
    expect(report.created).toBe(0);
    expect(await productCount()).toBe(count);
  });

  it('reads a file past the 20 MB of an image upload (a 100,000-product export is ~31 MB)', async () => {
    const header = 'article;nameUa;nameRu;price;stock;category;subject;size;difficulty';
    // Blank lines are skipped: 21 MB of them cost the test no database work.
    const csv = `${header}\r\n${'\r\n'.repeat(11 * 1024 * 1024)}BIG-1;А;Б;100;1;picture-by-numbers/animals;animals;40x50;2\r\n`;
    const res = await importCsv(t, staff, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [] });
  });

  it('refuses a file that is not a products CSV with 400 invalid_csv', async () => {
    for (const file of [
      '',
      'just,some,columns\n1,2,3\n',
      Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x22, 0x0a, 0x22]),
    ]) {
      const res = await importCsv(t, staff, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^(invalid_csv|invalid_data)$/);
    }
    const json = await call(t, 'POST', '/api/admin/products/import', staff, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });
});
