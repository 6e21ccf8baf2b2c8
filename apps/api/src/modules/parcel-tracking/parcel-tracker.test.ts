import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashbackFor } from '@kartyna/domain';
import { mailOutbox, orders, parcels, photoOrders, products } from '../../db/schema';
import type { Carrier } from '../../integrations/delivery/carrier';
import { DeliveryProviderError } from '../../integrations/delivery/delivery-provider-error';
import { createOfflineCarrier } from '../../integrations/delivery/offline-carrier';
import { createTestUser, insertProduct } from '../../test/fixtures';
import {
  balanceOf,
  orderRow,
  placeTestOrder,
  staffHeaders,
  walk,
  type Headers,
} from '../orders/lifecycle-test-kit';
import { contact, deliveries, directoryRefs } from '../orders/orders-test-kit';
import { clientData, usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { parcelRetryMs, trackDueParcels } from './parcel-tracker';
import { orderSubjects } from '../staff-orders/every-order-kind';

// Issue #26: the shop follows every parcel by itself, for both kinds of order at once. The
// offline carrier plays Nova Poshta's states, one leg a day on a clock the test moves.

const DAY = 24 * 60 * 60_000;
const start = Date.now();
let clock = new Date(start);
const offline = createOfflineCarrier({ stepMs: DAY, now: () => clock });
const link = { down: false, calls: 0 };
const carrier: Carrier = {
  name: 'offline',
  createWaybill: (request) => offline.createWaybill(request),
  async track(numbers) {
    link.calls += 1;
    if (link.down) throw new DeliveryProviderError('Nova Poshta did not answer');
    return offline.track(numbers);
  },
};
const k = usePhotoOrderKit({ overrides: { carrier } });
const at = (days: number) => new Date(start + days * DAY + 60_000);
const track = (days: number) => {
  clock = at(days);
  return trackDueParcels({ db: k.t.db, carrier, subjects: orderSubjects }, { now: clock });
};

const post = (url: string, payload: object, headers: Headers) =>
  k.t.app.inject({ method: 'POST', url: `/api/admin${url}`, payload, headers });

async function shippedPair(lastName = 'Шевченко') {
  const t = k.t;
  const staff = await staffHeaders(t);
  const buyer = await createTestUser(t.app);
  const product = await insertProduct(t.db, { price: 50_000 });
  const email = `parcel-${Date.now()}-${Math.random()}@example.com`;
  const refs = await directoryRefs(t);
  const shop = await placeTestOrder(t, {
    productId: product.id,
    amount: 2,
    headers: buyer.authHeader as Headers,
    body: { delivery: deliveries(refs).post, paymentType: 'cod', contact: { ...contact, lastName, email } },
  });
  const photoPlaced = await k.place(
    k.orderBody({ clientData: { ...clientData, lastName, email } }),
    buyer.authHeader as Headers,
  );
  expect(photoPlaced.statusCode, photoPlaced.body).toBe(201);
  const photo = photoPlaced.json().id as number;
  await walk(t, shop.id, ['processed'], staff.headers);
  expect(
    (await post(`/orders/photo-${photo}/status`, { status: 'processed' }, staff.headers)).statusCode,
  ).toBe(200);
  clock = new Date(start);
  for (const url of [`/orders/${shop.id}/waybill`, `/orders/photo-${photo}/waybill`]) {
    const made = await post(url, {}, staff.headers);
    expect(made.statusCode, made.body).toBe(200);
  }
  return { shop: shop.id, photo, email, buyer, staff, productId: product.id };
}

const statusOf = async (pair: { shop: number; photo: number }) => {
  const [photo] = await k.t.db.select().from(photoOrders).where(eq(photoOrders.id, pair.photo));
  return [(await orderRow(k.t, pair.shop)).status, photo?.status];
};

const mailKeys = async (email: string) =>
  (await k.t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).map((m) => m.dedupeKey);

const stockOf = async (productId: number) =>
  (await k.t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;

describe('the parcel tracker', () => {
  it('follows a shop order and a photo order to the door: on the way, arrived (mailed), received (cashback)', async () => {
    const pair = await shippedPair();
    const balance = await balanceOf(k.t, pair.buyer.user.id);
    // A buyer of the 10 % tier when the two were placed.
    await k.t.db.update(orders).set({ cashbackPercent: 10 }).where(eq(orders.id, pair.shop));
    await k.t.db.update(photoOrders).set({ cashbackPercent: 10 }).where(eq(photoOrders.id, pair.photo));
    const [photoRow] = await k.t.db.select().from(photoOrders).where(eq(photoOrders.id, pair.photo));
    const earned =
      cashbackFor((await orderRow(k.t, pair.shop)).total, 10) + cashbackFor(photoRow?.total ?? 0, 10);

    await track(1);
    expect(await statusOf(pair)).toEqual(['sent', 'sent']);
    const arrived = await track(2);
    expect(arrived.moved).toBe(2);
    expect(await statusOf(pair)).toEqual(['delivered', 'delivered']);
    const keys = await mailKeys(pair.email);
    expect(keys).toContain(`order-status:${pair.shop}:delivered`);
    expect(keys).toContain(`photo-order-status:${pair.photo}:delivered`);
    // The carrier moved them, under its name, with its own words.
    const view = await k.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${pair.shop}`,
      headers: pair.staff.headers,
    });
    expect(view.json().statusHistory.at(-1)).toMatchObject({
      status: 'delivered',
      actor: 'system',
      actorName: 'Нова пошта',
      note: 'Прибув у відділення',
    });

    // Staff see where each parcel is in both order lists.
    for (const [list, id] of [
      ['orders', pair.shop],
      ['photo-orders', pair.photo],
    ] as const) {
      const res = await k.t.app.inject({
        method: 'GET',
        url: `/api/admin/${list}?pageSize=50`,
        headers: pair.staff.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const item = res.json().items.find((i: { id: number }) => i.id === id);
      expect(item?.parcel).toMatchObject({ state: 'at-branch', carrierStatus: 'Прибув у відділення' });
    }

    // The shopper reads the same in their cabinet, over HTTP; another shopper reads nothing of it.
    const shopper = async (url: string, headers: Headers) => {
      const res = await k.t.app.inject({ method: 'GET', url: `/api/server${url}`, headers });
      return { status: res.statusCode, body: res.json() };
    };
    const arrivedParcel = {
      state: 'at-branch',
      carrierStatus: 'Прибув у відділення',
      paidStorageFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      checkedAt: at(2).toISOString(),
    };
    const own = pair.buyer.authHeader as Headers;
    expect(await shopper(`/orders/${pair.shop}`, own)).toMatchObject({
      status: 200,
      body: { parcel: arrivedParcel },
    });
    const ownPhotos = (await shopper('/photo-orders', own)).body as { id: number; parcel: unknown }[];
    expect(ownPhotos.find((o) => o.id === pair.photo)?.parcel).toMatchObject(arrivedParcel);
    const stranger = (await createTestUser(k.t.app)).authHeader as Headers;
    expect(await shopper(`/orders/${pair.shop}`, stranger)).toMatchObject({ status: 404 });
    expect(await shopper('/orders', stranger)).toEqual({ status: 200, body: [] });
    expect(await shopper('/photo-orders', stranger)).toEqual({ status: 200, body: [] });

    // A repeated answer changes nothing.
    expect((await track(2.5)).moved).toBe(0);
    await track(3);
    expect(await statusOf(pair)).toEqual(['received', 'received']);
    expect(earned).toBeGreaterThan(0);
    expect(await balanceOf(k.t, pair.buyer.user.id)).toBe(balance + earned);
    // Received is the end: the tracker asks the carrier about them no more.
    const calls = link.calls;
    await track(5);
    const [row] = await k.t.db.select().from(parcels).where(eq(parcels.orderId, pair.shop));
    expect(row?.state).toBe('received');
    expect(link.calls).toBe(calls);
  });

  it('reminds the day before paid storage, once; a refused parcel returns, and its goods with it', async () => {
    const pair = await shippedPair('Відмовенко');
    await track(2);
    expect(await statusOf(pair)).toEqual(['delivered', 'delivered']);
    const before = await stockOf(pair.productId);

    // Paid storage begins five days after arrival: the reminder goes out the day before, once.
    await track(4);
    expect((await mailKeys(pair.email)).filter((key) => key?.startsWith('parcel-storage'))).toEqual([]);
    const reminded = await track(6.5);
    expect(reminded.reminded).toBe(2);
    await track(6.7);
    const reminders = await k.t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, pair.email), like(mailOutbox.dedupeKey, 'parcel-storage:%')));
    expect(reminders).toHaveLength(2);
    expect(reminders[0]?.subject).toMatch(/зберігання платне/);

    await track(9);
    expect(await statusOf(pair)).toEqual(['returning', 'returning']);
    expect(await stockOf(pair.productId)).toBe(before);
    // Staff confirm the parcel is back: its goods go back on the shelf.
    const back = await post(`/orders/${pair.shop}/status`, { status: 'returned' }, pair.staff.headers);
    expect(back.statusCode, back.body).toBe(200);
    expect(await stockOf(pair.productId)).toBe((before ?? 0) + 2);
  });

  it("asks as often as the carrier's news can change: short offline legs are followed leg by leg", async () => {
    const pair = await shippedPair();
    const minute = 60_000;
    const quick = createOfflineCarrier({ stepMs: minute, now: () => clock });
    const trackQuick = (legs: number) => {
      clock = new Date(start + legs * minute + 1000);
      return trackDueParcels({ db: k.t.db, carrier: quick, subjects: orderSubjects }, { now: clock });
    };
    await trackQuick(1);
    expect(await statusOf(pair)).toEqual(['sent', 'sent']);
    const [row] = await k.t.db.select().from(parcels).where(eq(parcels.orderId, pair.shop));
    // Twice a leg: two looks are never a whole leg apart.
    expect(row?.nextCheckAt.getTime()).toBe(clock.getTime() + minute / 2);
    await trackQuick(2);
    expect(await statusOf(pair)).toEqual(['delivered', 'delivered']);
    await trackQuick(3);
    expect(await statusOf(pair)).toEqual(['received', 'received']);
  });

  it('asks again later, waiting longer, while the carrier is down', async () => {
    const pair = await shippedPair();
    link.down = true;
    try {
      const run = await track(1);
      expect(run.failed).toBeGreaterThanOrEqual(2);
      const [row] = await k.t.db.select().from(parcels).where(eq(parcels.orderId, pair.shop));
      expect(row?.failures).toBe(1);
      expect(row?.nextCheckAt.getTime()).toBe(at(1).getTime() + parcelRetryMs(0));
      expect(await statusOf(pair)).toEqual(['lading-bill-created', 'lading-bill-created']);
    } finally {
      link.down = false;
    }
    // Not due yet: nothing is asked before the retry time.
    clock = new Date(at(1).getTime() + 60_000);
    await trackDueParcels({ db: k.t.db, carrier, subjects: orderSubjects }, { now: clock });
    expect(await statusOf(pair)).toEqual(['lading-bill-created', 'lading-bill-created']);
    await track(1.1);
    expect(await statusOf(pair)).toEqual(['sent', 'sent']);
    expect(parcelRetryMs(3)).toBeGreaterThan(parcelRetryMs(0));
  });
});
