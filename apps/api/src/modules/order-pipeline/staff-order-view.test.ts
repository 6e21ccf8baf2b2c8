import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { useOrderKinds, type OrderKindKit, type Staff } from './order-kinds-test-kit';

// The back office's page of one order of either kind (GET /api/admin/orders/:orderRef) and the
// staff's own note on it (PUT …/note, audited as `<kind>.note`): one view and one note for both
// kinds (modules/staff-orders). What only one kind shows stays with it: a shop order's payments
// (orders/orders-admin-order.test.ts), a photo order's photos (photo-orders-admin.test.ts).

const { kinds } = useOrderKinds();

describe.each(kinds)('a $kind in the back office', (u: OrderKindKit) => {
  let staffOnce: Staff | undefined;
  const staff = async () => (staffOnce ??= await u.staff());

  describe('its page', () => {
    it('answers the status, the next statuses, the buyer account, no note and its placing as history', async () => {
      const { headers } = await staff();
      const buyer = await createTestUser(u.k.t.app);
      const order = await u.place(buyer.authHeader);
      const res = await u.open(order.id, headers);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        kind: u.kind,
        id: order.id,
        status: 'requested',
        nextStatuses: ['processed', 'canceled'],
        staffNote: null,
        buyer: { id: buyer.user.id, mail: buyer.user.mail },
        // Its placing, written with the order: the customer's, named by nobody, nothing to undo.
        statusHistory: [
          {
            status: 'requested',
            createdAt: body.createdAt,
            actor: 'customer',
            actorUserId: null,
            actorName: null,
            undo: false,
            note: null,
          },
        ],
        undo: null,
      });
    });

    it('answers a guest order with no buyer, 404 for an unknown order and 400 for a malformed one', async () => {
      const { headers } = await staff();
      const order = await u.place();
      expect(await u.view(order.id, headers)).toMatchObject({ id: order.id, buyer: null });
      const missing = await u.open(2_147_480_000, headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('order_not_found');
      expect((await u.open(0, headers)).statusCode).toBe(400);
    });
  });

  describe('the staff note', () => {
    it('sets and clears the note, each change audited with the note it replaced', async () => {
      const { headers, user } = await staff();
      const order = await u.place();
      const set = await u.note(order.id, { staffNote: '  Дзвонити після 18:00  ' }, headers);
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ kind: u.kind, id: order.id, staffNote: 'Дзвонити після 18:00' });
      expect((await u.row(order.id)).staffNote).toBe('Дзвонити після 18:00');
      const cleared = await u.note(order.id, { staffNote: '' }, headers);
      expect(cleared.json().staffNote).toBeNull();
      expect((await u.row(order.id)).staffNote).toBeNull();
      const entries = await u.audit(order.id);
      expect(entries.map((e) => [e.action, e.before, e.after, e.actorUserId, e.actorMail])).toEqual([
        [`${u.kind}.note`, { staffNote: null }, { staffNote: 'Дзвонити після 18:00' }, user.id, user.mail],
        [`${u.kind}.note`, { staffNote: 'Дзвонити після 18:00' }, { staffNote: null }, user.id, user.mail],
      ]);
    });

    it('answers 400 for a note too long or not text, 404 for an unknown order, and writes nothing', async () => {
      const { headers } = await staff();
      const order = await u.place();
      const long = await u.note(order.id, { staffNote: 'я'.repeat(4001) }, headers);
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual([{ path: 'staffNote', message: 'too_long' }]);
      const wrong = await u.note(order.id, { staffNote: 42 }, headers);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0].path).toBe('staffNote');
      expect((await u.note(2_147_480_000, { staffNote: 'x' }, headers)).statusCode).toBe(404);
      expect(await u.audit(order.id)).toEqual([]);
      expect((await u.row(order.id)).staffNote).toBeNull();
    });

    it('refuses customers and anonymous callers, on the note and on the page', async () => {
      const customer = await createTestUser(u.k.t.app);
      const order = await u.place(customer.authHeader);
      expect((await u.note(order.id, { staffNote: 'x' }, customer.authHeader)).statusCode).toBe(403);
      expect((await u.note(order.id, { staffNote: 'x' }, {})).statusCode).toBe(401);
      expect((await u.open(order.id, customer.authHeader)).statusCode).toBe(403);
      expect((await u.open(order.id, {})).statusCode).toBe(401);
      expect((await u.row(order.id)).staffNote).toBeNull();
      expect(await u.audit(order.id)).toEqual([]);
    });
  });
});
