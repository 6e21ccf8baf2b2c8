import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { auditOf, expectFieldError, contentApp, type StaffCaller } from './content-admin-test-kit';

let t: TestApp;
let call: StaffCaller['call'];
let managerMail: string;
let ids: { old: number; handled: number; fresh: number };

contentApp(async (app, staff) => {
  t = app;
  call = staff.call;
  managerMail = staff.manager.user.mail;
  const day = 24 * 60 * 60 * 1000;
  const rows = await t.db
    .insert(contactMessages)
    .values([
      {
        name: 'Андрій',
        email: 'andrii@example.com',
        message: 'Коли буде «Маяк»?',
        createdAt: new Date(Date.now() - 3 * day),
      },
      {
        name: 'Ірина',
        email: 'iryna@example.com',
        message: 'Дякую!',
        createdAt: new Date(Date.now() - day),
        handledAt: new Date(),
      },
      { name: 'Олег', email: 'oleg@example.com', phone: '+380501234567', message: 'Є самовивіз?' },
    ])
    .returning();
  ids = { old: rows[0]!.id, handled: rows[1]!.id, fresh: rows[2]!.id };
});

describe('GET /api/admin/contact-messages', () => {
  it('lists the unhandled first, newest first within each group, and filters', async () => {
    const list = (await call('GET', '/contact-messages')).json();
    expect(list.items.map((m: { id: number }) => m.id)).toEqual([ids.fresh, ids.old, ids.handled]);
    expect(list.items[2]).toMatchObject({ handled: true });
    const handled = (await call('GET', '/contact-messages?handled=true')).json();
    expect(handled).toMatchObject({ total: 1, items: [{ id: ids.handled }] });
    const open = (await call('GET', '/contact-messages?handled=false&q=самовивіз')).json();
    expect(open).toMatchObject({ total: 1, items: [{ id: ids.fresh, phone: '+380501234567' }] });
    expectFieldError(
      await call('GET', '/contact-messages?handled=maybe'),
      'querystring.handled',
      'invalid_data',
    );
  });
});

describe('PUT /api/admin/contact-messages/:id', () => {
  it('marks handled and back, each audited once', async () => {
    const done = await call('PUT', `/contact-messages/${ids.old}`, { handled: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ handled: true, handledAt: expect.any(String), replies: [] });
    // The same state again is no change and no audit entry.
    expect((await call('PUT', `/contact-messages/${ids.old}`, { handled: true })).statusCode).toBe(200);
    expect((await call('PUT', `/contact-messages/${ids.old}`, { handled: false })).json()).toMatchObject({
      handled: false,
      handledAt: null,
    });
    const entries = await auditOf(t, 'contact-message', ids.old);
    expect(entries.map((e) => e.action)).toEqual(['contact-message.handle', 'contact-message.unhandle']);
    expect(entries[0]).toMatchObject({
      actorMail: managerMail,
      before: expect.objectContaining({ handled: false }),
    });
  });

  it('answers 400 for a bad body and 404 for a missing message', async () => {
    expectFieldError(
      await call('PUT', `/contact-messages/${ids.old}`, { handled: 'yes' }),
      'handled',
      'invalid_data',
    );
    expectFieldError(await call('PUT', `/contact-messages/${ids.old}`, {}), 'handled', 'invalid_data');
    expect((await call('PUT', '/contact-messages/999999', { handled: true })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/contact-messages/:id/reply', () => {
  const repliesTo = (mail: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, mail), eq(mailOutbox.kind, 'contact-reply')));

  it('queues the reply mail to the sender, marks the message handled and keeps the reply', async () => {
    const res = await call('POST', `/contact-messages/${ids.fresh}/reply`, {
      reply: '  Так, щодня з 13:30.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      handled: true,
      replies: [{ reply: 'Так, щодня з 13:30.', by: managerMail, at: expect.any(String) }],
    });
    const mails = await repliesTo('oleg@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'pending', locale: 'ua' });
    expect(mails[0]!.text).toContain('Так, щодня з 13:30.');
    expect(mails[0]!.text).toContain('Є самовивіз?');
    const [entry] = await auditOf(t, 'contact-message', ids.fresh);
    expect(entry).toMatchObject({
      action: 'contact-message.reply',
      before: expect.objectContaining({ handled: false }),
      after: expect.objectContaining({ handled: true, reply: 'Так, щодня з 13:30.' }),
    });
  });

  it('answers 400 for an empty or huge reply and 404 for a missing message, mailing nothing', async () => {
    expectFieldError(
      await call('POST', `/contact-messages/${ids.old}/reply`, { reply: '   ' }),
      'reply',
      'empty_message',
    );
    expectFieldError(await call('POST', `/contact-messages/${ids.old}/reply`, {}), 'reply', 'empty_message');
    expectFieldError(
      await call('POST', `/contact-messages/${ids.old}/reply`, { reply: 'x'.repeat(5001) }),
      'reply',
      'too_long',
    );
    expect((await call('POST', '/contact-messages/999999/reply', { reply: 'Так' })).statusCode).toBe(404);
    expect(await repliesTo('andrii@example.com')).toHaveLength(0);
  });
});
