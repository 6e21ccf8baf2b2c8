import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, parcels } from '../../db/schema';
import type { Carrier, TrackingStatus } from '../../integrations/delivery/carrier';
import { createOfflineCarrier } from '../../integrations/delivery/offline-carrier';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { formatKyivDate } from '../mail/templates/mail-format';
import {
  historyRows,
  orderRow,
  placeTestOrder,
  staffHeaders,
  type Headers,
} from '../orders/lifecycle-test-kit';
import { deliveries, directoryRefs } from '../orders/orders-test-kit';
import { trackDueParcels, trackerPollMs } from './parcel-tracker';
import { orderSubjects } from '../staff-orders/every-order-kind';

// Issue #48: a parcel's story is told in the carrier's times. The offline carrier runs on a
// clock the test moves; a second carrier answers whatever a case needs, as Nova Poshta may.

const LEG = 20_000;
let clock = new Date();
const offline = createOfflineCarrier({ stepMs: LEG, now: () => clock });
/** Set by a case: what the scripted carrier answers for every number. */
let scripted: Omit<TrackingStatus, 'number'> | null = null;
const carrier: Carrier = {
  name: 'offline',
  newsEveryMs: LEG,
  createWaybill: (request) => offline.createWaybill(request),
  track: async (numbers) =>
    scripted
      ? numbers.map((number) => ({ number, ...(scripted as Omit<TrackingStatus, 'number'>) }))
      : offline.track(numbers),
};

let t: TestApp;
let staff: Headers;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { carrier } });
  staff = (await staffHeaders(t)).headers;
});
afterAll(() => t.close());

/** An order to a Nova Poshta branch whose waybill the carrier made at `clock`; its mail, number and making. */
async function shipped() {
  const order = await placeTestOrder(t, {
    body: { delivery: deliveries(await directoryRefs(t)).post, paymentType: 'cod' },
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}${url}`, payload, headers: staff });
  expect((await post('/status', { status: 'processed' })).statusCode).toBe(200);
  clock = new Date();
  const made = await post('/waybill', {});
  expect(made.statusCode, made.body).toBe(200);
  const number = (await orderRow(t, order.id)).waybillNumber ?? '';
  // An offline number carries the second it was made (from 2024-01-01 UTC).
  const madeAt = Date.UTC(2024, 0, 1) + Number(number.slice(2, 11)) * 1000;
  return { ...order, madeAt };
}

const trackAt = (time: number) => {
  clock = new Date(time);
  return trackDueParcels({ db: t.db, carrier, subjects: orderSubjects }, { now: clock });
};

/** The carrier's moves of the order, oldest first: status and time. */
const carrierSteps = async (id: number) =>
  (await historyRows(t, id))
    .filter((row) => row.actorName === 'Нова пошта')
    .map((row) => ({ status: row.status, at: row.createdAt.toISOString() }));

const statusMailsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(asc(mailOutbox.id)))
    .filter((mail) => mail.kind === 'order-status')
    .map((mail) => mail.text.replace(/\s+/g, ' '));

describe("a parcel's story in the carrier's times", () => {
  it("records each step at the carrier's time, and two steps between looks as two, in order", async () => {
    const order = await shipped();
    const leg = (n: number) => new Date(order.madeAt + n * LEG).toISOString();

    // Asked well into the first leg on the way: "sent" is dated when the leg began.
    expect((await trackAt(order.madeAt + 1.6 * LEG)).moved).toBe(1);
    expect(await carrierSteps(order.id)).toEqual([{ status: 'sent', at: leg(1) }]);

    // Not asked again until the parcel had arrived and been received: both, each at its time.
    const late = await trackAt(order.madeAt + 3.9 * LEG);
    expect(late.moved).toBe(2);
    expect((await orderRow(t, order.id)).status).toBe('received');
    expect(await carrierSteps(order.id)).toEqual([
      { status: 'sent', at: leg(1) },
      { status: 'delivered', at: leg(2) },
      { status: 'received', at: leg(3) },
    ]);

    // The shopper reads the same times: the history, and the parcel's news with the receipt's time.
    const view = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: staff });
    expect(
      view
        .json()
        .statusHistory.slice(-3)
        .map((h: { createdAt: string }) => h.createdAt),
    ).toEqual([leg(1), leg(2), leg(3)]);
    const [parcel] = await t.db.select().from(parcels).where(eq(parcels.orderId, order.id));
    expect(parcel?.statusAt?.toISOString()).toBe(leg(3));
    expect(parcel?.checkedAt?.toISOString()).toBe(clock.toISOString());

    // One mail a step, in order, each telling the carrier's time of it.
    const mails = await statusMailsTo(order.email);
    const told = (n: number) => formatKyivDate(new Date(leg(n)), 'ua');
    expect(mails.slice(-3)).toEqual([
      expect.stringContaining(`передали перевізнику ${told(1)}, і воно вже прямує до вас`),
      expect.stringContaining(`прибуло ${told(2)} і чекає на вас`),
      expect.stringContaining(`отримано ${told(3)} — дякуємо`),
    ]);
  });

  it('dates a step never before the history entry before it, nor after now', async () => {
    const order = await shipped();
    const [made] = (await historyRows(t, order.id)).slice(-1);
    const madeEntry = made?.createdAt.getTime() ?? 0;
    const now = madeEntry + 60_000;
    // Nova Poshta dates the arrival an hour before staff made the waybill (a clock wrong, or a
    // number typed in late) and the receipt ahead of our clock; the handing over not at all.
    scripted = {
      statusCode: '9',
      status: 'Відправлення отримано',
      reachedAt: { 'at-branch': new Date(madeEntry - 3_600_000), received: new Date(now + 3_600_000) },
      paidStorageFrom: null,
    };
    try {
      expect((await trackAt(now)).moved).toBe(3);
    } finally {
      scripted = null;
    }
    const atMade = new Date(madeEntry).toISOString();
    expect(await carrierSteps(order.id)).toEqual([
      { status: 'sent', at: atMade },
      { status: 'delivered', at: atMade },
      { status: 'received', at: new Date(now).toISOString() },
    ]);
  });

  it('looks often enough that a parcel is seen in every state, one at a time', async () => {
    const order = await shipped();
    const pollMs = trackerPollMs(600_000, LEG);
    expect(pollMs).toBeLessThanOrEqual(LEG / 4);
    // The real carrier's news comes at no known pace: PARCEL_POLL_MS as set.
    expect(trackerPollMs(600_000, undefined)).toBe(600_000);
    expect(trackerPollMs(500, 2000)).toBe(500);

    // The tracker's passes, every pollMs from some moment within the first leg, until received.
    const moves: number[] = [];
    for (
      let time = order.madeAt + 0.3 * LEG;
      (await orderRow(t, order.id)).status !== 'received';
      time += pollMs
    ) {
      const run = await trackAt(time);
      if (run.moved > 0) moves.push(run.moved);
      expect(time).toBeLessThan(order.madeAt + 5 * LEG);
    }
    expect(moves).toEqual([1, 1, 1]);
    const [parcel] = await t.db.select().from(parcels).where(eq(parcels.orderId, order.id));
    // Asked again within half a leg.
    expect((parcel?.nextCheckAt.getTime() ?? 0) - (parcel?.checkedAt?.getTime() ?? 0)).toBe(LEG / 2);
  });
});
