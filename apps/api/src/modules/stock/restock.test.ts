import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appearRequests, mailOutbox } from '../../db/schema';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeTestOrder, setStatus, staffHeaders, type Headers } from '../orders/lifecycle-test-kit';
import { stockOf } from '../orders/orders-test-kit';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffHeaders(t);
});
afterAll(async () => t?.close());

const setStock = (productId: number, body: object, headers: Headers = staff.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/stock`, payload: body, headers });

async function askToBeTold(productId: number, mail: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/server/products/${productId}/appear-request`,
    payload: { mail },
  });
  expect(res.statusCode).toBe(200);
}

/** The back-in-stock mails queued for a product's requests, oldest first. */
async function noticesOf(productId: number) {
  const rows = await t.db
    .select({ id: appearRequests.id, mail: appearRequests.mail, notifiedAt: appearRequests.notifiedAt })
    .from(appearRequests)
    .where(eq(appearRequests.productId, productId));
  const recipients = new Set(rows.map((r) => r.mail));
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'product-appears'))
    .orderBy(asc(mailOutbox.id));
  return { requests: rows, mails: mails.filter((m) => recipients.has(m.recipient)).map((m) => m.recipient) };
}

const uniqueMail = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.com`;

describe('back-in-stock notices', () => {
  it('tells every waiting shopper once, and later only those who asked since', async () => {
    const product = await insertProduct(t.db, { stock: 0 });
    const [ann, bob, cat] = [uniqueMail('ann'), uniqueMail('bob'), uniqueMail('cat')];
    await askToBeTold(product.id, ann);
    await askToBeTold(product.id, bob);
    expect((await noticesOf(product.id)).mails).toEqual([]);

    const res = await setStock(product.id, { stock: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: product.id, stock: 5 });
    expect(await stockOf(t.db, product.id)).toBe(5);
    let notices = await noticesOf(product.id);
    expect(notices.mails.sort()).toEqual([ann, bob].sort());
    expect(notices.requests.every((r) => r.notifiedAt instanceof Date)).toBe(true);

    // More stock on a shelf that was not empty is no news.
    expect((await setStock(product.id, { stock: 7 })).statusCode).toBe(200);
    expect((await noticesOf(product.id)).mails).toHaveLength(2);

    // Sold out by an order, asked again by someone new, restocked: only the newcomer hears.
    await placeTestOrder(t, { productId: product.id, amount: 7 });
    expect(await stockOf(t.db, product.id)).toBe(0);
    await askToBeTold(product.id, cat);
    expect((await setStock(product.id, { stock: 3 })).statusCode).toBe(200);
    notices = await noticesOf(product.id);
    expect(notices.mails).toHaveLength(3);
    expect(notices.mails.at(-1)).toBe(cat);
    expect(notices.requests.every((r) => r.notifiedAt instanceof Date)).toBe(true);
  });

  it('a shopper who asks again after a notice is told again at the next restock, once', async () => {
    const product = await insertProduct(t.db, { stock: 0 });
    const gus = uniqueMail('gus');
    await askToBeTold(product.id, gus);
    await askToBeTold(product.id, gus.toUpperCase());
    expect((await setStock(product.id, { stock: 1 })).statusCode).toBe(200);
    expect((await noticesOf(product.id)).mails).toEqual([gus]);

    // Sold out again; the same mail asks again (any case) and is re-armed, not ignored.
    expect((await setStock(product.id, { stock: 0 })).statusCode).toBe(200);
    await askToBeTold(product.id, gus.toUpperCase());
    let notices = await noticesOf(product.id);
    expect(notices.requests).toHaveLength(1);
    expect(notices.requests[0]?.notifiedAt).toBeNull();
    expect((await setStock(product.id, { stock: 4 })).statusCode).toBe(200);
    expect((await setStock(product.id, { stock: 5 })).statusCode).toBe(200);
    notices = await noticesOf(product.id);
    expect(notices.mails).toEqual([gus, gus]);
    expect(notices.requests[0]?.notifiedAt).toBeInstanceOf(Date);
  });

  it('setting the stock to 0 or keeping it at 0 notifies nobody', async () => {
    const product = await insertProduct(t.db, { stock: 2 });
    const dan = uniqueMail('dan');
    await askToBeTold(product.id, dan);
    expect((await setStock(product.id, { stock: 0 })).statusCode).toBe(200);
    expect((await setStock(product.id, { stock: 0 })).statusCode).toBe(200);
    const notices = await noticesOf(product.id);
    expect(notices.mails).toEqual([]);
    expect(notices.requests[0]?.notifiedAt).toBeNull();
  });

  it('also fires when a canceled order brings the last items back', async () => {
    const product = await insertProduct(t.db, { stock: 2 });
    const order = await placeTestOrder(t, { productId: product.id, amount: 2 });
    expect(await stockOf(t.db, product.id)).toBe(0);
    const eve = uniqueMail('eve');
    await askToBeTold(product.id, eve);

    const res = await setStatus(t, order.id, { status: 'canceled' }, staff.headers);
    expect(res.statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(2);
    const notices = await noticesOf(product.id);
    expect(notices.mails).toEqual([eve]);
    const [request] = await t.db
      .select()
      .from(appearRequests)
      .where(and(eq(appearRequests.productId, product.id), eq(appearRequests.mail, eve)));
    expect(request?.notifiedAt).toBeInstanceOf(Date);
  });

  it('a cancel that leaves stock it found does not notify', async () => {
    const product = await insertProduct(t.db, { stock: 3 });
    const order = await placeTestOrder(t, { productId: product.id, amount: 1 });
    const fay = uniqueMail('fay');
    await askToBeTold(product.id, fay);
    expect((await setStatus(t, order.id, { status: 'canceled' }, staff.headers)).statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect((await noticesOf(product.id)).mails).toEqual([]);
  });
});

describe('POST /api/admin/products/:id/stock', () => {
  it('is staff only and validates the stock', async () => {
    const product = await insertProduct(t.db, { stock: 4 });
    const customer = await createTestUser(t.app);
    expect((await setStock(product.id, { stock: 9 }, {})).statusCode).toBe(401);
    const forbidden = await setStock(product.id, { stock: 9 }, customer.authHeader);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'forbidden', statusCode: 403 });
    for (const body of [{}, { stock: -1 }, { stock: 1.5 }, { stock: '5x' }]) {
      const res = await setStock(product.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
    expect(await stockOf(t.db, product.id)).toBe(4);
    const missing = await setStock(2_000_000_000, { stock: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'product_not_found', statusCode: 404 });

    const admin = await staffHeaders(t, 'admin');
    expect((await setStock(product.id, { stock: 9 }, admin.headers)).json()).toEqual({
      id: product.id,
      stock: 9,
    });
  });
});
