import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusUndoSeconds, type OrderStatus } from '@kartyna/domain';
import { mailOutbox, photoOrders } from '../../db/schema';
import { createMailSender } from '../../integrations/mail/mail-sender';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { changeOrderStatus } from '../orders/order-lifecycle';
import { placeTestOrder, setStatus, staffHeaders, type Headers } from '../orders/lifecycle-test-kit';
import {
  contact,
  deliveries,
  directoryRefs,
  orderBody,
  postOrder,
  type Refs,
} from '../orders/orders-test-kit';
import { postCallback, prepare, resign, resultUrlOf } from '../payments/payments-test-kit';
import { insertProduct } from '../../test/fixtures';
import { enqueueMail } from './mail-queue';
import { claimDueMail } from './mail-repository';
import { deliverDueMail } from './mail-worker';
import { queueStatusMail } from './order-mails';
import { receivedBy, startTestSmtp, type TestSmtp } from './smtp-test-kit';

// Issue #48: a status mail staff can undo waits a minute; the mails after it for the same
// order wait behind it, so the shopper reads them in the order things happened.

let smtp: TestSmtp;
let t: TestApp;
let refs: Refs;
let staff: { headers: Headers };
beforeAll(async () => {
  smtp = await startTestSmtp();
  const mail = createMailSender({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'Kartyna <shop@kartyna.test>',
    outboxDir: '/nonexistent',
  });
  t = await buildTestApp({ overrides: { mail } });
  refs = await directoryRefs(t);
  staff = await staffHeaders(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const worker = () => ({ db: t.db, mail: t.app.deps.mail });
/** One pass of the mail worker at `now` (a moved clock); answers how many it sent. */
const deliverPass = async (now = new Date()) => (await deliverDueMail(worker(), { now })).sent;
const inbox = (email: string) => receivedBy(smtp, email).map((m) => m.mail.subject);
const afterHold = () => new Date(Date.now() + (statusUndoSeconds + 1) * 1000);
/** The parcel tracker's moves: the carrier's news, never held back. */
const carrierMoves = async (orderId: number, statuses: OrderStatus[]) => {
  const actor = { kind: 'system' as const, userId: null, name: 'Нова пошта' };
  for (const to of statuses) await changeOrderStatus(t.app.deps, { orderId, to, actor });
};
const placeCod = () => placeTestOrder(t, { body: { delivery: deliveries(refs).post, paymentType: 'cod' } });
/**
 * Staff take the order into work (held for the undo's minute); the carrier's waybill and its
 * news of the parcel follow at once, none of them held.
 */
async function liveThrough(orderId: number) {
  expect((await setStatus(t, orderId, { status: 'processed' }, staff.headers)).statusCode).toBe(200);
  const waybill = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/waybill`,
    payload: {},
    headers: staff.headers,
  });
  expect(waybill.statusCode, waybill.body).toBe(200);
  await carrierMoves(orderId, ['sent', 'delivered', 'received']);
}
const lifeAfterAcceptance = (no: string) => [
  `Замовлення ${no} вже в роботі`,
  `Накладна для замовлення ${no} готова`,
  `Замовлення ${no} вже в дорозі`,
  `Замовлення ${no} чекає на вас`,
  'Дякуємо, що обрали Kartyna!',
];

describe("an order's whole life", () => {
  it('reaches the shopper in the order it happened, the held «в роботі» first', async () => {
    const order = await placeCod();
    const no = `№${order.id}`;
    await liveThrough(order.id);
    const other = await placeCod();

    // Within the minute only the acceptance is out: everything after «в роботі» waits for it.
    expect(await deliverPass()).toBeGreaterThanOrEqual(2);
    expect(inbox(order.email)).toEqual([`Замовлення ${no} прийнято — Kartyna`]);
    // Another order's mail, queued after all of these, is not held by them.
    expect(inbox(other.email)).toEqual([`Замовлення №${other.id} прийнято — Kartyna`]);
    const waiting = await t.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, order.email));
    expect(waiting.filter((m) => m.status === 'pending')).toHaveLength(5);

    expect(await deliverPass(afterHold())).toBe(5);
    expect(inbox(order.email)).toEqual([`Замовлення ${no} прийнято — Kartyna`, ...lifeAfterAcceptance(no)]);
  });
});

describe('an undo', () => {
  it('takes the held mail back and lets the ones after it go without it', async () => {
    const email = `undo-${Date.now()}@example.com`;
    const product = await insertProduct(t.db, { price: 40_000 });
    const placedRes = await postOrder(
      t,
      orderBody([{ productId: product.id, amount: 1 }], { contact: { ...contact, email } }),
    );
    expect(placedRes.statusCode, placedRes.body).toBe(201);
    const { id, orderToken } = placedRes.json() as { id: number; orderToken: string };
    const placed = { id, email };
    await deliverPass();
    expect((await setStatus(t, placed.id, { status: 'processed' }, staff.headers)).statusCode).toBe(200);
    // The buyer pays while «в роботі» is held: «оплату отримано» is queued behind it.
    const res = await prepare(t, {
      orderId: placed.id,
      orderToken,
      language: 'ua',
      resultUrl: resultUrlOf(t),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = (res.json() as { form: { data: string } }).form;
    expect((await postCallback(t, resign(t, data, { status: 'success' }))).statusCode).toBe(200);
    const queued = await t.db
      .select({ kind: mailOutbox.kind, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, placed.email))
      .orderBy(asc(mailOutbox.id));
    expect(queued).toEqual([
      { kind: 'order-accepted', status: 'sent' },
      { kind: 'order-status', status: 'pending' },
      { kind: 'payment-received', status: 'pending' },
    ]);
    const before = inbox(placed.email).length;
    await deliverPass();
    expect(inbox(placed.email)).toHaveLength(before);

    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/status/undo`,
      headers: staff.headers,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await deliverPass()).toBeGreaterThanOrEqual(1);
    const subjects = inbox(placed.email);
    expect(subjects.slice(before)).toEqual([`Оплату замовлення №${placed.id} отримано — Kartyna`]);
    expect(subjects.filter((s) => s?.includes('в роботі'))).toEqual([]);
  });
});

describe("one order's held mail", () => {
  it('never holds a photo order of the same number, nor mails of no order', async () => {
    const order = await placeCod();
    const [twin] = await t.db
      .insert(photoOrders)
      .values({
        id: order.id,
        paymentType: 'cod',
        total: 90_000,
        locale: 'ua',
        delivery: { deliveryType: 'takeaway' },
        clientData: { firstName: 'Олена', email: `twin-${order.email}` },
      })
      .returning({ id: photoOrders.id });
    await deliverPass();
    expect((await setStatus(t, order.id, { status: 'processed' }, staff.headers)).statusCode).toBe(200);
    await carrierMoves(order.id, ['canceled']);
    await queueStatusMail(t.db, { kind: 'photo-order', id: twin!.id }, 'processed');
    // A mail of no order to the same address (a new password, say) goes at once.
    await enqueueMail(t.db, {
      kind: 'test',
      locale: 'ua',
      recipient: order.email,
      subject: 'Лист без замовлення',
      text: 'Текст',
      html: '<p>Текст</p>',
    });
    await deliverPass();
    expect(inbox(`twin-${order.email}`)).toEqual([`Замовлення Ф-${order.id} вже в роботі`]);
    expect(inbox(order.email)).toEqual([`Замовлення №${order.id} прийнято — Kartyna`, 'Лист без замовлення']);
    await deliverPass(afterHold());
    expect(inbox(order.email).slice(2)).toEqual([
      `Замовлення №${order.id} вже в роботі`,
      `Замовлення №${order.id} скасовано`,
    ]);
  });
});

describe('several workers', () => {
  it('claim only the first unsent mail of an order, and the next once it is out', async () => {
    const order = await placeCod();
    await deliverPass();
    for (const status of ['processed', 'lading-bill-created', 'sent'] as const) {
      await queueStatusMail(t.db, { kind: 'order', id: order.id }, status);
    }
    const ours = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, order.email), eq(mailOutbox.status, 'pending')))
      .orderBy(asc(mailOutbox.id));
    const ids = ours.map((r) => r.id);
    expect(ids).toHaveLength(3);
    const now = new Date();
    const lease = { now, leaseUntil: new Date(now.getTime() + 120_000), batch: 50 };
    const claims = await Promise.all([claimDueMail(t.db, lease), claimDueMail(t.db, lease)]);
    const claimedOurs = claims.flat().filter((r) => ids.includes(r.id));
    expect(claimedOurs.map((r) => r.id)).toEqual([ids[0]]);
    // While the first is being sent (claimed, still unsent) nobody takes the second.
    const meanwhile = await claimDueMail(t.db, { ...lease, now: new Date(now.getTime() + 1000) });
    expect(meanwhile.filter((r) => ids.includes(r.id))).toEqual([]);
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, ids[0]!));
    const next = await claimDueMail(t.db, lease);
    expect(next.filter((r) => ids.includes(r.id)).map((r) => r.id)).toEqual([ids[1]]);
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(inArray(mailOutbox.id, ids));
  });

  it('running in two API processes, send a chain of one order in its order', async () => {
    const order = await placeCod();
    await deliverPass();
    const live = [
      await buildTestApp({ beside: t, overrides: { mail: t.app.deps.mail }, config: liveWorker }),
      await buildTestApp({ beside: t, overrides: { mail: t.app.deps.mail }, config: liveWorker }),
    ];
    try {
      await liveThrough(order.id);
      // Both workers are polling: another order's mail queued now goes out while the chain waits.
      const probe = await placeCod();
      await expect.poll(() => inbox(probe.email).length, { timeout: 5000 }).toBe(1);
      expect(inbox(order.email)).toHaveLength(1);
      // The hold ends (its time moved to now): the chain follows it, one by one.
      const [held] = await t.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, order.email), eq(mailOutbox.status, 'pending')))
        .orderBy(asc(mailOutbox.id))
        .limit(1);
      await t.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, held!.id));
      await expect.poll(() => inbox(order.email).length, { timeout: 5000 }).toBe(6);
      expect(inbox(order.email).slice(1)).toEqual(lifeAfterAcceptance(`№${order.id}`));
    } finally {
      for (const app of live) await app.close();
    }
  });
});

const liveWorker = { mailWorker: { enabled: true, pollMs: 50 } };
