import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { auditLog } from '../../db/schema';
import { ensureCategoryPath, ensureSize } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { staffHeaders } from '../orders/lifecycle-test-kit';
import { multipart } from '../uploads/test-images';

/** Test-only helpers of the catalogue back-office tests (not a *.test.ts, so vitest skips it). */

export type Headers = Record<string, string>;

/**
 * A test file's app and a manager's headers: built before the file's tests, handed to `ready`
 * (which keeps them and may seed more), closed after the last test.
 */
export function staffApp(ready: (t: TestApp, staff: Headers) => void | Promise<void>): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    await ready(app, (await staffHeaders(app)).headers);
  });
  afterAll(async () => app?.close());
}

let counter = 0;
/** A unique article per call, so test files can share fixtures without clashing. */
export const newArticle = (prefix = 'KA') =>
  `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 6)}`;

/** A complete, valid product body (UAH prices) in a fresh-or-found category and size. */
export async function productBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  const categoryId = await ensureCategoryPath(t.db, ['picture-by-numbers', 'animals']);
  await ensureSize(t.db, '40x50');
  return {
    article: newArticle(),
    nameUa: 'Картина за номерами «Лисиця»',
    nameRu: 'Картина по номерам «Лиса»',
    descriptionUa: 'Опис українською',
    descriptionRu: 'Описание по-русски',
    price: 450,
    discountPrice: null,
    stock: 5,
    categoryId,
    subject: 'animals',
    size: '40x50',
    difficulty: 3,
    labels: ['new'],
    images: ['/api/server/media/products/fox.jpg'],
    isHidden: false,
    ...overrides,
  };
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function createProduct(t: TestApp, headers: Headers, overrides: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/admin/products', headers, await productBody(t, overrides));
  if (res.statusCode !== 201) throw new Error(`product not created: ${res.body}`);
  return res.json() as { id: number; article: string } & Record<string, unknown>;
}

/** Audit entries of one entity, oldest first. */
export async function auditOf(t: TestApp, entity: string, entityId: string | number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

export async function auditByAction(t: TestApp, action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));
}

/** The field paths of a 400 answer. */
export const fieldsOf = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));

export function importCsv(t: TestApp, headers: Headers, csv: string | Buffer) {
  const body = multipart([{ name: 'file', data: csv, filename: 'products.csv', contentType: 'text/csv' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}
