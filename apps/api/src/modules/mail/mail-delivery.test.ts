import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUah, type Locale } from '@kartyna/domain';
import { mailOutbox } from '../../db/schema';
import { createMailSender } from '../../integrations/mail/mail-sender';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { directoryRefs, orderBody, postOrder, type Refs } from '../orders/orders-test-kit';
import { deliverDueMail } from './mail-worker';
import { contentTypeOf, freePort, receivedBy, startTestSmtp, type TestSmtp } from './smtp-test-kit';

const senderTo = (port: number) =>
  createMailSender({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Kartyna <shop@kartyna.test>',
    outboxDir: '/nonexistent',
  });

let smtp: TestSmtp;
let t: TestApp;
let refs: Refs;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ overrides: { mail: senderTo(smtp.port) } });
  refs = await directoryRefs(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const outboxRow = async (recipient: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

/** A signed-in buyer of that language orders two kits by cash on delivery to a Kyiv branch. */
async function placeCodOrder(locale: Locale, email: string) {
  const buyer = await createTestUser(t.app, { locale });
  const kit = await insertProduct(t.db, {
    nameUa: 'Картина за номерами «Соняшники»',
    nameRu: 'Картина по номерам «Подсолнухи»',
    price: 62_500,
  });
  const res = await postOrder(
    t,
    orderBody([{ productId: kit.id, amount: 2 }], {
      contact: { lastName: 'Коваль', firstName: 'Олена', email, phone: '+380671234567' },
      delivery: { deliveryType: 'post', cityRef: refs.kyiv.ref, branchRef: refs.branch.ref },
      paymentType: 'cod',
      language: locale,
    }),
    buyer.authHeader,
  );
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, kit };
}

describe('order mail over real SMTP', () => {
  it.each([
    ['ru', 'Заказ №{id} принят — Kartyna', 'Картина по номерам «Подсолнухи»', 'Отделение'],
    ['ua', 'Замовлення №{id} прийнято — Kartyna', 'Картина за номерами «Соняшники»', 'Відділення'],
  ] as const)(
    'delivers the %s confirmation as text and html, with lines and total',
    async (locale, subject, name, branch) => {
      const email = `buyer-${locale}-${Date.now()}@example.com`;
      const { id } = await placeCodOrder(locale, email);
      // Queued in the order's transaction, not sent yet.
      expect((await outboxRow(email))[0]).toMatchObject({
        status: 'pending',
        kind: 'order-accepted',
        locale,
      });

      const run = await deliverDueMail({ db: t.db, mail: t.app.deps.mail });
      expect(run).toEqual({ sent: 1, failed: 0, retried: 0 });
      const [message] = receivedBy(smtp, email);
      expect(message).toBeDefined();
      const mail = message!.mail;
      expect(contentTypeOf(mail)).toBe('multipart/alternative');
      expect(mail.subject).toBe(subject.replace('{id}', String(id)));
      expect(mail.from?.text).toContain('shop@kartyna.test');

      const lineTotal = formatUah(125_000, locale);
      const fee = formatUah(2000 + 2500, locale); // 20 UAH + 2 % of 1250 UAH
      const text = mail.text ?? '';
      const html = typeof mail.html === 'string' ? mail.html : '';
      for (const part of [text, html]) {
        expect(part).toContain(`№${id}`);
        expect(part).toContain(name);
        expect(part).toContain(formatUah(62_500, locale));
        expect(part).toContain(lineTotal);
        expect(part).toContain(fee);
        expect(part).toContain(branch);
      }
      expect(text).toMatch(new RegExp(`: 2 × ${formatUah(62_500, locale)} = ${lineTotal}`));
      expect(text).not.toContain('<');
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain('max-width:600px');

      const [row] = await outboxRow(email);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row!.messageId).toBe(mail.messageId);
      expect(row!.sentAt).toBeInstanceOf(Date);
    },
  );
});

describe('the queue when SMTP is down', () => {
  it('keeps the order, retries with back-off and delivers once the server is back', async () => {
    const port = await freePort();
    const down = senderTo(port);
    const email = `down-${Date.now()}@example.com`;
    const { id } = await placeCodOrder('ua', email);

    const before = Date.now();
    expect(await deliverDueMail({ db: t.db, mail: down })).toEqual({ sent: 0, failed: 0, retried: 1 });
    const [row] = await outboxRow(email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(row!.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 61_000);

    const back = await startTestSmtp(port);
    try {
      // Not due yet: the back-off holds even though the server answers now.
      expect(await deliverDueMail({ db: t.db, mail: down })).toEqual({ sent: 0, failed: 0, retried: 0 });
      const later = new Date(Date.now() + 61_000);
      expect(await deliverDueMail({ db: t.db, mail: down }, { now: later })).toEqual({
        sent: 1,
        failed: 0,
        retried: 0,
      });
      const [message] = receivedBy(back, email);
      expect(message?.mail.subject).toBe(`Замовлення №${id} прийнято — Kartyna`);
      const [sent] = await outboxRow(email);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(sent!.sentAt?.getTime()).toBe(later.getTime());
    } finally {
      await back.close();
    }
  });
});

describe('a mail sent again after a crash', () => {
  it('carries the Message-ID of its first sending, fixed by its row, at the From domain', async () => {
    const [a, b] = [`again-a-${Date.now()}@example.com`, `again-b-${Date.now()}@example.com`];
    await placeCodOrder('ua', a);
    await placeCodOrder('ua', b);
    expect(await deliverDueMail({ db: t.db, mail: t.app.deps.mail })).toMatchObject({ sent: 2 });
    // The server took the mail, the worker died before the row said so: it goes out again.
    const [first] = await outboxRow(a);
    await t.db
      .update(mailOutbox)
      .set({ status: 'pending', messageId: null, sentAt: null, nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, first!.id));
    expect(await deliverDueMail({ db: t.db, mail: t.app.deps.mail })).toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });

    const copies = receivedBy(smtp, a).map((m) => m.mail.messageId);
    expect(copies).toHaveLength(2);
    expect(copies[1]).toBe(copies[0]);
    expect(copies[0]).toMatch(new RegExp(`^<mail-${first!.id}\\.[0-9a-f]{16}@kartyna\\.test>$`));
    const [again] = await outboxRow(a);
    expect(again).toMatchObject({ status: 'sent', attempts: 2, messageId: copies[0] });
    // Another mail, another Message-ID.
    expect(receivedBy(smtp, b)[0]?.mail.messageId).not.toBe(copies[0]);
  });
});
