import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerMailedOrderStatuses, formatUah, orderStatuses } from '@kartyna/domain';
import { appearRequests, contactMessages, mailOutbox, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { recordingMail, signUp } from '../auth/auth-test-kit';
import { mailContactReply } from '../contacts/contact-reply-mail';
import { deliveries, directoryRefs, orderBody, postOrder } from '../orders/orders-test-kit';
import { mailProductAppears } from './notice-mails';
import { queueStatusMail } from './order-mails';
import { deliverDueMail } from './mail-worker';

const mail = recordingMail();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { mail } });
});
afterAll(async () => t?.close());

const rowsOf = (recipient: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.id);

describe('queueStatusMail', () => {
  it('queues one Russian mail per status the buyer hears about, once each, none for requested', async () => {
    const kit = await insertProduct(t.db, { price: 30_000 });
    const email = `status-${Date.now()}@example.com`;
    const res = await postOrder(
      t,
      orderBody([{ productId: kit.id, amount: 1 }], {
        contact: { lastName: 'Коваль', firstName: 'Олена', email, phone: '+380671234567' },
        delivery: deliveries(await directoryRefs(t)).post,
        language: 'ru',
      }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    await t.db.update(orders).set({ waybillNumber: '20450000999999' }).where(eq(orders.id, id));

    for (const status of orderStatuses) await queueStatusMail(t.db, { kind: 'order', id }, status);
    await queueStatusMail(t.db, { kind: 'order', id }, 'sent');
    const rows = await rowsOf(email, 'order-status');
    expect(rows.map((r) => r.dedupeKey)).toEqual(
      customerMailedOrderStatuses.map((s) => `order-status:${id}:${s}`),
    );
    expect(rows.every((r) => r.locale === 'ru')).toBe(true);
    expect(rows.map((r) => r.subject)).toContain(`Заказ №${id} уже в пути`);
    const waybill = rows.find((r) => r.dedupeKey?.endsWith('lading-bill-created'));
    expect(waybill?.text).toContain('https://novaposhta.ua/tracking/?cargo_number=20450000999999');
    // The order-accepted mail of the same order was queued by placing it.
    expect(await rowsOf(email, 'order-accepted')).toHaveLength(1);

    await deliverDueMail({ db: t.db, mail });
    expect(mail.sent.filter((m) => m.to === email)).toHaveLength(7);
  });

  it('does nothing for an order that does not exist', async () => {
    const before = await t.db.select().from(mailOutbox);
    await queueStatusMail(t.db, { kind: 'order', id: 999_999 }, 'sent');
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
  });
});

describe('mailProductAppears', () => {
  it('queues one notice per request, in its language, with name, price and link', async () => {
    const product = await insertProduct(t.db, {
      nameRu: 'Маяк на закате',
      price: 48_000,
      discountPrice: 39_900,
    });
    const [request] = await t.db
      .insert(appearRequests)
      .values({ productId: product.id, mail: `appear-${Date.now()}@example.com`, locale: 'ru' })
      .returning();
    await mailProductAppears(t.db, request!.id);
    await mailProductAppears(t.db, request!.id);
    const rows = await rowsOf(request!.mail, 'product-appears');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe('Снова в наличии: Маяк на закате');
    expect(rows[0]!.text).toContain(formatUah(39_900, 'ru'));
    expect(rows[0]!.text).toContain(`http://shop.kartyna.test/ru/product/${product.id}`);
    expect(rows[0]!.html).toContain(`http://shop.kartyna.test/ru/product/${product.id}`);
  });
});

describe('mailContactReply', () => {
  const send = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/server/contact-messages',
      payload: { name: 'Марта', email, message: 'Чи є набір з котами?' },
    });
  const lastMessageId = async (email: string) => {
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email))
      .orderBy(desc(contactMessages.id))
      .limit(1);
    return row!.id;
  };

  it('mails staff’s answer to the address of the message, once per answer', async () => {
    const email = `contact-${Date.now()}@example.com`;
    expect((await send(email)).statusCode).toBe(201);
    const id = await lastMessageId(email);
    expect(await mailContactReply(t.db, id, 'Так, є три набори.')).toBe(true);
    expect(await mailContactReply(t.db, id, 'Так, є три набори.')).toBe(true);
    const rows = await rowsOf(email, 'contact-reply');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: 'ua', subject: 'Відповідь на ваше повідомлення — Kartyna' });
    expect(rows[0]!.text).toContain('Так, є три набори.');
    expect(rows[0]!.text).toContain('> Чи є набір з котами?');
  });

  it('writes in the language of the account with that mail', async () => {
    const { user } = await createTestUser(t.app, { locale: 'ru' });
    expect((await send(user.mail)).statusCode).toBe(201);
    await mailContactReply(t.db, await lastMessageId(user.mail), 'Да, есть.');
    const [row] = await rowsOf(user.mail, 'contact-reply');
    expect(row?.subject).toBe('Ответ на ваше сообщение — Kartyna');
  });

  it('answers false for a message that does not exist', async () => {
    expect(await mailContactReply(t.db, 987_654, 'Так')).toBe(false);
  });
});

describe('the mail worker in the app', () => {
  it('polls the queue and sends without anyone calling it', async () => {
    const sent = recordingMail();
    const live = await buildTestApp({
      overrides: { mail: sent },
      config: { mailWorker: { enabled: true, pollMs: 50 } },
    });
    try {
      const account = await signUp(live.app);
      await vi.waitFor(() => expect(sent.sent.map((m) => m.to)).toContain(account.mail), { timeout: 5000 });
      const [row] = await live.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.mail));
      expect(row?.status).toBe('sent');
    } finally {
      await live.close();
    }
    // Closed: nothing polls any more.
    const count = sent.sent.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.sent.length).toBe(count);
  });
});
