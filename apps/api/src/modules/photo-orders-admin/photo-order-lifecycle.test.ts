import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bonusTransactions, mailOutbox, orders, users } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { placeOrder } from '../payments/payments-test-kit';
import { clientData, usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';

/** Photo orders move through the orders' statuses with their mails, waybill and cashback (issue #16). */
const k = usePhotoOrderKit();

const move = (id: number, body: object, headers: Record<string, string>) =>
  k.t.app.inject({ method: 'POST', url: `/api/admin/photo-orders/${id}/status`, payload: body, headers });

const statusMails = (id: number) =>
  k.t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `photo-order-status:${id}:%`))
    .orderBy(asc(mailOutbox.id));

describe('photo order lifecycle in the back office', () => {
  it('mails each status, asks a waybill for lading-bill-created, credits cashback on receipt, audits every move', async () => {
    const staff = await createTestUser(k.t.app, { role: 'manager' });
    const buyer = await createTestUser(k.t.app);
    // One received shop order makes the buyer a "wisher" with 5 % cashback (requirements §9).
    const first = await placeOrder(k.t, { price: 10000, headers: buyer.authHeader });
    await k.t.db.update(orders).set({ status: 'received' }).where(eq(orders.id, first));
    const email = `life-${Date.now()}@example.com`;
    const placed = await k.place(k.orderBody({ clientData: { ...clientData, email } }), buyer.authHeader);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as number;
    const total = Math.round(placed.json().total * 100);

    expect((await move(id, { status: 'processed' }, staff.authHeader)).statusCode).toBe(200);
    const noWaybill = await move(id, { status: 'lading-bill-created' }, staff.authHeader);
    expect(noWaybill.statusCode).toBe(400);
    expect(noWaybill.json().message).toBe('waybill_number_required');
    const waybill = await move(
      id,
      { status: 'lading-bill-created', waybillNumber: '20450000000001' },
      staff.authHeader,
    );
    expect(waybill.statusCode, waybill.body).toBe(200);
    expect(waybill.json()).toMatchObject({
      status: 'lading-bill-created',
      waybillNumber: '20450000000001',
      trackingUrl: 'https://novaposhta.ua/tracking/?cargo_number=20450000000001',
      nextStatuses: ['sent', 'canceled'],
    });
    for (const status of ['sent', 'delivered', 'received']) {
      expect((await move(id, { status }, staff.authHeader)).statusCode).toBe(200);
    }
    // A replayed "received" earns nothing twice and mails nothing twice.
    expect((await move(id, { status: 'received' }, staff.authHeader)).statusCode).toBe(200);

    const mails = await statusMails(id);
    expect(mails.map((m) => [m.kind, m.recipient, m.dedupeKey])).toEqual(
      ['processed', 'lading-bill-created', 'sent', 'delivered', 'received'].map((s) => [
        'order-status',
        email,
        `photo-order-status:${id}:${s}`,
      ]),
    );
    // The workshop makes a photo picture: not "we pack every item" as for goods off the shelf.
    expect(mails[0]?.text).toContain('майстерня готує полотно з вашого фото');
    expect(mails[0]?.text).not.toContain('пакуємо кожен товар');
    expect(mails[1]?.text).toContain('20450000000001');
    expect(mails[1]?.text).toContain('https://novaposhta.ua/tracking/?cargo_number=20450000000001');
    expect(mails[4]?.text).toContain('кешбек');

    const cashback = Math.floor((total * 5) / 100);
    const ledger = await k.t.db
      .select()
      .from(bonusTransactions)
      .where(eq(bonusTransactions.photoOrderId, id));
    expect(ledger).toEqual([
      expect.objectContaining({ userId: buyer.user.id, kind: 'cashback', amount: cashback, orderId: null }),
    ]);
    const [balance] = await k.t.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(balance?.bonusBalance).toBe(cashback);

    const audit = await k.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'photo-order'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => (a.after as { status: string }).status)).toEqual([
      'processed',
      'lading-bill-created',
      'sent',
      'delivered',
      'received',
    ]);
    expect(audit.every((a) => a.actorUserId === staff.user.id)).toBe(true);
  });

  it("a guest's photo order earns no cashback; a cancel mails the shopper", async () => {
    const staff = await createTestUser(k.t.app, { role: 'manager' });
    const placed = await k.place(k.orderBody());
    const id = placed.json().id as number;
    expect((await move(id, { status: 'canceled' }, staff.authHeader)).statusCode).toBe(200);
    expect((await statusMails(id)).map((m) => m.dedupeKey)).toEqual([`photo-order-status:${id}:canceled`]);
    const ledger = await k.t.db
      .select()
      .from(bonusTransactions)
      .where(eq(bonusTransactions.photoOrderId, id));
    expect(ledger).toEqual([]);
  });

  it("makes Nova Poshta's waybill for a processed photo order to a branch", async () => {
    const staff = await createTestUser(k.t.app, { role: 'manager' });
    const id = (await k.place(k.orderBody())).json().id as number;
    const early = await k.t.app.inject({
      method: 'POST',
      url: `/api/admin/photo-orders/${id}/waybill`,
      payload: {},
      headers: staff.authHeader,
    });
    expect(early.statusCode).toBe(409);
    await move(id, { status: 'processed' }, staff.authHeader);
    const res = await k.t.app.inject({
      method: 'POST',
      url: `/api/admin/photo-orders/${id}/waybill`,
      payload: {},
      headers: staff.authHeader,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'lading-bill-created',
      waybillNumber: expect.stringMatching(/^20\d{12}$/),
      trackingUrl: expect.stringContaining('novaposhta.ua/tracking'),
    });
    expect((await statusMails(id)).map((m) => m.dedupeKey)).toContain(
      `photo-order-status:${id}:lading-bill-created`,
    );
  });
});
