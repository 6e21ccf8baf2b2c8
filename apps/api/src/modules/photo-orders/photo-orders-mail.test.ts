import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { formatUah } from '@kartyna/domain';
import { mailOutbox } from '../../db/schema';
import { deliverDueMail } from '../mail/mail-worker';
import { clientData, usePhotoOrderKit } from './photo-orders-test-kit';

const k = usePhotoOrderKit();

const confirmationsTo = (email: string) =>
  k.t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

describe('photo order accepted mail', () => {
  it('is queued with the order in the buyer language and delivered as text and html', async () => {
    const email = `photo-${Date.now()}@example.com`;
    const res = await k.place(
      k.orderBody({
        clientData: { ...clientData, email },
        productsData: [k.line({ size: '50x60', complectation: 'premium', amount: 2 })],
        language: 'ru',
      }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const [row] = await confirmationsTo(email);
    expect(row).toMatchObject({
      kind: 'photo-order-accepted',
      locale: 'ru',
      status: 'pending',
      subject: `Заказ картины по фото Ф-${id} принят — Kartyna`,
      dedupeKey: `photo-order-accepted:${id}`,
    });
    for (const part of [row!.text, row!.html]) {
      expect(part).toContain('50x60');
      expect(part).toContain('комплектация премиум');
      expect(part).toContain(formatUah(253_000, 'ru'));
      expect(part).toContain(k.branch.nameRu);
    }

    // Without SMTP_URL the sender writes the message to DATA_DIR/outbox.
    expect((await deliverDueMail({ db: k.t.db, mail: k.t.app.deps.mail })).sent).toBeGreaterThanOrEqual(1);
    const dir = join(k.t.config.dataDir, 'outbox');
    const parsed = await Promise.all(
      (await readdir(dir)).map(async (name) => simpleParser(await readFile(join(dir, name)))),
    );
    const message = parsed.find((m) => m.subject === row!.subject);
    expect(message?.text).toContain(formatUah(253_000, 'ru'));
    expect(message?.html).toContain(formatUah(253_000, 'ru'));
  });

  it('is not queued when the order is refused', async () => {
    const email = `photo-refused-${Date.now()}@example.com`;
    const res = await k.place(
      k.orderBody({
        clientData: { ...clientData, email },
        productsData: [k.line({ imageUrl: 'https://elsewhere.example/cat.jpg' })],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(await confirmationsTo(email)).toHaveLength(0);
  });
});
