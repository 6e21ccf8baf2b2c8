import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, payments, photoOrders } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { clientData, usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { form, postCallback, resign } from './payments-test-kit';

/** Photo orders are paid online as orders are (issue #16/#18): the sandbox here, PAYMENT_PROVIDER=sandbox. */
const k = usePhotoOrderKit();

const resultUrl = () =>
  `${k.t.config.webUrl}/cart?thank-order=${encodeURIComponent('{"t":"photo-picture"}')}`;

async function placeCard(headers: Record<string, string> = {}, over: Record<string, unknown> = {}) {
  const res = await k.place(k.orderBody({ paymentType: 'card', ...over }), headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; orderToken: string; total: number };
}

const prepare = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  k.t.app.inject({
    method: 'POST',
    url: '/api/server/photo-orders/prepare-payment',
    payload: { language: 'ua', resultUrl: resultUrl(), ...body },
    headers,
  });

const summary = (id: number, headers: Record<string, string> = {}) =>
  k.t.app.inject({ method: 'GET', url: `/api/server/photo-orders/${id}/summary`, headers });

async function photoOrder(id: number) {
  const [row] = await k.t.db.select().from(photoOrders).where(eq(photoOrders.id, id));
  return row!;
}

const mailsOf = (kind: string, dedupeKey: string) =>
  k.t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.dedupeKey, dedupeKey)));

describe('POST /photo-orders/prepare-payment', () => {
  it("opens a sandbox payment for the token's holder, for exactly the photo order's total, flagged as a test", async () => {
    const placed = await placeCard();
    const res = await prepare({ orderId: placed.id, orderToken: placed.orderToken });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'sandbox',
      orderId: placed.id,
      amount: placed.total,
      currency: 'UAH',
      status: 'awaiting',
    });
    const [row] = await k.t.db.select().from(payments).where(eq(payments.id, body.paymentId));
    expect(row).toMatchObject({
      photoOrderId: placed.id,
      orderId: null,
      amount: Math.round(placed.total * 100),
      testPayment: true,
    });
    expect((await photoOrder(placed.id)).testPayment).toBe(true);
    // The sandbox page names the photo order, not a shop order of the same number.
    const page = await k.t.app.inject({
      method: 'GET',
      url: '/api/server/payments/sandbox/checkout',
      query: body.form,
    });
    expect(page.body).toContain(`Оплата замовлення картини з фото Ф-${placed.id}`);
  });

  it("answers a stranger, a wrong token and another account 404, and the owner's session 200", async () => {
    const owner = await createTestUser(k.t.app);
    const other = await createTestUser(k.t.app);
    const placed = await placeCard(owner.authHeader);
    expect((await prepare({ orderId: placed.id })).statusCode).toBe(404);
    expect((await prepare({ orderId: placed.id, orderToken: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await prepare({ orderId: placed.id }, other.authHeader)).statusCode).toBe(404);
    expect((await summary(placed.id, other.authHeader)).statusCode).toBe(404);
    // The shop-order route does not open a photo order by its number (nor its token).
    const shop = await k.t.app.inject({
      method: 'POST',
      url: '/api/server/orders/prepare-payment',
      payload: { orderId: placed.id, orderToken: placed.orderToken, language: 'ua', resultUrl: resultUrl() },
    });
    expect(shop.statusCode).toBe(404);
    expect(await k.t.db.select().from(payments).where(eq(payments.photoOrderId, placed.id))).toEqual([]);
    const mine = await prepare({ orderId: placed.id }, owner.authHeader);
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('refuses cash on delivery (nothing to pay online) and a photo order already paid', async () => {
    const cod = await k.place(k.orderBody({ paymentType: 'cod' }));
    const { id, orderToken } = cod.json() as { id: number; orderToken: string };
    const res = await prepare({ orderId: id, orderToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('payment_not_available');
    expect((await summary(id, { 'x-order-token': orderToken })).json()).toMatchObject({ payable: false });
  });
});

describe('sandbox callback for a photo order', () => {
  it('marks it paid for exactly its amount, mails "payment received" once, and the result reads photo-picture', async () => {
    const email = `pay-${Date.now()}@example.com`;
    const placed = await placeCard({}, { clientData: { ...clientData, email } });
    const token = { 'x-order-token': placed.orderToken };
    expect((await summary(placed.id, token)).json()).toEqual({
      id: placed.id,
      status: 'requested',
      paymentStatus: 'awaiting',
      paymentType: 'card',
      resultType: 'photo-picture',
      total: placed.total,
      discount: 0,
      payable: true,
      testPayment: true,
    });
    // The order mail carries the pay-later link of this photo order, with its token.
    const [accepted] = await mailsOf('photo-order-accepted', `photo-order-accepted:${placed.id}`);
    const link = encodeURIComponent(
      JSON.stringify({ t: 'photo-picture', id: placed.id, k: placed.orderToken }),
    );
    expect(accepted?.text).toContain(`/cart?thank-order=${link}`);

    const prepared = (await prepare({ orderId: placed.id, orderToken: placed.orderToken })).json();
    const fields = prepared.form as { data: string; signature: string };

    // A wrong amount or a forged signature changes nothing.
    const wrongAmount = resign(k.t, fields.data, { status: 'success', amount: placed.total - 1 });
    expect((await postCallback(k.t, wrongAmount)).statusCode).toBe(400);
    const forged = { ...resign(k.t, fields.data, { status: 'success' }), signature: 'AAAA' };
    expect((await postCallback(k.t, forged)).statusCode).toBe(400);
    expect((await photoOrder(placed.id)).paymentStatus).toBe('awaiting');

    // The payer approves on the sandbox page; it posts the signed callback and sends them back.
    const decided = await k.t.app.inject({
      method: 'POST',
      url: '/api/server/payments/sandbox/checkout/decision',
      ...form({ ...fields, decision: 'approve' }),
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(resultUrl());
    expect((await photoOrder(placed.id)).paymentStatus).toBe('paid');
    const state = await k.t.app.inject({ method: 'GET', url: `/api/server/payments/${prepared.paymentId}` });
    expect(state.json()).toEqual({
      paymentId: prepared.paymentId,
      orderId: placed.id,
      status: 'paid',
      resultType: 'photo-picture',
    });
    expect((await summary(placed.id, token)).json()).toMatchObject({ paymentStatus: 'paid', payable: false });
    // Once, however often the callback comes; paying again is refused.
    await k.t.app.inject({
      method: 'POST',
      url: '/api/server/payments/sandbox/checkout/decision',
      ...form({ ...fields, decision: 'approve' }),
    });
    const received = await mailsOf('payment-received', `photo-payment-received:${placed.id}`);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ recipient: email });
    expect(received[0]?.text).toContain('тестова оплата');
    expect((await prepare({ orderId: placed.id, orderToken: placed.orderToken })).statusCode).toBe(409);
  });

  it('lists an unpaid card photo order as payable in the cabinet history', async () => {
    const owner = await createTestUser(k.t.app);
    const placed = await placeCard(owner.authHeader);
    const list = await k.list(owner.authHeader);
    expect(list.json()[0]).toMatchObject({ id: placed.id, paymentType: 'card', payable: true });
  });
});
