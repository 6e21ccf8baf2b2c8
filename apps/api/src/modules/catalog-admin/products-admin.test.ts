import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, products } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { placeTestOrder } from '../orders/lifecycle-test-kit';
import {
  auditOf,
  call,
  createProduct,
  fieldsOf,
  newArticle,
  productBody,
  type Headers,
  staffApp,
} from './catalog-admin-test-kit';

let t: TestApp;
let staff: Headers;
staffApp(async (app, headers) => {
  t = app;
  staff = headers;
});

const rowOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

describe('product form validation', () => {
  it('names every missing field with its key', async () => {
    const res = await call(t, 'POST', '/api/admin/products', staff, {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('invalid_data');
    expect(fieldsOf(body)).toMatchObject({
      article: 'required_field',
      nameUa: 'required_field',
      nameRu: 'required_field',
      price: 'invalid_price',
      stock: 'invalid_data',
      categoryId: 'unknown_category',
      subject: 'invalid_data',
      size: 'required_field',
      difficulty: 'invalid_data',
    });
  });

  it.each([
    [{ price: -1 }, 'price', 'invalid_price'],
    [{ price: 0 }, 'price', 'invalid_price'],
    [{ price: 10.005 }, 'price', 'invalid_price'],
    [{ price: 2_000_000 }, 'price', 'invalid_price'],
    [{ price: 100, discountPrice: 100 }, 'discountPrice', 'discount_not_below_price'],
    [{ price: 100, discountPrice: 120 }, 'discountPrice', 'discount_not_below_price'],
    [{ article: 'a b' }, 'article', 'invalid_article'],
    [{ article: '  ' }, 'article', 'required_field'],
    [{ article: 'x'.repeat(51) }, 'article', 'too_long'],
    [{ nameUa: '' }, 'nameUa', 'required_field'],
    [{ nameRu: 'я'.repeat(201) }, 'nameRu', 'too_long'],
    [{ stock: -1 }, 'stock', 'invalid_data'],
    [{ stock: 1.5 }, 'stock', 'invalid_data'],
    [{ difficulty: 6 }, 'difficulty', 'invalid_data'],
    [{ subject: 'dragons' }, 'subject', 'invalid_data'],
    [{ labels: ['bogus'] }, 'labels.0', 'invalid_data'],
    [{ images: ['javascript:alert(1)'] }, 'images.0', 'invalid_image_url'],
    [{ images: ['//evil.example/x.jpg'] }, 'images.0', 'invalid_image_url'],
    [{ isHidden: 'maybe' }, 'isHidden', 'invalid_data'],
  ])('%j → %s: %s', async (override, field, key) => {
    const res = await call(t, 'POST', '/api/admin/products', staff, await productBody(t, override));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())[field]).toBe(key);
  });

  it('checks that the size and the category exist', async () => {
    const res = await call(
      t,
      'POST',
      '/api/admin/products',
      staff,
      await productBody(t, { size: '99x99', categoryId: 2_000_000 }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual({ size: 'unknown_size', categoryId: 'unknown_category' });
  });
});

describe('create, read, update, delete', () => {
  it('creates a product in UAH, keeps kopiyky, and audits it', async () => {
    const body = await productBody(t, { price: 450.5, discountPrice: 399, labels: ['sale', 'sale', 'new'] });
    const res = await call(t, 'POST', '/api/admin/products', staff, body);
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      article: body.article,
      price: 450.5,
      discountPrice: 399,
      labels: ['sale', 'new'],
      stockState: 'inStock',
      categoryPath: 'picture-by-numbers/animals',
      isHidden: false,
    });
    expect(await rowOf(product.id)).toMatchObject({ price: 45050, discountPrice: 39900 });
    const [entry, ...more] = await auditOf(t, 'product', product.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'product.create', before: null });
    expect(entry?.after).toMatchObject({ article: body.article, price: 45050 });

    const read = await call(t, 'GET', `/api/admin/products/${product.id}`, staff);
    expect(read.json()).toEqual(product);
    expect((await call(t, 'GET', '/api/admin/products/2000000000', staff)).statusCode).toBe(404);
  });

  it('refuses a taken article in any case with 409 article_taken on the field', async () => {
    const first = await createProduct(t, staff);
    const res = await call(
      t,
      'POST',
      '/api/admin/products',
      staff,
      await productBody(t, { article: first.article.toLowerCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'article_taken',
      statusCode: 409,
      errors: [{ path: 'article', message: 'article_taken' }],
    });
    const other = await createProduct(t, staff);
    const put = await call(
      t,
      'PUT',
      `/api/admin/products/${other.id}`,
      staff,
      await productBody(t, { article: first.article.toUpperCase() }),
    );
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe('article_taken');
  });

  it('updates with before and after in the audit, and a no-op writes no entry', async () => {
    const created = await createProduct(t, staff);
    const body = await productBody(t, {
      article: created.article,
      nameUa: 'Нова назва',
      price: 500,
      isHidden: true,
    });
    const res = await call(t, 'PUT', `/api/admin/products/${created.id}`, staff, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nameUa: 'Нова назва', price: 500, isHidden: true });
    let entries = await auditOf(t, 'product', created.id);
    expect(entries.map((e) => e.action)).toEqual(['product.create', 'product.update']);
    expect(entries[1]?.before).toMatchObject({
      nameUa: 'Картина за номерами «Лисиця»',
      price: 45000,
      isHidden: false,
    });
    expect(entries[1]?.after).toMatchObject({ nameUa: 'Нова назва', price: 50000, isHidden: true });

    expect((await call(t, 'PUT', `/api/admin/products/${created.id}`, staff, body)).statusCode).toBe(200);
    entries = await auditOf(t, 'product', created.id);
    expect(entries).toHaveLength(2);
    expect((await call(t, 'PUT', '/api/admin/products/2000000000', staff, body)).statusCode).toBe(404);
  });

  it('deletes a product never ordered, and refuses one in orders (hide it instead)', async () => {
    const loose = await createProduct(t, staff);
    const res = await call(t, 'DELETE', `/api/admin/products/${loose.id}`, staff);
    expect(res.statusCode).toBe(200);
    expect(await rowOf(loose.id)).toBeUndefined();
    const entries = await auditOf(t, 'product', loose.id);
    expect(entries.at(-1)).toMatchObject({ action: 'product.delete', after: null });
    expect(entries.at(-1)?.before).toMatchObject({ article: loose.article });

    const ordered = await createProduct(t, staff, { stock: 3 });
    await placeTestOrder(t, { productId: ordered.id });
    const refused = await call(t, 'DELETE', `/api/admin/products/${ordered.id}`, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'product_in_orders', statusCode: 409 });
    expect(await rowOf(ordered.id)).toBeDefined();
    expect((await call(t, 'DELETE', `/api/admin/products/${ordered.id}`, staff)).statusCode).toBe(409);
  });
});

describe('stock', () => {
  const noticesFor = async (mails: string[]) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'product-appears')))
      .map((m) => m.recipient)
      .filter((r) => mails.includes(r))
      .sort();

  it('a restock through PUT tells the waiting shoppers once', async () => {
    const product = await createProduct(t, staff, { stock: 0 });
    expect(product.stockState).toBe('soldOut');
    const mails = [
      `ann-${newArticle()}@example.com`.toLowerCase(),
      `bob-${newArticle()}@example.com`.toLowerCase(),
    ];
    for (const mail of mails) {
      const res = await call(t, 'POST', `/api/server/products/${product.id}/appear-request`, {}, { mail });
      expect(res.statusCode).toBe(200);
    }
    const body = await productBody(t, { article: product.article, stock: 3 });
    const res = await call(t, 'PUT', `/api/admin/products/${product.id}`, staff, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stock: 3, stockState: 'inStock' });
    expect(await noticesFor(mails)).toEqual([...mails].sort());

    // More stock on a shelf that was not empty, and a save without changes: nobody hears again.
    await call(t, 'PUT', `/api/admin/products/${product.id}`, staff, { ...body, stock: 8 });
    await call(t, 'PUT', `/api/admin/products/${product.id}`, staff, { ...body, stock: 8 });
    expect(await noticesFor(mails)).toEqual([...mails].sort());
    const updates = (await auditOf(t, 'product', product.id)).filter((e) => e.action === 'product.update');
    expect(
      updates.map((e) => [(e.before as { stock: number }).stock, (e.after as { stock: number }).stock]),
    ).toEqual([
      [0, 3],
      [3, 8],
    ]);
  });

  it('POST /products/:id/stock writes an audit entry', async () => {
    const product = await createProduct(t, staff, { stock: 2 });
    const res = await call(t, 'POST', `/api/admin/products/${product.id}/stock`, staff, { stock: 7 });
    expect(res.statusCode).toBe(200);
    const entry = (await auditOf(t, 'product', product.id)).at(-1);
    expect(entry).toMatchObject({ action: 'product.stock', before: { stock: 2 }, after: { stock: 7 } });
  });

  it('reads preorder the way the storefront does', async () => {
    const product = await createProduct(t, staff, { stock: 0, labels: ['preorder'] });
    expect(product.stockState).toBe('preorder');
  });
});
