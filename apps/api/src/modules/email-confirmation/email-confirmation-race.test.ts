import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { uniqueMail } from '../auth/auth-test-kit';
import { findConfirmedAccountId } from './email-confirmation-repository';
import { useConfirmationKit } from './email-confirmation-test-kit';

// Issue #26 on PostgreSQL only (PGlite has one connection, so nothing runs beside anything): a
// guest order placed while its mail is being confirmed must not fall between the two.
const c = useConfirmationKit();

describe.runIf(process.env.TEST_DATABASE_URL)('a placement and a confirmation at once', () => {
  it('the order placed while the link is being used still joins', async () => {
    const mail = uniqueMail('race');
    const buyer = await c.signUp(mail);
    expect((await c.askForLink(buyer.accessToken)).statusCode).toBe(200);
    const [link] = await c.linksTo(mail);

    let confirming: ReturnType<typeof c.confirm> | undefined;
    let orderId = 0;
    // A placement's transaction, as orders-service runs it: the owner is looked up (the account's
    // row locked, not yet proven), then the order is written. The link is used in between.
    await c.k.t.db.transaction(async (tx) => {
      expect(await findConfirmedAccountId(tx, mail)).toBeNull();
      confirming = c.confirm(buyer.accessToken, link);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const [row] = await tx
        .insert(orders)
        .values({
          userId: null,
          deliveryType: 'takeaway',
          paymentType: 'card',
          resultType: 'takeaway',
          lastName: 'Коваль',
          firstName: 'Олена',
          email: mail,
          phone: '+380671234567',
          delivery: { deliveryType: 'takeaway' },
          goodsTotal: 10_000,
          total: 10_000,
        })
        .returning({ id: orders.id });
      orderId = row!.id;
    });
    const answer = await confirming!;
    expect(answer.json()).toMatchObject({ attachedOrders: 1 });
    expect(await c.orderIds(buyer.accessToken)).toEqual([orderId]);
  });
});
