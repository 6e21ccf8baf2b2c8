import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, photoOrders } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { clientData, usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';

/** Photo orders in the back office: the list, one order, status moves, the note and the photo download. */

const kit = usePhotoOrderKit();
let staff: Record<string, string>;
let staffUser: { id: number; mail: string; firstName: string; lastName: string };
const ids = { a: 0, b: 0, c: 0 };

const get = (url: string, headers: Record<string, string> = staff) =>
  kit.t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = staff) =>
  kit.t.app.inject({ method, url: `/api/admin${url}`, payload, headers });
const idsOf = async (query: string) => {
  const res = await get(`/photo-orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: number }[]).map((i) => i.id);
};
const auditOf = (id: number) =>
  kit.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'photo-order'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

beforeAll(async () => {
  const member = await createTestUser(kit.t.app, { role: 'manager' });
  staff = member.authHeader;
  staffUser = member.user;
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
    const res = await get('/photo-orders?sort=id&order=ASC');
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
      const res = await get(`/photo-orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });
});

describe('GET /api/admin/photo-orders/:id', () => {
  it('answers the client, delivery, pictures with download links and the next statuses', async () => {
    const res = await get(`/orders/photo-${ids.b}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: ids.b,
      clientData: { lastName: 'Ткаченко', email: 'tkach@example.com', phone: '+380987654321' },
      delivery: { deliveryType: 'post', branchRef: kit.branch.ref },
      comment: 'Прохання зберегти фон',
      staffNote: null,
      buyer: null,
      nextStatuses: ['processed', 'canceled'],
      // Its placing, written with the order, as a shop order's.
      statusHistory: [
        {
          status: 'requested',
          createdAt: body.createdAt,
          actor: 'customer',
          actorUserId: null,
          actorName: null,
          undo: false,
          note: null,
        },
      ],
      undo: null,
    });
    expect(body.lines).toEqual([
      expect.objectContaining({ imageUrl: kit.imageUrl, amount: 2, price: 825, total: 1650, size: '40x50' }),
      expect.objectContaining({ imageUrl: kit.otherImageUrl, complectation: 'premium', price: 995 }),
    ]);
    expect(body.lines[0].downloadUrl).toBe(
      `/api/admin/photo-orders/${ids.b}/lines/${body.lines[0].id}/image`,
    );
    expect((await get('/photo-orders/2147480000')).statusCode).toBe(404);
  });
});

describe('photo order status and note', () => {
  it('moves along the lifecycle, audits each move and shows it as history', async () => {
    const moved = await send('POST', `/orders/photo-${ids.a}/status`, {
      status: 'processed',
      note: 'У роботі',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'processed',
      nextStatuses: ['lading-bill-created', 'canceled'],
    });
    // A retry changes nothing and writes nothing.
    expect((await send('POST', `/orders/photo-${ids.a}/status`, { status: 'processed' })).statusCode).toBe(
      200,
    );
    const entries = await auditOf(ids.a);
    expect(entries.map((e) => [e.action, e.before, e.after, e.actorUserId, e.actorMail])).toEqual([
      [
        // The audit of a photo order's move reads as a shop order's: one status machine writes both.
        'photo-order.status',
        { status: 'requested', waybillNumber: null },
        { status: 'processed', waybillNumber: null, note: 'У роботі' },
        staffUser.id,
        staffUser.mail,
      ],
    ]);
    const view = (await get(`/orders/photo-${ids.a}`)).json();
    expect(view.statusHistory).toEqual([
      expect.objectContaining({ status: 'requested', actor: 'customer' }),
      {
        status: 'processed',
        createdAt: expect.any(String),
        actor: 'staff',
        actorUserId: staffUser.id,
        // The history names who moved it, as their account read at the move.
        actorName: `${staffUser.firstName} ${staffUser.lastName}`.trim(),
        undo: false,
        note: 'У роботі',
      },
    ]);
    expect(view.statusHistory[1].actorName).toMatch(/\S/);
  });

  it('refuses a move the lifecycle does not allow (409) and a bad status (400)', async () => {
    const skip = await send('POST', `/orders/photo-${ids.c}/status`, { status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ message: 'status_transition_not_allowed' });
    const bad = await send('POST', `/orders/photo-${ids.c}/status`, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('status');
    expect(await auditOf(ids.c)).toEqual([]);
  });

  it('sets the note with an audit entry; 400 for a too-long note', async () => {
    const res = await send('PUT', `/orders/photo-${ids.c}/note`, { staffNote: 'Фон світліший' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().staffNote).toBe('Фон світліший');
    expect(await auditOf(ids.c)).toEqual([
      expect.objectContaining({
        action: 'photo-order.note',
        before: { staffNote: null },
        after: { staffNote: 'Фон світліший' },
      }),
    ]);
    const long = await send('PUT', `/orders/photo-${ids.c}/note`, { staffNote: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ path: 'staffNote', message: 'too_long' }]);
  });
});

describe('GET /api/admin/photo-orders/:id/lines/:lineId/image', () => {
  it("answers the stored photo's bytes as an attachment", async () => {
    const view = (await get(`/orders/photo-${ids.b}`)).json();
    const line = view.lines[1];
    const res = await get(line.downloadUrl.replace('/api/admin', ''));
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
    const a = (await get(`/orders/photo-${ids.a}`)).json();
    const url = `/photo-orders/${ids.b}/lines/${a.lines[0].id}/image`;
    expect((await get(url)).statusCode).toBe(404);
    const own = `/photo-orders/${ids.a}/lines/${a.lines[0].id}/image`;
    const customer = await createTestUser(kit.t.app);
    expect((await get(own, customer.authHeader)).statusCode).toBe(403);
    expect((await get(own, {})).statusCode).toBe(401);
    expect((await get(`/orders/photo-${ids.a}`, customer.authHeader)).statusCode).toBe(403);
    expect((await get('/photo-orders', {})).statusCode).toBe(401);
  });
});
