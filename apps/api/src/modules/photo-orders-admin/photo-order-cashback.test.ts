import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusTransactions, orders, users } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { useOrderKinds } from '../order-pipeline/order-kinds-test-kit';
import { placeOrder } from '../payments/payments-test-kit';

// What a photo order's statuses settle and say as a photo order's (issue #16): a receipt credits
// cashback, and its mails speak of a workshop's picture. The moves both kinds make alike are
// order-pipeline/order-lifecycle.test.ts's.

const { photo: u } = useOrderKinds();

describe("a photo order's cashback and status mails", () => {
  it('credits cashback on receipt once, and mails the workshop, the waybill and the cashback', async () => {
    const staff = await u.staff();
    const buyer = await createTestUser(u.k.t.app);
    // One received shop order makes the buyer a "wisher" with 5 % cashback (requirements §9).
    const first = await placeOrder(u.k.t, { price: 10000, headers: buyer.authHeader });
    await u.k.t.db.update(orders).set({ status: 'received' }).where(eq(orders.id, first));
    const order = await u.place(buyer.authHeader);
    const total = (await u.row(order.id)).total;

    await u.move(order.id, { status: 'processed' }, staff.headers);
    await u.move(order.id, { status: 'lading-bill-created', waybillNumber: '20450000000001' }, staff.headers);
    for (const status of ['sent', 'delivered', 'received']) {
      expect((await u.move(order.id, { status }, staff.headers)).statusCode).toBe(200);
    }
    // A replayed "received" earns nothing twice and mails nothing twice.
    expect((await u.move(order.id, { status: 'received' }, staff.headers)).statusCode).toBe(200);

    const mails = await u.statusMails(order.id);
    expect(mails).toHaveLength(5);
    // The workshop makes a photo picture: not "we pack every item" as for goods off the shelf.
    expect(mails[0]?.text).toContain('майстерня готує полотно з вашого фото');
    expect(mails[0]?.text).not.toContain('пакуємо кожен товар');
    expect(mails[1]?.text).toContain('20450000000001');
    expect(mails[1]?.text).toContain('https://novaposhta.ua/tracking/?cargo_number=20450000000001');
    expect(mails[4]?.text).toContain('кешбек');

    const cashback = Math.floor((total * 5) / 100);
    const ledger = await u.k.t.db
      .select()
      .from(bonusTransactions)
      .where(eq(bonusTransactions.photoOrderId, order.id));
    expect(ledger).toEqual([
      expect.objectContaining({ userId: buyer.user.id, kind: 'cashback', amount: cashback, orderId: null }),
    ]);
    const [balance] = await u.k.t.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(balance?.bonusBalance).toBe(cashback);
  });

  it("a guest's photo order earns no cashback; a cancel mails the shopper", async () => {
    const staff = await u.staff();
    const order = await u.place();
    expect((await u.move(order.id, { status: 'canceled' }, staff.headers)).statusCode).toBe(200);
    expect((await u.statusMails(order.id)).map((m) => m.dedupeKey)).toEqual([
      u.mailKey(order.id, 'canceled'),
    ]);
    const ledger = await u.k.t.db
      .select()
      .from(bonusTransactions)
      .where(eq(bonusTransactions.photoOrderId, order.id));
    expect(ledger).toEqual([]);
  });
});
