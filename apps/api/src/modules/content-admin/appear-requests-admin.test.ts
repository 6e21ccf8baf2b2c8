import { describe, expect, it } from 'vitest';
import { appearRequests } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { insertProduct } from '../../test/fixtures';
import { auditOf, expectFieldError, contentApp, type StaffCaller } from './content-admin-test-kit';

let t: TestApp;
let call: StaffCaller['call'];
let product: { id: number; article: string };
let ids: { pending: number; notified: number; other: number };

contentApp(async (app, staff) => {
  t = app;
  call = staff.call;
  product = await insertProduct(t.db, { nameUa: 'Маяк на скелі', stock: 0 });
  const other = await insertProduct(t.db, { nameUa: 'Соняшники', stock: 0 });
  const rows = await t.db
    .insert(appearRequests)
    .values([
      { productId: product.id, mail: 'wait@example.com' },
      { productId: product.id, mail: 'told@example.com', locale: 'ru', notifiedAt: new Date() },
      { productId: other.id, mail: 'sun@example.com' },
    ])
    .returning();
  ids = { pending: rows[0]!.id, notified: rows[1]!.id, other: rows[2]!.id };
});

describe('/api/admin/appear-requests', () => {
  it('lists requests with the product’s name and article, filters by status, product and text', async () => {
    const all = (await call('GET', '/appear-requests')).json();
    expect(all.total).toBe(3);
    expect(all.items).toContainEqual(
      expect.objectContaining({
        id: ids.notified,
        productId: product.id,
        productName: 'Маяк на скелі',
        productArticle: product.article,
        mail: 'told@example.com',
        locale: 'ru',
        notifiedAt: expect.any(String),
      }),
    );
    const ids_ = (r: { items: { id: number }[] }) => r.items.map((i) => i.id).sort();
    expect(ids_((await call('GET', '/appear-requests?status=pending')).json())).toEqual(
      [ids.pending, ids.other].sort(),
    );
    expect(ids_((await call('GET', '/appear-requests?status=notified')).json())).toEqual([ids.notified]);
    expect(ids_((await call('GET', `/appear-requests?productId=${product.id}`)).json())).toEqual(
      [ids.pending, ids.notified].sort(),
    );
    expect(ids_((await call('GET', '/appear-requests?q=Соняш')).json())).toEqual([ids.other]);
    expect(ids_((await call('GET', `/appear-requests?q=${product.article}&status=pending`)).json())).toEqual([
      ids.pending,
    ]);
  });

  it('answers 400 for a bad filter and 404 for a missing request', async () => {
    expectFieldError(await call('GET', '/appear-requests?status=sent'), 'querystring.status', 'invalid_data');
    expectFieldError(
      await call('GET', '/appear-requests?productId=abc'),
      'querystring.productId',
      'invalid_data',
    );
    expect((await call('GET', '/appear-requests/999999')).statusCode).toBe(404);
    expect((await call('GET', `/appear-requests/${ids.pending}`)).json().mail).toBe('wait@example.com');
  });

  it('deletes a request with an audit entry; a second delete is 404', async () => {
    expect((await call('DELETE', `/appear-requests/${ids.pending}`)).statusCode).toBe(200);
    expect((await call('GET', '/appear-requests')).json().total).toBe(2);
    const [entry] = await auditOf(t, 'appear-request', ids.pending);
    expect(entry).toMatchObject({
      action: 'appear-request.delete',
      before: expect.objectContaining({ mail: 'wait@example.com', productName: 'Маяк на скелі' }),
      after: null,
    });
    expect((await call('DELETE', `/appear-requests/${ids.pending}`)).statusCode).toBe(404);
  });
});
