import { asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPainters } from '../../db/demo-picture-painters';
import { mailOutbox, orderLines, orders, photoTemplates } from '../../db/schema';
import { mediaUrl } from '../../integrations/storage/file-storage';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { orderBody, postOrder } from '../orders/orders-test-kit';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { testPhoto } from '../photo-templates/template-test-kit';
import { runDueTemplates } from '../photo-templates/template-worker';
import { kitToken } from '../photo-templates/kit-token';
import { fetchMap, getKit, notFoundAnswer, putProgress } from './painting-kits-test-kit';

/** Catalogue kits: a product's template made the first time a buyer opens it; GET /kits. */

const kit = usePhotoOrderKit();
type Buyer = Awaited<ReturnType<typeof createTestUser>>;
let buyer: Buyer;
let other: Buyer;
let kitProductId = 0;
let giftProductId = 0;
let kitLine = 0;
let giftLine = 0;
let brushLine = 0;
let cancelledLine = 0;
let photoLine = 0;
let orderToken = '';

async function order(who: Buyer, productIds: number[]) {
  const res = await postOrder(
    kit.t,
    orderBody(productIds.map((productId) => ({ productId, amount: 1 }))),
    who.authHeader,
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const lines = await kit.t.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  return { id, token: res.json().orderToken as string, lines: lines.map((l) => l.id) };
}

beforeAll(async () => {
  buyer = await createTestUser(kit.t.app);
  other = await createTestUser(kit.t.app);
  const key = 'products/companion-kit-1.jpg';
  await kit.t.app.deps.storage.put(key, await testPhoto('coffee.png', 900));
  const kitProduct = await insertProduct(kit.t.db, {
    nameUa: 'Кава зранку',
    nameRu: 'Кофе утром',
    size: '30x40',
    images: [mediaUrl(key)],
    categoryPath: ['picture-by-numbers', 'still-life'],
  });
  kitProductId = kitProduct.id;
  const gift = await insertProduct(kit.t.db, { categoryPath: ['kits'], images: [mediaUrl(key)] });
  giftProductId = gift.id;
  const brush = await insertProduct(kit.t.db, { categoryPath: ['accessories', 'brushes'] });
  // The photo order first: it is the oldest of the buyer's orders.
  const res = await kit.place(kit.orderBody(), { cookie: kit.ownerCookie, ...buyer.authHeader });
  expect(res.statusCode, res.body).toBe(201);
  const [photoTemplate] = await kit.t.db.select().from(photoTemplates);
  photoLine = photoTemplate!.lineId!;
  const cancelled = await order(buyer, [kitProduct.id]);
  cancelledLine = cancelled.lines[0]!;
  await kit.t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, cancelled.id));
  const placed = await order(buyer, [kitProduct.id, gift.id, brush.id]);
  [kitLine = 0, giftLine = 0, brushLine = 0] = placed.lines;
  orderToken = placed.token;
});

describe('a catalogue kit', () => {
  it('is queued when first opened, made by the worker (no mail), then ready with its map', async () => {
    const ref = `o${kitLine}`;
    const first = await getKit(kit.t.app, ref, '', buyer.authHeader);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      ref,
      kind: 'catalogue',
      title: 'Кава зранку',
      token: kitToken(kit.t.config.authSecret, ref),
      status: 'preparing',
    });
    const [row] = await kit.t.db
      .select()
      .from(photoTemplates)
      .where(eq(photoTemplates.productId, kitProductId));
    expect(row).toMatchObject({ status: 'queued', lineId: null });
    // Opening it again queues nothing more.
    await getKit(kit.t.app, ref, `?t=${orderToken}`);
    expect(
      await kit.t.db.select().from(photoTemplates).where(eq(photoTemplates.productId, kitProductId)),
    ).toHaveLength(1);

    // Only the product's template is due: the photo order's waits (it has no real photo).
    await kit.t.db
      .update(photoTemplates)
      .set({ dueAt: new Date(Date.now() + 86_400_000) })
      .where(ne(photoTemplates.id, row!.id));
    const mailsBefore = await kit.t.db.select().from(mailOutbox);
    expect(await runDueTemplates(kit.t.app.deps)).toEqual({ ready: 1, failed: 0, retried: 0 });
    expect(await kit.t.db.select().from(mailOutbox)).toHaveLength(mailsBefore.length);

    const [made] = await kit.t.db.select().from(photoTemplates).where(eq(photoTemplates.id, row!.id));
    expect(made).toMatchObject({
      status: 'ready',
      options: { widthCm: 30, heightCm: 40, colours: 24, detail: 'medium', seed: kitProductId },
    });
    expect(made!.mapKey).toMatch(/-product-\d+-regions\.kmap$/);
    const ready = await getKit(kit.t.app, ref, '?locale=ru', buyer.authHeader);
    const body = ready.json();
    expect(body).toMatchObject({ status: 'ready', title: 'Кофе утром', widthMm: 300, heightMm: 400 });
    expect(body.regionCount).toBe(Number(made!.stats!.regionCount));
    const map = await fetchMap(kit.t.app, body.mapUrl);
    expect(map.regions).toHaveLength(body.regionCount);
    expect(map.width).toBeGreaterThan(0);
  });

  it('is the same template for every buyer of the product, each with their own progress', async () => {
    const again = await order(other, [kitProductId]);
    const ref = `o${again.lines[0]}`;
    const res = await getKit(kit.t.app, ref, '', other.authHeader);
    expect(res.json()).toMatchObject({ status: 'ready', progress: { ticked: [] } });
    const sync = await putProgress(
      kit.t.app,
      ref,
      [{ region: 4, ticked: true, at: Date.now() }],
      '',
      other.authHeader,
    );
    expect(sync.json().ticked).toEqual([4]);
    const mine = await getKit(kit.t.app, `o${kitLine}`, '', buyer.authHeader);
    expect(mine.json().progress.ticked).toEqual([]);
    // ...and neither opens the other's.
    expect((await getKit(kit.t.app, ref, '', buyer.authHeader)).json()).toEqual(notFoundAnswer);
  });

  it('is painted from a demo picture as drawn, never from its quick sketch', async () => {
    const [key] = demoPainters().keys();
    const product = await insertProduct(kit.t.db, { images: [mediaUrl(key!)] });
    const placed = await order(other, [product.id]);
    const ref = `o${placed.lines[0]}`;
    expect((await getKit(kit.t.app, ref, '', other.authHeader)).json()).toMatchObject({
      status: 'preparing',
    });
    await kit.t.db
      .update(photoTemplates)
      .set({ dueAt: new Date(Date.now() + 86_400_000) })
      .where(ne(photoTemplates.productId, product.id));
    // Read as a sketch the job would be retried later; it is ready at once.
    expect(await runDueTemplates(kit.t.app.deps)).toEqual({ ready: 1, failed: 0, retried: 0 });
    const stored = await kit.t.app.deps.storage.open(key!);
    stored?.stream.destroy();
    expect(stored?.provisional).toBeFalsy();
    const body = (await getKit(kit.t.app, ref, '', other.authHeader)).json();
    expect(body).toMatchObject({ status: 'ready', widthMm: 400, heightMm: 500 });
    expect((await fetchMap(kit.t.app, body.mapUrl)).regions).toHaveLength(body.regionCount);
  });

  it('is not a line of a product outside the kit categories (404 even to its buyer)', async () => {
    const res = await getKit(kit.t.app, `o${brushLine}`, '', buyer.authHeader);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundAnswer);
  });
});

describe('GET /kits', () => {
  it("lists the buyer's kits newest order first, without cancelled orders or other products", async () => {
    const ready = (await getKit(kit.t.app, `o${kitLine}`, '', buyer.authHeader)).json();
    await putProgress(
      kit.t.app,
      `o${kitLine}`,
      [0, 1, 2].map((region) => ({ region, ticked: true, at: Date.now() })),
      '',
      buyer.authHeader,
    );
    const res = await kit.t.app.inject({ method: 'GET', url: '/api/server/kits', headers: buyer.authHeader });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { ref: string; status: string; done: number; imageUrl: string | null }[];
    expect(list.map((k) => k.ref)).toEqual([`o${kitLine}`, `o${giftLine}`, `p${photoLine}`]);
    expect(list.map((k) => k.ref)).not.toContain(`o${cancelledLine}`);
    expect(list[0]).toMatchObject({ kind: 'catalogue', status: 'ready', title: 'Кава зранку' });
    expect(list[0]!.done).toBeCloseTo(3 / ready.regionCount, 10);
    expect(list[0]!.imageUrl).toBe(mediaUrl('products/companion-kit-1.jpg'));
    // The gift kit was never opened: nothing is queued for it by a list.
    expect(list[1]).toMatchObject({ kind: 'catalogue', status: 'preparing', done: 0 });
    expect(list[2]).toMatchObject({
      kind: 'photo',
      status: 'preparing',
      title: 'Картина за фото 40×50, класика',
      done: 0,
    });

    const ru = await kit.t.app.inject({
      method: 'GET',
      url: '/api/server/kits?locale=ru',
      headers: buyer.authHeader,
    });
    expect(ru.json()[0].title).toBe('Кофе утром');
    const strangers = await kit.t.app.inject({
      method: 'GET',
      url: '/api/server/kits',
      headers: (await createTestUser(kit.t.app)).authHeader,
    });
    expect(strangers.json()).toEqual([]);
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/server/kits' })).statusCode).toBe(401);
    const queued = await kit.t.db
      .select()
      .from(photoTemplates)
      .where(eq(photoTemplates.productId, giftProductId));
    expect(queued).toHaveLength(0);
  });
});
