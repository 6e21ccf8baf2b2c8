import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusTransactions, orders } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { placeOrder } from '../payments/payments-test-kit';
import { useOrderKinds } from '../order-pipeline/order-kinds-test-kit';

// What a photo order's undo never takes back: a receipt (its cashback is credited), a cancel,
// a waybill made at Nova Poshta, and a move whose typed waybill number was corrected since.

const { photo: u } = useOrderKinds();

describe('photo order moves that cannot be undone', () => {
  it('offers no undo of a receipt (cashback credited) or a cancel, and mails them at once', async () => {
    const staff = await u.staff();
    const buyer = await createTestUser(u.k.t.app);
    // One received shop order gives the buyer cashback on the photo order.
    const first = await placeOrder(u.k.t, { price: 10000, headers: buyer.authHeader });
    await u.k.t.db.update(orders).set({ status: 'received' }).where(eq(orders.id, first));
    const order = await u.place(buyer.authHeader);
    const path = [
      { status: 'processed' },
      { status: 'lading-bill-created', waybillNumber: '20450000000079' },
      { status: 'sent' },
      { status: 'delivered' },
    ];
    for (const body of path) expect((await u.move(order.id, body, staff.headers)).statusCode).toBe(200);
    const before = Date.now();
    const received = await u.move(order.id, { status: 'received' }, staff.headers);
    expect(received.json()).toMatchObject({ status: 'received', undo: null });
    expect((await u.statusMails(order.id)).at(-1)?.nextAttemptAt.getTime()).toBeLessThan(before + 5000);
    expect((await u.undo(order.id, staff.headers)).json()).toMatchObject({
      message: 'status_undo_not_possible',
    });
    const ledger = await u.k.t.db
      .select()
      .from(bonusTransactions)
      .where(eq(bonusTransactions.photoOrderId, order.id));
    expect(ledger.map((l) => l.kind)).toEqual(['cashback']);

    const canceled = await u.place();
    expect((await u.move(canceled.id, { status: 'canceled' }, staff.headers)).json().undo).toBeNull();
    expect((await u.undo(canceled.id, staff.headers)).json()).toMatchObject({
      message: 'status_undo_not_possible',
    });
  });

  it('offers no undo of a waybill made at Nova Poshta, nor once a typed waybill was corrected', async () => {
    const staff = await u.staff();
    const order = await u.place();
    await u.move(order.id, { status: 'processed' }, staff.headers);
    const made = await u.waybill(order.id, {}, staff.headers);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().undo).toBeNull();
    expect((await u.undo(order.id, staff.headers)).json()).toMatchObject({
      message: 'status_undo_not_possible',
    });

    const typed = await u.place();
    await u.move(typed.id, { status: 'processed' }, staff.headers);
    await u.move(typed.id, { status: 'lading-bill-created', waybillNumber: '20450000000080' }, staff.headers);
    const fixed = await u.move(
      typed.id,
      { status: 'lading-bill-created', waybillNumber: '20450000000081' },
      staff.headers,
    );
    expect(fixed.json()).toMatchObject({ waybillNumber: '20450000000081', undo: null });
    expect(fixed.json().statusHistory.at(-1).note).toBe('20450000000080 → 20450000000081');
    expect((await u.undo(typed.id, staff.headers)).json()).toMatchObject({
      message: 'status_undo_not_possible',
    });
  });
});
