import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import type { MailSender } from '../../integrations/mail/mail-sender';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { claimDueMail } from './mail-repository';
import { deliverDueMail } from './mail-worker';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('a mail worker asked to stop (SIGTERM)', () => {
  it('finishes the mail it is sending and hands the rest of its batch back to the queue', async () => {
    await t.db.insert(mailOutbox).values(
      ['a', 'b', 'c'].map((name) => ({
        kind: 'welcome',
        recipient: `${name}@example.com`,
        subject: 's',
        text: 't',
        html: 'h',
      })),
    );
    let stopping = false;
    const sent: string[] = [];
    const mail: MailSender = {
      async send(message) {
        // The signal arrives while the first mail is on its way.
        stopping = true;
        sent.push(String(message.to));
        return { messageId: `<${sent.length}@test>` };
      },
    };

    const run = await deliverDueMail({ db: t.db, mail }, { stopping: () => stopping });

    expect(run).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(sent).toEqual(['a@example.com']);
    const rows = await t.db
      .select({ recipient: mailOutbox.recipient, status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.id));
    expect(rows).toEqual([
      { recipient: 'a@example.com', status: 'sent', attempts: 1 },
      { recipient: 'b@example.com', status: 'pending', attempts: 0 },
      { recipient: 'c@example.com', status: 'pending', attempts: 0 },
    ]);
  });
});

describe('a mail worker sending for longer than its lease', () => {
  it('keeps renewing it, so no other worker takes its mail meanwhile', async () => {
    await t.db.delete(mailOutbox);
    await t.db.insert(mailOutbox).values(
      ['d', 'e', 'f'].map((name) => ({
        kind: 'welcome',
        recipient: `${name}@example.com`,
        subject: 's',
        text: 't',
        html: 'h',
      })),
    );
    const leaseMs = 1200;
    const taken: number[] = [];
    const mail: MailSender = {
      async send() {
        await new Promise((resolve) => setTimeout(resolve, 700));
        // Another worker looks for due mail while this one is still at it.
        const now = new Date();
        const rival = await claimDueMail(t.db, {
          now,
          leaseUntil: new Date(now.getTime() + 60_000),
          batch: 10,
        });
        taken.push(rival.length);
        return { messageId: `<${taken.length}@test>` };
      },
    };

    const started = Date.now();
    expect(await deliverDueMail({ db: t.db, mail }, { leaseMs })).toEqual({ sent: 3, failed: 0, retried: 0 });
    expect(Date.now() - started).toBeGreaterThan(leaseMs);
    expect(taken).toEqual([0, 0, 0]);
    const rows = await t.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox);
    expect(rows).toEqual([1, 2, 3].map(() => ({ status: 'sent', attempts: 1 })));
  });
});
