import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailConfirmations, orders } from '../../db/schema';
import { createTestUser } from '../../test/fixtures';
import { uniqueMail } from '../auth/auth-test-kit';
import { useConfirmationKit } from './email-confirmation-test-kit';

// Issue #26: what a confirmation link must refuse, and what it must never move.
const c = useConfirmationKit();

const invalid = { message: 'confirmation_link_invalid', statusCode: 400 };

describe('a confirmation link that cannot be used', () => {
  it('an expired link fails with its own message and joins nothing', async () => {
    const mail = uniqueMail('late');
    const orderId = await c.guestOrder(mail);
    const buyer = await c.signUp(mail);
    const [link] = await c.linksTo(mail);
    await c.k.t.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.userId, buyer.user.id));
    const res = await c.confirm(buyer.accessToken, link);
    expect(res.json()).toEqual({ message: 'confirmation_link_expired', statusCode: 400 });
    expect(await c.orderIds(buyer.accessToken)).toEqual([]);
    // A new link is the way out.
    expect((await c.askForLink(buyer.accessToken)).statusCode).toBe(200);
    const fresh = (await c.linksTo(mail)).at(-1);
    expect((await c.confirm(buyer.accessToken, fresh)).json()).toMatchObject({ attachedOrders: 1 });
    expect(await c.orderIds(buyer.accessToken)).toEqual([orderId]);
  });

  it('garbage, an empty token and a stranger holding the link answer 4xx, never 500', async () => {
    const mail = uniqueMail('owner');
    await c.guestOrder(mail);
    const owner = await c.signUp(mail);
    const [link] = await c.linksTo(mail);
    const stranger = await c.signUp(uniqueMail('stranger'));

    for (const garbage of ['abc', 'x'.repeat(43), '%00', link!.slice(0, -1)]) {
      expect((await c.confirm(owner.accessToken, garbage)).json()).toEqual(invalid);
    }
    for (const bad of ['\u0000', '', 'x'.repeat(201), 42, null]) {
      const res = await c.confirm(owner.accessToken, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'invalid_data', statusCode: 400 });
    }
    // The owner of the mailbox may not be the one who opened the account: only its own session spends a link.
    expect((await c.confirm(null, link)).json()).toEqual({ message: 'unauthorized', statusCode: 401 });
    expect((await c.confirm(stranger.accessToken, link)).json()).toEqual(invalid);
    expect(await c.orderIds(stranger.accessToken)).toEqual([]);

    // None of that spent the link for its owner.
    expect((await c.confirm(owner.accessToken, link)).json()).toMatchObject({ attachedOrders: 1 });
  });

  it('two uses of one link at once: one joins the orders, the other is refused', async () => {
    const mail = uniqueMail('twice');
    await c.guestOrder(mail);
    const buyer = await c.signUp(mail);
    const [link] = await c.linksTo(mail);
    const answers = await Promise.all([
      c.confirm(buyer.accessToken, link),
      c.confirm(buyer.accessToken, link),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await c.orderIds(buyer.accessToken)).toHaveLength(1);
  });

  it("speaks the language asked for, or the account's", async () => {
    const mail = uniqueMail('ru');
    const buyer = await c.signUp(mail);
    expect((await c.askForLink(buyer.accessToken, { locale: 'ru' })).statusCode).toBe(200);
    expect((await c.askForLink(buyer.accessToken)).statusCode).toBe(200);
    const [ru, ua] = await c.confirmationMails(mail);
    expect(ru).toMatchObject({ subject: 'Подтвердите адрес в Kartyna' });
    expect(ru!.link).toBe(`http://shop.kartyna.test/ru/account/confirm-email?token=${ru!.token}`);
    expect(ru!.text).toContain(`адрес ${mail} ваш`);
    expect(ru!.html).toContain(`/ru/account/confirm-email?token=${ru!.token}`);
    expect(ua).toMatchObject({ subject: 'Підтвердіть адресу в Kartyna' });
    expect(ua!.link).toBe(`http://shop.kartyna.test/account/confirm-email?token=${ua!.token}`);
    // The mail never says whether guest orders wait.
    for (const m of [ru!, ua!]) expect(m.text).not.toMatch(/\d+ (замовлен|заказ)/);
  });

  it('asking for links is limited per account', async () => {
    const buyer = await c.signUp(uniqueMail('eager'));
    for (let i = 0; i < 5; i += 1) expect((await c.askForLink(buyer.accessToken)).statusCode).toBe(200);
    const sixth = await c.askForLink(buyer.accessToken);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: 'too_many_requests', statusCode: 429 });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('orders that are not a guest order of the mail', () => {
  it('an order of another account is never moved, whatever mail it carries', async () => {
    const mail = uniqueMail('shared');
    const other = await createTestUser(c.app());
    const othersOrder = await c.guestOrder(mail, other.authHeader);
    const guestOrder = await c.guestOrder(mail);

    const buyer = await c.signUp(mail);
    const [link] = await c.linksTo(mail);
    expect((await c.confirm(buyer.accessToken, link)).json()).toEqual({
      mail,
      attachedOrders: 1,
      attachedPhotoOrders: 0,
    });
    expect(await c.orderIds(buyer.accessToken)).toEqual([guestOrder]);
    const [row] = await c.k.t.db.select().from(orders).where(eq(orders.id, othersOrder));
    expect(row?.userId).toBe(other.user.id);
  });
});
