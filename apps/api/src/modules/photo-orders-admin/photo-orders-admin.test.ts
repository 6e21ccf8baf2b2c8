import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffOrderPath } from '@kartyna/domain';
import { photoOrders } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { clientData, usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';

/**
 * What only photo orders have in the back office: their list, the client, delivery and photos on
 * an order's page, and the photo download. The page, status moves, note and audit both kinds
 * share are order-pipeline/staff-order-view.test.ts's and staff-order-audit.test.ts's.
 */

const kit = usePhotoOrderKit();
let staff: Record<string, string>;
const ids = { a: 0, b: 0, c: 0 };

const get = (url: string, headers: Record<string, string> = staff) =>
  kit.t.app.inject({ method: 'GET', url, headers });
/** the order's page, in the staff route family */
const pageOf = (id: number) => get(staffOrderPath({ kind: 'photo-order', id }));
const idsOf = async (query: string) => {
  const res = await get(`/api/admin/photo-orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: number }[]).map((i) => i.id);
};

beforeAll(async () => {
  staff = (await createTestUser(kit.t.app, { role: 'manager' })).authHeader;
  const place = async (over: Record<string, unknown>) => {
    const res = await kit.place(kit.orderBody(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  ids.a = await place({});
  ids.b = await place({
    clientData: { ...clientData, lastName: 'Ткаченко', email: 'tkach@example.com', phone: '0987654321' },
    productsData: [
      kit.line({ amount: 2 }),
      kit.line({ imageUrl: kit.otherImageUrl, complectation: 'premium' }),
    ],
  });
  ids.c = await place({ clientData: { ...clientData, email: 'third@example.com', phone: '0631230000' } });
  await kit.t.db.update(photoOrders).set({ paymentStatus: 'paid' }).where(eq(photoOrders.id, ids.b));
  await kit.t.db
    .update(photoOrders)
    .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
    .where(eq(photoOrders.id, ids.c));
});

describe('GET /api/admin/photo-orders', () => {
  it('answers rows with the client, picture count, first photo and total in UAH', async () => {
    const res = await get('/api/admin/photo-orders?sort=id&order=ASC');
    expect(res.json().total).toBe(3);
    const b = res.json().items[1];
    expect(b).toMatchObject({
      id: ids.b,
      status: 'requested',
      paymentStatus: 'paid',
      paymentType: 'cod',
      deliveryType: 'post',
      customerName: 'Ткаченко Олена',
      email: 'tkach@example.com',
      phone: '+380987654321',
      pictureCount: 3,
      imageUrl: kit.imageUrl,
      total: 825 * 2 + 995,
    });
  });

  it('filters by status, payment status and Kyiv days, searches and pages', async () => {
    expect(await idsOf('paymentStatus=paid')).toEqual([ids.b]);
    expect(await idsOf('status=requested&sort=id&order=ASC')).toEqual([ids.a, ids.b, ids.c]);
    expect(await idsOf('status=sent,canceled')).toEqual([]);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Kyiv',
    });
    expect(await idsOf(`to=${threeDaysAgo}`)).toEqual([ids.c]);
    expect(await idsOf(`from=${threeDaysAgo}&to=${threeDaysAgo}`)).toEqual([ids.c]);
    expect(await idsOf(`q=${encodeURIComponent('098 765 43 21')}`)).toEqual([ids.b]);
    expect(await idsOf('q=THIRD@example')).toEqual([ids.c]);
    expect(await idsOf(`q=${encodeURIComponent('ткаченко')}`)).toEqual([ids.b]);
    expect(await idsOf(`q=${ids.a}`)).toEqual([ids.a]);
    expect(await idsOf(`q=${encodeURIComponent(`Ф-${ids.a}`)}`)).toEqual([ids.a]);
    expect(await idsOf('sort=total&order=DESC&perPage=1&page=1')).toEqual([ids.b]);
    expect(await idsOf('sort=createdAt&order=ASC&perPage=2&page=1')).toEqual([ids.c, ids.a]);
  });

  it('answers 400 naming each bad parameter', async () => {
    for (const [query, path] of [
      ['status=lost', 'querystring.status.0'],
      ['paymentStatus=x', 'querystring.paymentStatus.0'],
      ['sort=phone', 'querystring.sort'],
      ['to=tomorrow', 'querystring.to'],
    ]) {
      const res = await get(`/api/admin/photo-orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });
});

describe('a photo order’s page', () => {
  it('answers the client, delivery, comment and pictures with download links', async () => {
    const res = await pageOf(ids.b);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'photo-order',
      id: ids.b,
      clientData: { lastName: 'Ткаченко', email: 'tkach@example.com', phone: '+380987654321' },
      delivery: { deliveryType: 'post', branchRef: kit.branch.ref },
      comment: 'Прохання зберегти фон',
    });
    expect(body.lines).toEqual([
      expect.objectContaining({ imageUrl: kit.imageUrl, amount: 2, price: 825, total: 1650, size: '40x50' }),
      expect.objectContaining({ imageUrl: kit.otherImageUrl, complectation: 'premium', price: 995 }),
    ]);
    expect(body.lines[0].downloadUrl).toBe(
      `/api/admin/photo-orders/${ids.b}/lines/${body.lines[0].id}/image`,
    );
  });
});

describe('GET /api/admin/photo-orders/:id/lines/:lineId/image', () => {
  it("answers the stored photo's bytes as an attachment", async () => {
    const view = (await pageOf(ids.b)).json();
    const line = view.lines[1];
    const res = await get(line.downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="photo-order-${ids.b}-${line.id}.jpg"`,
    );
    const media = await kit.t.app.inject({ method: 'GET', url: kit.otherImageUrl });
    expect(res.rawPayload.equals(media.rawPayload)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(480);
  });

  it('answers 404 for a line of another order and refuses callers who are not staff', async () => {
    const a = (await pageOf(ids.a)).json();
    const url = `/api/admin/photo-orders/${ids.b}/lines/${a.lines[0].id}/image`;
    expect((await get(url)).statusCode).toBe(404);
    const own = `/api/admin/photo-orders/${ids.a}/lines/${a.lines[0].id}/image`;
    const customer = await createTestUser(kit.t.app);
    expect((await get(own, customer.authHeader)).statusCode).toBe(403);
    expect((await get(own, {})).statusCode).toBe(401);
    expect((await get('/api/admin/photo-orders', customer.authHeader)).statusCode).toBe(403);
    expect((await get('/api/admin/photo-orders', {})).statusCode).toBe(401);
  });
});
