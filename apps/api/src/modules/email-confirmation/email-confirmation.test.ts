import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders, photoOrders } from '../../db/schema';
import { staffHeaders } from '../orders/lifecycle-test-kit';
import { uniqueMail } from '../auth/auth-test-kit';
import { useConfirmationKit } from './email-confirmation-test-kit';

// Issue #26: a guest's orders join the account of their mail once a mailed link proves the
// mailbox, never on the strength of the address typed at sign-up.
const c = useConfirmationKit();

describe('guest orders join the account of a confirmed mail', () => {
  it('joins nothing at sign-up; the mailed link brings in both kinds of order, once', async () => {
    const mail = uniqueMail('guest');
    const orderId = await c.guestOrder(mail);
    const photoOrderId = await c.guestPhotoOrder(mail);
    // An order of old may carry the mail in any case: the match ignores it.
    await c.k.t.db.update(orders).set({ email: mail.toUpperCase() }).where(eq(orders.id, orderId));

    const buyer = await c.signUp(mail);
    expect(await c.orderIds(buyer.accessToken)).toEqual([]);
    expect(await c.photoOrderIds(buyer.accessToken)).toEqual([]);
    expect((await c.get('/user/email-confirmation', buyer.accessToken)).json()).toEqual({
      mail,
      confirmed: false,
    });
    // Guest orders wait on this mail, so the link went out with the sign-up.
    const [onSignUp] = await c.linksTo(mail);
    expect(onSignUp).toBeDefined();

    const asked = await c.askForLink(buyer.accessToken);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: 'confirmation_sent' });
    const links = await c.linksTo(mail);
    expect(links).toHaveLength(2);
    const fresh = links[1]!;
    // Nothing joins by asking: only the link's use proves the mailbox.
    expect(await c.orderIds(buyer.accessToken)).toEqual([]);
    // The link leaves the outbox once delivered; the database keeps only its hash.
    const sent = await c.k.t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'confirm-email'));
    for (const row of sent) expect(`${row.text}${row.html}`).not.toContain(fresh);

    const confirmed = await c.confirm(buyer.accessToken, fresh);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ mail, attachedOrders: 1, attachedPhotoOrders: 1 });
    expect(await c.orderIds(buyer.accessToken)).toEqual([orderId]);
    expect(await c.photoOrderIds(buyer.accessToken)).toEqual([photoOrderId]);
    expect((await c.get('/user/email-confirmation', buyer.accessToken)).json()).toEqual({
      mail,
      confirmed: true,
    });

    // Single use, and the older link was spent with it.
    for (const used of [fresh, onSignUp]) {
      const again = await c.confirm(buyer.accessToken, used);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'confirmation_link_invalid', statusCode: 400 });
    }
    const more = await c.askForLink(buyer.accessToken);
    expect(more.json()).toEqual({ message: 'email_already_confirmed', statusCode: 409 });

    // The back office shows the account instead of "guest", for both kinds.
    const staff = await staffHeaders(c.k.t);
    const adminGet = (url: string) =>
      c.app().inject({ method: 'GET', url: `/api/admin${url}`, headers: staff.headers });
    const owner = { id: buyer.user.id, mail, name: 'Коваль Олена' };
    expect((await adminGet(`/orders/${orderId}`)).json().buyer).toEqual(owner);
    expect((await adminGet(`/orders/photo-${photoOrderId}`)).json().buyer).toEqual(owner);
    const customer = await adminGet(`/customers/${buyer.user.id}`);
    expect(customer.statusCode, customer.body).toBe(200);
    expect(customer.json()).toMatchObject({ ordersCount: 1, photoOrdersCount: 1 });

    // Later orders placed signed out with the proven mail join at once.
    const later = await c.guestOrder(mail.toUpperCase());
    const laterPhoto = await c.guestPhotoOrder(mail);
    expect(await c.orderIds(buyer.accessToken)).toEqual([later, orderId]);
    expect(await c.photoOrderIds(buyer.accessToken)).toEqual([laterPhoto, photoOrderId]);
    const [row] = await c.k.t.db.select().from(orders).where(eq(orders.id, later));
    // Signed out: no bonus was spent and no cashback is promised.
    expect(row).toMatchObject({ userId: buyer.user.id, cashbackPercent: 0, bonusSpent: 0 });
  });

  it('sends no link at sign-up when no guest order waits; a changed mail is unproven again', async () => {
    const mail = uniqueMail('fresh');
    const buyer = await c.signUp(mail);
    expect(await c.linksTo(mail)).toEqual([]);
    expect((await c.askForLink(buyer.accessToken)).statusCode).toBe(200);
    const [link] = await c.linksTo(mail);
    expect((await c.confirm(buyer.accessToken, link)).json()).toEqual({
      mail,
      attachedOrders: 0,
      attachedPhotoOrders: 0,
    });

    const moved = uniqueMail('moved');
    const edit = await c.app().inject({
      method: 'POST',
      url: '/api/server/user/edit',
      headers: { authorization: `Bearer ${buyer.accessToken}` },
      payload: { mail: moved, firstName: 'Олена', lastName: 'Коваль', phone: '+380671234567' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await c.get('/user/email-confirmation', buyer.accessToken)).json()).toEqual({
      mail: moved,
      confirmed: false,
    });
    // An order with the new, unproven mail stays a guest's.
    const guest = await c.guestOrder(moved);
    const [row] = await c.k.t.db.select().from(orders).where(eq(orders.id, guest));
    expect(row?.userId).toBeNull();
    const photo = await c.guestPhotoOrder(moved);
    const [photoRow] = await c.k.t.db
      .select({ userId: photoOrders.userId })
      .from(photoOrders)
      .where(sql`${photoOrders.id} = ${photo}`);
    expect(photoRow?.userId).toBeNull();
  });
});
