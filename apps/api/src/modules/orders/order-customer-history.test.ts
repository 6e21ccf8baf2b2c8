import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { useOrderKinds } from '../order-pipeline/order-kinds-test-kit';
import { pathToReceived, waybillNumber } from './lifecycle-test-kit';

// A shop order's buyer reads its history in the cabinet (a photo order's cabinet shows its
// status only): the staff's moves as they were made, an undone change and its undo left out.
// The moves themselves, for both kinds, are order-pipeline/order-lifecycle.test.ts's.

const { shop: u } = useOrderKinds();

describe("a shop order's history in the buyer's cabinet", () => {
  it("shows the staff's moves as the history, and the buyer in the staff view", async () => {
    const staff = await u.staff();
    const buyer = await createTestUser(u.k.t.app);
    const order = await u.place(buyer.authHeader);
    const number = waybillNumber();
    for (const status of pathToReceived) {
      const body = status === 'lading-bill-created' ? { status, waybillNumber: number } : { status };
      const res = await u.move(order.id, body, staff.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: order.id, status, userId: buyer.user.id });
    }
    const rows = await u.history(order.id);
    const mine = await u.k.t.app.inject({
      method: 'GET',
      url: `/api/server/orders/${order.id}`,
      headers: buyer.authHeader,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().status).toBe('received');
    expect(mine.json().waybillNumber).toBe(number);
    expect(mine.json().statusHistory).toEqual(
      rows.map((r) => ({ status: r.status, createdAt: r.createdAt.toISOString() })),
    );
  });

  it("leaves the change and its undo out of the customer's own history", async () => {
    const staff = await u.staff();
    const buyer = await createTestUser(u.k.t.app);
    const order = await u.place(buyer.authHeader);
    await u.move(order.id, { status: 'processed' }, staff.headers);
    expect((await u.undo(order.id, staff.headers)).statusCode).toBe(200);
    const view = await u.k.t.app.inject({
      method: 'GET',
      url: `/api/server/orders/${order.id}`,
      headers: buyer.authHeader,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().statusHistory.map((h: { status: string }) => h.status)).toEqual(['requested']);
    expect(await u.statusMails(order.id)).toHaveLength(0);
  });
});
