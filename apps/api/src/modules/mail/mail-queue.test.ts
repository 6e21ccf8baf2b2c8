import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createMailSender } from '../../integrations/mail/mail-sender';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { enqueueMail, type QueuedMail } from './mail-queue';
import { claimDueMail } from './mail-repository';
import { MAX_MAIL_ATTEMPTS, deliverDueMail } from './mail-worker';
import { receivedBy, startTestSmtp, type TestSmtp } from './smtp-test-kit';

let smtp: TestSmtp;
let t: TestApp;
let sender: ReturnType<typeof createMailSender>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  sender = createMailSender({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'Kartyna <shop@kartyna.test>',
    outboxDir: '/nonexistent',
  });
  t = await buildTestApp({ overrides: { mail: sender } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let counter = 0;
const aMail = (over: Partial<QueuedMail> = {}): QueuedMail => ({
  kind: 'test',
  locale: 'ua',
  recipient: `queue-${Date.now()}-${++counter}@example.com`,
  subject: 'Перевірка',
  text: 'Текст',
  html: '<p>Текст</p>',
  ...over,
});
const rowsTo = (recipients: string[]) =>
  t.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, recipients));

/** A logger that keeps its error calls. */
function recordingLog() {
  const errors: unknown[][] = [];
  return { errors, error: (...args: unknown[]) => errors.push(args), warn: () => undefined };
}

describe('dedupe', () => {
  it('keeps one row for one dedupe key, the first one', async () => {
    const first = aMail({ dedupeKey: `dedupe-${counter}`, subject: 'Перший' });
    await enqueueMail(t.db, first);
    await enqueueMail(t.db, { ...first, subject: 'Другий' });
    const rows = await rowsTo([first.recipient]);
    expect(rows.map((r) => r.subject)).toEqual(['Перший']);
    // Without a key, two enqueues are two mails.
    const plain = aMail();
    await enqueueMail(t.db, plain);
    await enqueueMail(t.db, plain);
    expect(await rowsTo([plain.recipient])).toHaveLength(2);
    await deliverDueMail({ db: t.db, mail: sender });
    expect(receivedBy(smtp, first.recipient)).toHaveLength(1);
  });
});

describe('giving up', () => {
  it('backs off 1, 2, 4 ... 60 min, fails after the last attempt, logs it and never retries', async () => {
    const flaky = await startTestSmtp();
    flaky.rejectWith = 451;
    const flakySender = createMailSender({
      smtpUrl: `smtp://127.0.0.1:${flaky.port}`,
      from: 'shop@kartyna.test',
      outboxDir: '/nonexistent',
    });
    const log = recordingLog();
    const mail = aMail();
    await enqueueMail(t.db, mail);
    try {
      let clock = Date.now();
      const delays: number[] = [];
      for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
        const run = await deliverDueMail({ db: t.db, mail: flakySender, log }, { now: new Date(clock) });
        const [row] = await rowsTo([mail.recipient]);
        expect(row!.attempts).toBe(attempt);
        if (attempt < MAX_MAIL_ATTEMPTS) {
          expect(run).toEqual({ sent: 0, failed: 0, retried: 1 });
          expect(row!.status).toBe('pending');
          delays.push((row!.nextAttemptAt.getTime() - clock) / 60_000);
          clock = row!.nextAttemptAt.getTime();
        } else {
          expect(run).toEqual({ sent: 0, failed: 1, retried: 0 });
          expect(row!.status).toBe('failed');
          expect(row!.lastError).toMatch(/451/);
        }
      }
      expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
      expect(flaky.rejected).toBe(MAX_MAIL_ATTEMPTS);
      expect(log.errors).toHaveLength(1);
      expect(log.errors[0]?.[0]).toMatchObject({ kind: 'test', attempts: MAX_MAIL_ATTEMPTS });

      flaky.rejectWith = null;
      const dayLater = new Date(clock + 24 * 3600_000);
      expect(await deliverDueMail({ db: t.db, mail: flakySender, log }, { now: dayLater })).toEqual({
        sent: 0,
        failed: 0,
        retried: 0,
      });
      expect(flaky.rejected).toBe(MAX_MAIL_ATTEMPTS);
      expect(receivedBy(flaky, mail.recipient)).toHaveLength(0);
      expect((await rowsTo([mail.recipient]))[0]).toMatchObject({ status: 'failed', attempts: 10 });
    } finally {
      await flaky.close();
    }
  });
});

describe('two workers at once', () => {
  it('never claim the same row twice', async () => {
    const mails = Array.from({ length: 8 }, () => aMail());
    for (const m of mails) await enqueueMail(t.db, m);
    const now = new Date();
    const lease = { now, leaseUntil: new Date(now.getTime() + 300_000), batch: 100 };
    const [a, b] = await Promise.all([claimDueMail(t.db, lease), claimDueMail(t.db, lease)]);
    const ids = [...a, ...b].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const ours = (await rowsTo(mails.map((m) => m.recipient))).map((r) => r.id);
    expect(ids.filter((id) => ours.includes(id)).sort()).toEqual([...ours].sort());
    // Claimed rows are leased: nobody sees them as due before the lease ends.
    expect(await claimDueMail(t.db, { ...lease, now: new Date(now.getTime() + 60_000) })).toEqual([]);
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(inArray(mailOutbox.id, ours));
  });

  it('deliver each mail exactly once, counted at the SMTP server', async () => {
    const mails = Array.from({ length: 12 }, () => aMail());
    for (const m of mails) await enqueueMail(t.db, m);
    const worker = async () => {
      let sent = 0;
      for (;;) {
        const run = await deliverDueMail({ db: t.db, mail: sender }, { batch: 2 });
        sent += run.sent;
        if (run.sent + run.failed + run.retried === 0) return sent;
      }
    };
    const [a, b] = await Promise.all([worker(), worker()]);
    expect(a + b).toBe(12);
    for (const m of mails) expect(receivedBy(smtp, m.recipient)).toHaveLength(1);
    const rows = await rowsTo(mails.map((m) => m.recipient));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('a sent row', () => {
  it('is not claimed again', async () => {
    const mail = aMail();
    await enqueueMail(t.db, mail);
    expect((await deliverDueMail({ db: t.db, mail: sender })).sent).toBe(1);
    const later = new Date(Date.now() + 7 * 24 * 3600_000);
    expect(await deliverDueMail({ db: t.db, mail: sender }, { now: later })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(receivedBy(smtp, mail.recipient)).toHaveLength(1);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, mail.recipient));
    expect(row?.status).toBe('sent');
  });
});
