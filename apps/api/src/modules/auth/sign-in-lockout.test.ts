import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser, testPassword } from '../../test/fixtures';
import { deviceCookieOf, nextIp, post, recordingMail, signInAs, validSignUp } from './auth-test-kit';

// Issue 23: failures lock out guessers; owners on a browser they signed in from before get in.
let t: TestApp;
let admin: Awaited<ReturnType<typeof createTestUser>>;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { mail: recordingMail() } });
  admin = await createTestUser(t.app, { role: 'admin', mail: 'lockout-admin@example.com' });
});
afterAll(async () => t?.close());

const staffMember = (mail: string) => createTestUser(t.app, { role: 'manager', mail });

/** `count` wrong passwords for `mail`, each from an address of its own and no known browser. */
async function failFromElsewhere(mail: string, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await signInAs(t.app, mail, 'wrong-password-1')).statusCode);
  return codes;
}

async function noticesOf(userId: number, mail: string) {
  const audit = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'auth.sign-in-locked'), eq(auditLog.entityId, String(userId))));
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'sign-in-locked'), eq(mailOutbox.recipient, mail)));
  return { audit, mails };
}

describe('staff sign-in under attack', () => {
  it('lets the right password in from a browser that signed in before, after 20 failures from elsewhere', async () => {
    const { user } = await staffMember('attacked.manager@example.com');
    const device = deviceCookieOf(await signInAs(t.app, user.mail, testPassword));

    const codes = await failFromElsewhere(user.mail, 20);
    // 8 guesses are checked, the other 12 refused unchecked.
    expect(codes).toEqual([...Array<number>(8).fill(400), ...Array<number>(12).fill(429)]);

    const known = await signInAs(t.app, user.mail, testPassword, { device });
    expect(known.statusCode).toBe(200);
    expect(known.json().user.id).toBe(user.id);
    // Through the back office's own check, the session works.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${known.json().accessToken as string}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses the right password from a new browser while locked: 429 in the API shape with Retry-After', async () => {
    const { user } = await staffMember('new-browser.manager@example.com');
    await failFromElsewhere(user.mail, 20);
    const res = await signInAs(t.app, user.mail, testPassword);
    // Letting it in would tell a guesser which of its guesses was right.
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'too_many_requests', statusCode: 429 });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(res.cookies.find((c) => c.name === 'access_token')).toBeUndefined();
  });

  it('writes exactly one audit entry and queues one mail to the owner for the burst', async () => {
    const { user } = await staffMember('burst.manager@example.com');
    await failFromElsewhere(user.mail, 20);
    await failFromElsewhere(user.mail, 5);
    const { audit, mails } = await noticesOf(user.id, user.mail);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: null, actorMail: 'система', entity: 'staff' });
    expect(audit[0]?.after).toMatchObject({
      mail: user.mail,
      role: 'manager',
      failures: 8,
      lockedMinutes: 15,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Невдалі спроби увійти до Kartyna');
    expect(mails[0]?.text).toContain('8 разів поспіль');

    // Admins find it in the back office's audit log.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?action=auth.sign-in-locked&entityId=${user.id}`,
      headers: admin.authHeader,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
  });

  it('tells nothing when fewer failures than the lock come', async () => {
    const { user } = await staffMember('few-typos.manager@example.com');
    expect(await failFromElsewhere(user.mail, 7)).toEqual(Array<number>(7).fill(400));
    const { audit, mails } = await noticesOf(user.id, user.mail);
    expect([audit.length, mails.length]).toEqual([0, 0]);
  });
});

describe('successful sign-ins', () => {
  it('never lock: 30 in a row from one address all answer 200', async () => {
    const { user } = await staffMember('busy.manager@example.com');
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await signInAs(t.app, user.mail, testPassword, { ip })).statusCode);
    expect(codes).toEqual(Array<number>(30).fill(200));
    // None of them used up the failures allowed.
    expect(await failFromElsewhere(user.mail, 8)).toEqual(Array<number>(8).fill(400));
  });

  it("forgive a known browser's own typos: 7 wrong, right, 7 wrong, right, all answered", async () => {
    const { user } = await staffMember('typist.manager@example.com');
    const device = deviceCookieOf(await signInAs(t.app, user.mail, testPassword));
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 7; i++)
        expect((await signInAs(t.app, user.mail, 'wrong-password-1', { device })).statusCode).toBe(400);
      expect((await signInAs(t.app, user.mail, testPassword, { device })).statusCode).toBe(200);
    }
  });
});

describe('a known browser', () => {
  it('is judged by its own failures: 8 lock it, not the account, and tell no one', async () => {
    const { user } = await staffMember('own-failures.manager@example.com');
    const first = deviceCookieOf(await signInAs(t.app, user.mail, testPassword));
    const second = deviceCookieOf(await signInAs(t.app, user.mail, testPassword));
    expect(second).not.toBe(first);
    const codes: number[] = [];
    for (let i = 0; i < 9; i++)
      codes.push((await signInAs(t.app, user.mail, 'wrong-password-1', { device: first })).statusCode);
    expect(codes).toEqual([...Array<number>(8).fill(400), 429]);
    expect((await signInAs(t.app, user.mail, testPassword, { device: first })).statusCode).toBe(429);
    expect((await signInAs(t.app, user.mail, testPassword, { device: second })).statusCode).toBe(200);
    expect((await signInAs(t.app, user.mail, testPassword)).statusCode).toBe(200);
    const { audit, mails } = await noticesOf(user.id, user.mail);
    expect([audit.length, mails.length]).toEqual([0, 0]);
  });

  it("counts only for the account it signed in to; a forged or another account's mark is a stranger", async () => {
    const { user } = await staffMember('marked.manager@example.com');
    const other = await staffMember('other.manager@example.com');
    const othersDevice = deviceCookieOf(await signInAs(t.app, other.user.mail, testPassword));
    const own = deviceCookieOf(await signInAs(t.app, user.mail, testPassword));
    await failFromElsewhere(user.mail, 8);

    expect((await signInAs(t.app, user.mail, testPassword, { device: othersDevice })).statusCode).toBe(429);
    const [id, deviceId, mac = ''] = own.split('.');
    const forged = `${id}.${deviceId}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect((await signInAs(t.app, user.mail, testPassword, { device: forged })).statusCode).toBe(429);
    // The mark signs the account id too: another account's mark relabelled as this one's is a stranger.
    const [, othersDeviceId = '', othersMac = ''] = othersDevice.split('.');
    const swapped = `${user.id}.${othersDeviceId}.${othersMac}`;
    expect((await signInAs(t.app, user.mail, testPassword, { device: swapped })).statusCode).toBe(429);

    // One browser keeps the marks of both accounts and each still works.
    const both = await signInAs(t.app, user.mail, testPassword, { device: `${othersDevice}~${own}` });
    expect(both.statusCode).toBe(200);
    const kept = deviceCookieOf(both);
    expect(kept.split('~')).toEqual([own, othersDevice]);
  });
});

describe('shoppers share the mechanism', () => {
  it('the browser that registered gets in after 20 failures from elsewhere; a burst is told once', async () => {
    const signUpAnswer = await post(t.app, '/auth/register', validSignUp({ password: 'secret-pass-1' }));
    expect(signUpAnswer.statusCode).toBe(200);
    const shopper = signUpAnswer.json().user as { id: number; mail: string };
    const device = deviceCookieOf(signUpAnswer);

    expect((await failFromElsewhere(shopper.mail, 20)).filter((c) => c === 429)).toHaveLength(12);
    expect((await signInAs(t.app, shopper.mail, 'secret-pass-1')).statusCode).toBe(429);
    expect((await signInAs(t.app, shopper.mail, 'secret-pass-1', { device })).statusCode).toBe(200);

    const { audit, mails } = await noticesOf(shopper.id, shopper.mail);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.entity).toBe('customer');
    expect(mails).toHaveLength(1);
  });
});
