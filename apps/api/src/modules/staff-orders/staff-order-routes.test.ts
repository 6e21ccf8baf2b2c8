import { beforeAll, describe, expect, it } from 'vitest';
import { staffOrderPath } from '@kartyna/domain';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { orderBody, postOrder } from '../orders/orders-test-kit';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { photoPathsSunset } from './legacy-photo-paths';

/**
 * One staff route family for both kinds of order (`/api/admin/orders/:orderRef/…`): a shop order
 * by its number, a photo order as `photo-N`, each answered as its kind with `kind` set; the photo
 * orders' old paths answer the same for one release and say where they went.
 */
const kit = usePhotoOrderKit();
let staff: Record<string, string>;
let customer: Record<string, string>;
const ids = { shop: 0, photo: 0 };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = staff) =>
  kit.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const shop = () => staffOrderPath({ kind: 'order', id: ids.shop });
const photo = () => staffOrderPath({ kind: 'photo-order', id: ids.photo });

beforeAll(async () => {
  staff = (await createTestUser(kit.t.app, { role: 'manager' })).authHeader;
  customer = (await createTestUser(kit.t.app)).authHeader;
  const product = await insertProduct(kit.t.db, { price: 50_000, stock: 5 });
  const placed = await postOrder(kit.t, orderBody([{ productId: product.id, amount: 1 }]));
  expect(placed.statusCode, placed.body).toBe(201);
  ids.shop = placed.json().id;
  const photoPlaced = await kit.place(kit.orderBody());
  expect(photoPlaced.statusCode, photoPlaced.body).toBe(201);
  ids.photo = photoPlaced.json().id;
});

describe('one route family for every kind of order', () => {
  it('names a shop order by its number and a photo order as photo-N, each answered as its kind', async () => {
    expect(shop()).toBe(`/api/admin/orders/${ids.shop}`);
    expect(photo()).toBe(`/api/admin/orders/photo-${ids.photo}`);
    const shopOrder = await call('GET', shop());
    expect(shopOrder.statusCode, shopOrder.body).toBe(200);
    expect(shopOrder.json()).toMatchObject({ kind: 'order', id: ids.shop, status: 'requested' });
    expect(shopOrder.json().lines).toHaveLength(1);
    const photoOrder = await call('GET', photo());
    expect(photoOrder.statusCode, photoOrder.body).toBe(200);
    expect(photoOrder.json()).toMatchObject({ kind: 'photo-order', id: ids.photo, status: 'requested' });
    expect(photoOrder.json().clientData.lastName).toBe('Коваль');
  });

  it('moves, takes back and notes either kind through the same routes', async () => {
    for (const path of [shop(), photo()]) {
      const moved = await call('POST', `${path}/status`, { status: 'processed', note: 'Перевірено' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().status).toBe('processed');
      expect(moved.json().undo).toMatchObject({ from: 'requested', to: 'processed' });
      const undone = await call('POST', `${path}/status/undo`);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json()).toMatchObject({ status: 'requested', undo: null });
      const noted = await call('PUT', `${path}/note`, { staffNote: 'Дзвонити після 18:00' });
      expect(noted.statusCode, noted.body).toBe(200);
      expect(noted.json().staffNote).toBe('Дзвонити після 18:00');
    }
  });

  it("makes a photo order's waybill and tracks it at the carrier, as a shop order's", async () => {
    expect((await call('POST', `${photo()}/status`, { status: 'processed' })).statusCode).toBe(200);
    const before = await call('GET', `${photo()}/tracking`);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: 'waybill_not_found', statusCode: 404 });
    const made = await call('POST', `${photo()}/waybill`, { weightKg: 1.5 });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ kind: 'photo-order', status: 'lading-bill-created' });
    const number = made.json().waybillNumber as string;
    expect(number).toMatch(/^\d{14}$/);
    const tracked = await call('GET', `${photo()}/tracking`);
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json()).toEqual([expect.objectContaining({ number })]);
  });

  it('refuses a malformed reference with 400 and an unknown order with 404, in the error shape', async () => {
    for (const ref of ['photo-', 'photo-0', 'photo-x', 'abc', '0', '-1', '1.5', 'photo-99999999999', 'Ф-1']) {
      const res = await call('GET', `/api/admin/orders/${encodeURIComponent(ref)}`);
      expect(res.statusCode, ref).toBe(400);
      expect(res.json(), ref).toMatchObject({ message: 'invalid_data', statusCode: 400 });
    }
    for (const path of ['/api/admin/orders/999999', '/api/admin/orders/photo-999999']) {
      const res = await call('POST', `${path}/status`, { status: 'processed' });
      expect(res.json(), path).toEqual({ message: 'order_not_found', statusCode: 404 });
    }
  });

  it('lets no customer or stranger in', async () => {
    for (const path of [shop(), photo(), `${photo()}/tracking`]) {
      expect((await call('GET', path, undefined, {})).statusCode, path).toBe(401);
      expect((await call('GET', path, undefined, customer)).statusCode, path).toBe(403);
    }
    const stranger = await call('PUT', `${photo()}/note`, { staffNote: 'x' }, customer);
    expect(stranger.statusCode).toBe(403);
    expect((await call('GET', photo())).json().staffNote).toBe('Дзвонити після 18:00');
  });
});

describe("the photo orders' old paths, for one release", () => {
  it('answer as the family does, saying they are deprecated and where the route went', async () => {
    const old = await call('GET', `/api/admin/photo-orders/${ids.photo}`);
    const now = await call('GET', photo());
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json()).toEqual(now.json());
    expect(old.headers.deprecation).toMatch(/^@\d+$/);
    expect(old.headers.sunset).toBe(photoPathsSunset.toUTCString());
    expect(old.headers.link).toBe(`<${photo()}>; rel="successor-version"`);
    expect(now.headers.deprecation).toBeUndefined();

    const noted = await call('PUT', `/api/admin/photo-orders/${ids.photo}/note?x=1`, {
      staffNote: 'Старий шлях',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.headers.link).toBe(`<${photo()}/note>; rel="successor-version"`);
    expect((await call('GET', photo())).json().staffNote).toBe('Старий шлях');
  });

  it('keep their own answers for a bad id and strangers', async () => {
    const bad = await call('POST', '/api/admin/photo-orders/abc/status', { status: 'processed' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/api/admin/photo-orders/${ids.photo}`, undefined, customer)).statusCode).toBe(
      403,
    );
    // Tracking is new with the family: the old paths never had it.
    expect((await call('GET', `/api/admin/photo-orders/${ids.photo}/tracking`)).statusCode).toBe(404);
  });
});
