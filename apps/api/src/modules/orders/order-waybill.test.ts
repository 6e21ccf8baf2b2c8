import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Carrier, WaybillRequest } from '../../integrations/delivery/carrier';
import { DeliveryProviderError } from '../../integrations/delivery/delivery-provider-error';
import { createOfflineCarrier } from '../../integrations/delivery/offline-carrier';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  historyRows,
  orderRow,
  placeTestOrder,
  staffHeaders,
  statusMails,
  walk,
  type Headers,
} from './lifecycle-test-kit';
import { deliveries, directoryRefs, type Refs } from './orders-test-kit';

/**
 * The offline carrier (the app's default without a Nova Poshta key), watched: every request is
 * kept, and while `down` is set the carrier fails the way an unreachable Nova Poshta does.
 */
const offline = createOfflineCarrier();
const watched = { requests: [] as WaybillRequest[], trackCalls: 0, down: false };
const carrier: Carrier = {
  name: 'offline',
  async createWaybill(request) {
    watched.requests.push(request);
    if (watched.down) throw new DeliveryProviderError('Nova Poshta did not answer');
    return offline.createWaybill(request);
  },
  async track(numbers) {
    watched.trackCalls += 1;
    if (watched.down) throw new DeliveryProviderError('Nova Poshta did not answer');
    return offline.track(numbers);
  },
};

let t: TestApp;
let refs: Refs;
let staff: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { carrier } });
  refs = await directoryRefs(t);
  staff = await staffHeaders(t);
});
afterAll(async () => t?.close());

const createWaybill = (orderId: number, body: object, headers: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/waybill`, payload: body, headers });
const tracking = (orderId: number, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/tracking`, headers });

async function processedOrder(delivery: keyof ReturnType<typeof deliveries>, paymentType = 'card') {
  const product = await insertProduct(t.db, { price: 125_050 });
  const order = await placeTestOrder(t, {
    productId: product.id,
    amount: 2,
    body: { delivery: deliveries(refs)[delivery], paymentType },
  });
  await walk(t, order.id, ['processed'], staff.headers);
  return order;
}

describe('POST /api/admin/orders/:id/waybill', () => {
  it('creates a branch waybill for a cash-on-delivery order and moves it to lading-bill-created', async () => {
    const order = await processedOrder('post', 'cod');
    const before = watched.requests.length;
    const res = await createWaybill(order.id, {}, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.status).toBe('lading-bill-created');
    expect(answer.waybillNumber).toMatch(/^20\d{12}$/);
    expect(answer.waybillRef).toEqual(expect.any(String));
    expect(answer.statusHistory.at(-1)).toMatchObject({
      status: 'lading-bill-created',
      actor: 'staff',
      actorUserId: staff.user.id,
    });
    const row = await orderRow(t, order.id);
    expect(row).toMatchObject({ waybillNumber: answer.waybillNumber, waybillRef: answer.waybillRef });

    expect(watched.requests).toHaveLength(before + 1);
    expect(watched.requests.at(-1)).toEqual({
      orderId: order.id,
      recipient: { firstName: 'Олена', lastName: 'Коваль', fatherName: null, phone: '+380671234567' },
      serviceType: 'branch',
      cityRef: refs.kyiv.ref,
      pointRef: refs.branch.ref,
      address: null,
      cost: 250_100,
      // Collected from the recipient: the order total plus the cash-on-delivery fee (20 + 2 %).
      cashOnDelivery: 250_100 + row.codFee,
      weightKg: 1,
      seatsAmount: 1,
      description: 'Товари для творчості',
    });
    expect(row.codFee).toBe(2_000 + 5_002);
    expect(await statusMails(t, order.email)).toHaveLength(2);
  });

  it('sends a parcel locker, the parcel as described, and no cash for an online payment', async () => {
    const order = await processedOrder('postomat');
    const res = await createWaybill(
      order.id,
      { weightKg: 2.5, seatsAmount: 2, description: 'Алмазна мозаїка' },
      staff.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(watched.requests.at(-1)).toMatchObject({
      serviceType: 'postomat',
      pointRef: refs.postomat.ref,
      address: null,
      cashOnDelivery: null,
      weightKg: 2.5,
      seatsAmount: 2,
      description: 'Алмазна мозаїка',
    });
  });

  it('splits a courier address into street, house and flat', async () => {
    const order = await processedOrder('new-post-address');
    const res = await createWaybill(order.id, {}, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(watched.requests.at(-1)).toMatchObject({
      serviceType: 'address',
      cityRef: refs.kyiv.ref,
      pointRef: null,
      address: { street: 'вул. Хрещатик', house: '1', flat: '5' },
    });
  });

  it('refuses orders Nova Poshta does not carry, without asking the carrier', async () => {
    const before = watched.requests.length;
    for (const delivery of ['takeaway', 'ukr-post', 'new-intr'] as const) {
      const order = await processedOrder(delivery);
      const res = await createWaybill(order.id, {}, staff.headers);
      expect(res.statusCode, delivery).toBe(400);
      expect(res.json()).toEqual({ message: 'waybill_not_available', statusCode: 400 });
      expect((await orderRow(t, order.id)).status).toBe('processed');
    }
    expect(watched.requests).toHaveLength(before);
  });

  it('refuses an order that cannot take a waybill now, without asking the carrier', async () => {
    const fresh = await placeTestOrder(t, { body: { delivery: deliveries(refs).post } });
    const done = await processedOrder('post');
    expect((await createWaybill(done.id, {}, staff.headers)).statusCode).toBe(200);
    const before = watched.requests.length;
    for (const id of [fresh.id, done.id]) {
      const row = await orderRow(t, id);
      const res = await createWaybill(id, {}, staff.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('status_transition_not_allowed');
      expect(await orderRow(t, id)).toEqual(row);
    }
    expect(watched.requests).toHaveLength(before);
    expect((await createWaybill(2_000_000_000, {}, staff.headers)).statusCode).toBe(404);
  });

  it('answers 502 and leaves the order as it was when the carrier fails', async () => {
    const order = await processedOrder('post');
    const row = await orderRow(t, order.id);
    const history = await historyRows(t, order.id);
    const mails = await statusMails(t, order.email);
    const before = watched.requests.length;
    watched.down = true;
    try {
      const res = await createWaybill(order.id, {}, staff.headers);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: 'delivery_provider_unavailable', statusCode: 502 });
    } finally {
      watched.down = false;
    }
    expect(watched.requests).toHaveLength(before + 1);
    expect(await orderRow(t, order.id)).toEqual(row);
    expect(await historyRows(t, order.id)).toEqual(history);
    expect(await statusMails(t, order.email)).toEqual(mails);
    // Once the carrier is back, the same request goes through.
    expect((await createWaybill(order.id, {}, staff.headers)).statusCode).toBe(200);
  });

  it('validates the parcel', async () => {
    const order = await processedOrder('post');
    for (const body of [{ weightKg: 0 }, { weightKg: -1 }, { seatsAmount: 1.5 }, { seatsAmount: 0 }]) {
      const res = await createWaybill(order.id, body, staff.headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await orderRow(t, order.id)).status).toBe('processed');
  });
});

describe('GET /api/admin/orders/:id/tracking', () => {
  it("answers the carrier's status of the order's waybill", async () => {
    const order = await processedOrder('post');
    const none = await tracking(order.id, staff.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'waybill_not_found', statusCode: 404 });

    const { waybillNumber } = (await createWaybill(order.id, {}, staff.headers)).json();
    const res = await tracking(order.id, staff.headers);
    expect(res.statusCode).toBe(200);
    // The offline carrier plays Nova Poshta: a waybill just made is "made by the sender" (1).
    expect(res.json()).toEqual([
      {
        number: waybillNumber,
        statusCode: '1',
        status: 'Відправник самостійно створив цю накладну, але ще не надав до відправки',
        receivedAt: null,
      },
    ]);

    watched.down = true;
    try {
      const down = await tracking(order.id, staff.headers);
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toBe('delivery_provider_unavailable');
    } finally {
      watched.down = false;
    }
    expect((await tracking(2_000_000_000, staff.headers)).json().message).toBe('order_not_found');
  });
});

describe('who may create and track waybills', () => {
  it('is staff only', async () => {
    const order = await processedOrder('post');
    const customer = await createTestUser(t.app);
    const before = { requests: watched.requests.length, tracks: watched.trackCalls };
    for (const [headers, code] of [
      [{}, 401],
      [customer.authHeader, 403],
    ] as const) {
      expect((await createWaybill(order.id, {}, headers)).statusCode).toBe(code);
      expect((await tracking(order.id, headers)).statusCode).toBe(code);
    }
    expect(watched.requests).toHaveLength(before.requests);
    expect(watched.trackCalls).toBe(before.tracks);
    expect((await orderRow(t, order.id)).status).toBe('processed');
  });
});
