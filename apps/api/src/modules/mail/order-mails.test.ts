import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUah } from '@kartyna/domain';
import { mailOutbox, orders, photoOrders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { queueAcceptedMail, queuePaymentMail, queueStatusMail } from './order-mails';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const delivery = {
  deliveryType: 'post',
  cityName: { ua: 'Київ', ru: 'Киев' },
  branch: { name: { ua: 'Відділення 1: Дніпровська наб., 7', ru: 'Отделение 1: Днепровская наб., 7' } },
};

/** A shop order and a photo order alike in all the mails read: buyer, delivery, payment, waybill. */
async function twinOrders(email: string) {
  const alike = {
    paymentType: 'cod',
    delivery,
    total: 90_000,
    codFee: 3_800,
    waybillNumber: '20450000123456',
    locale: 'ua',
  };
  const [order] = await t.db
    .insert(orders)
    .values({
      ...alike,
      deliveryType: 'post',
      resultType: 'post',
      lastName: 'Коваль',
      firstName: 'Олена',
      email,
      phone: '+380671234567',
      goodsTotal: 90_000,
    })
    .returning({ id: orders.id });
  const [photo] = await t.db
    .insert(photoOrders)
    .values({ ...alike, clientData: { firstName: 'Олена', email, phone: '+380671234567' } })
    .returning({ id: photoOrders.id });
  return { orderId: order!.id, photoId: photo!.id };
}

/** The outbox rows of one kind to one address, in the order they were queued. */
async function mailsTo(recipient: string, kind: string) {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
  return rows.filter((r) => r.kind === kind).sort((a, b) => a.id - b.id);
}

describe('one status mail for both kinds of order', () => {
  it('queues the same mail through queueStatusMail for a shop order and a photo order, named apart', async () => {
    const email = `twins-${Date.now()}@example.com`;
    const { orderId, photoId } = await twinOrders(email);
    expect(await queueStatusMail(t.db, { kind: 'order', id: orderId }, 'delivered')).toEqual(
      expect.any(Number),
    );
    expect(await queueStatusMail(t.db, { kind: 'photo-order', id: photoId }, 'delivered')).toEqual(
      expect.any(Number),
    );
    const [shop, photo] = await mailsTo(email, 'order-status');
    expect(shop).toMatchObject({
      dedupeKey: `order-status:${orderId}:delivered`,
      subject: `Замовлення №${orderId} чекає на вас`,
    });
    expect(photo).toMatchObject({
      dedupeKey: `photo-order-status:${photoId}:delivered`,
      subject: `Замовлення Ф-${photoId} чекає на вас`,
    });
    // One layout: with the number put back, the two mails are the same to the letter.
    const unnamed = (text: string, no: string) => text.replace(new RegExp(`${no}(?!\\d)`, 'g'), '#');
    expect(unnamed(photo!.text, `Ф-${photoId}`)).toBe(unnamed(shop!.text, `№${orderId}`));
    expect(unnamed(photo!.html, `Ф-${photoId}`)).toBe(unnamed(shop!.html, `№${orderId}`));
    for (const mail of [shop!, photo!]) {
      expect(mail.text).toContain('Київ, Відділення 1: Дніпровська наб., 7');
      expect(mail.text).toContain(formatUah(90_000, 'ua'));
      expect(mail.html).toContain('https://novaposhta.ua/tracking/?cargo_number=20450000123456');
    }
  });

  it('queues each kind once per status, held back when asked, none for requested', async () => {
    const email = `wrappers-${Date.now()}@example.com`;
    const { orderId, photoId } = await twinOrders(email);
    await queueStatusMail(t.db, { kind: 'order', id: orderId }, 'sent');
    await queueStatusMail(t.db, { kind: 'photo-order', id: photoId }, 'sent', { sendAfterMs: 60_000 });
    await queueStatusMail(t.db, { kind: 'photo-order', id: photoId }, 'sent');
    expect(await queueStatusMail(t.db, { kind: 'photo-order', id: photoId }, 'requested')).toBeNull();
    const rows = await mailsTo(email, 'order-status');
    expect(rows.map((r) => r.dedupeKey)).toEqual([
      `order-status:${orderId}:sent`,
      `photo-order-status:${photoId}:sent`,
    ]);
    // Held back: time to undo the change that caused it.
    expect(rows[1]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('sends nothing for a photo order without an address, nor for one that does not exist', async () => {
    const [photo] = await t.db
      .insert(photoOrders)
      .values({ paymentType: 'cod', delivery, total: 1, clientData: { firstName: 'Анонім' } })
      .returning({ id: photoOrders.id });
    expect(await queueStatusMail(t.db, { kind: 'photo-order', id: photo!.id }, 'sent')).toBeNull();
    expect(await queueStatusMail(t.db, { kind: 'photo-order', id: 999_999 }, 'sent')).toBeNull();
    await queuePaymentMail(t.db, { kind: 'order', id: 999_999 });
    const keys = (await t.db.select().from(mailOutbox)).map((r) => r.dedupeKey);
    expect(
      keys.filter((k) => k?.startsWith(`photo-order-status:${photo!.id}:`) || k?.includes('999999')),
    ).toEqual([]);
  });
});

describe('one accepted mail for both kinds of order', () => {
  it('gives a photo order what the shop order mail says: the COD fee, the transit time, the reply line', async () => {
    const email = `accepted-${Date.now()}@example.com`;
    const { orderId, photoId } = await twinOrders(email);
    await queueAcceptedMail(t.db, { kind: 'order', id: orderId });
    await queueAcceptedMail(t.db, { kind: 'photo-order', id: photoId });
    const [shop] = await mailsTo(email, 'order-accepted');
    const [photo] = await mailsTo(email, 'photo-order-accepted');
    expect(shop?.subject).toBe(`Замовлення №${orderId} прийнято — Kartyna`);
    expect(photo?.subject).toBe(`Замовлення картини з фото Ф-${photoId} прийнято — Kartyna`);
    expect(photo?.dedupeKey).toBe(`photo-order-accepted:${photoId}`);
    for (const mail of [shop!, photo!])
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(`Комісія за накладений платіж (сплачується при отриманні)`);
        expect(part).toContain(formatUah(3_800, 'ua'));
        expect(part).toContain('У дорозі посилка буде 1–2 дні');
        expect(part).toContain('Доставку ви сплатите при отриманні');
        expect(part).toContain('просто відповідайте на цей лист');
      }
    // What stays the kind's own: a shop order's goods line, a photo order's workshop.
    expect(shop!.text).toContain('Товари:');
    expect(photo!.text).not.toContain('Товари:');
    expect(photo!.text).toContain('Майстерня працює у будні');
    expect(shop!.text).not.toContain('Майстерня');
  });
});
