import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deliverDueMail } from '../mail/mail-worker';
import { post, recordingMail, signUp, uniqueMail } from './auth-test-kit';

const mail = recordingMail();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { mail } });
});
afterAll(async () => t?.close());

const info = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/server/user/info', headers });
const edit = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/server/user/edit',
    headers,
    payload: { firstName: 'Ірина', lastName: 'Шевченко', phone: '+380501112233' },
  });

describe('POST /auth/forgot-password', () => {
  it('mails a new password in the buyer language; the old one and its sessions live until the new one is used', async () => {
    const account = await signUp(t.app, { locale: 'ru' });
    const res = await post(t.app, '/auth/forgot-password', { mail: ` ${account.mail.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'new_password_sent' });
    await deliverDueMail({ db: t.db, mail });

    // A stranger asking for a reset locks nobody out: the old password and session still work.
    expect((await info(account.bearer)).statusCode).toBe(200);
    const stillOld = await post(t.app, '/auth/login', { mail: account.mail, password: account.password });
    expect(stillOld.statusCode).toBe(200);
    const oldSession = { authorization: `Bearer ${stillOld.json().accessToken as string}` };

    const letter = mail.sent.filter((m) => m.to === account.mail).find((m) => /пароль/i.test(m.subject));
    expect(letter?.subject).toBe('Ваш новый пароль в Kartyna');
    expect(letter?.text).toMatch(/Ваш новый пароль/);
    const password = /: (\S{12,})\n/.exec(letter!.text)?.[1];
    expect(password).toBeDefined();
    expect(password!.replace(/-/g, '').length).toBeGreaterThanOrEqual(12);

    const fresh = await post(t.app, '/auth/login', { mail: account.mail, password });
    expect(fresh.statusCode).toBe(200);
    const old = await post(t.app, '/auth/login', { mail: account.mail, password: account.password });
    expect(old.statusCode).toBe(400);
    // Using the mailed password ends every other session; the new one works, and works again.
    expect((await info(account.bearer)).statusCode).toBe(401);
    expect((await info(oldSession)).statusCode).toBe(401);
    expect((await info({ authorization: `Bearer ${fresh.json().accessToken as string}` })).statusCode).toBe(
      200,
    );
    expect((await post(t.app, '/auth/login', { mail: account.mail, password })).statusCode).toBe(200);

    await deliverDueMail({ db: t.db, mail });
    const changed = mail.sent.filter(
      (m) => m.to === account.mail && m.subject === 'Пароль в Kartyna изменён',
    );
    expect(changed).toHaveLength(1);
  });

  it('a mailed password expires after 24 hours unused', async () => {
    const account = await signUp(t.app);
    await post(t.app, '/auth/forgot-password', { mail: account.mail });
    await deliverDueMail({ db: t.db, mail });
    const letter = mail.sent.filter((m) => m.to === account.mail).find((m) => /пароль/i.test(m.subject));
    const password = /: (\S{12,})\n/.exec(letter?.text ?? '')?.[1];
    expect(password).toBeDefined();
    await t.db
      .update(users)
      .set({ pendingPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, account.user.id));
    expect((await post(t.app, '/auth/login', { mail: account.mail, password })).statusCode).toBe(400);
    expect((await info(account.bearer)).statusCode).toBe(200);
  });

  it('writes in Ukrainian to a Ukrainian buyer and never repeats a password', async () => {
    const account = await signUp(t.app);
    await post(t.app, '/auth/forgot-password', { mail: account.mail });
    await post(t.app, '/auth/forgot-password', { mail: account.mail });
    await deliverDueMail({ db: t.db, mail });
    const letters = mail.sent.filter(
      (m) => m.to === account.mail && m.subject === 'Ваш новий пароль до Kartyna',
    );
    expect(letters).toHaveLength(2);
    const [a, b] = letters.map((m) => /: (\S+)\n/.exec(m.text)?.[1]);
    expect(a).not.toBe(b);
  });

  it('answers 404 user_not_found for an unknown mail', async () => {
    const res = await post(t.app, '/auth/forgot-password', { mail: uniqueMail('ghost') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'user_not_found', statusCode: 404 });
  });

  it('answers at once while the mail server is down and delivers the password once it is back', async () => {
    const account = await signUp(t.app);
    mail.fail = true;
    try {
      const res = await post(t.app, '/auth/forgot-password', { mail: account.mail });
      expect(res.statusCode).toBe(200);
      expect((await deliverDueMail({ db: t.db, mail })).retried).toBeGreaterThanOrEqual(1);
    } finally {
      mail.fail = false;
    }
    const [queued] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, account.mail), eq(mailOutbox.kind, 'new-password')));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp is down' });

    await deliverDueMail({ db: t.db, mail }, { now: new Date(Date.now() + 120_000) });
    const letter = mail.sent.find((m) => m.to === account.mail && /пароль/i.test(m.subject));
    const password = /: (\S{12,})\n/.exec(letter?.text ?? '')?.[1];
    expect(password).toBeDefined();
    expect((await post(t.app, '/auth/login', { mail: account.mail, password })).statusCode).toBe(200);

    // Once out, the password no longer sits in the queue's table.
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(sent?.status).toBe('sent');
    expect(`${sent?.text}${sent?.html}`).not.toContain(password);
  });

  it.each([
    ['no body', undefined],
    ['no mail', {}],
    ['an invalid mail', { mail: 'nope' }],
    ['a number', { mail: 42 }],
    ['a huge mail', { mail: `${'x'.repeat(100000)}@example.com` }],
  ])('answers 400 invalid_data for %s', async (_name, payload) => {
    const res = await post(t.app, '/auth/forgot-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
  });
});

describe('POST /user/change-password', () => {
  const change = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/server/user/change-password',
      headers,
      payload: payload as object,
    });

  it('answers a fresh session with cookies, and retires older tokens', async () => {
    const account = await signUp(t.app);
    const res = await change(account.bearer, {
      oldPassword: account.password,
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual(['accessToken', 'csrfToken', 'user']);
    expect(answer.user.id).toBe(account.user.id);
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['access_token', 'csrf_token']);

    expect((await info(account.bearer)).statusCode).toBe(401);
    expect((await info({ authorization: `Bearer ${answer.accessToken}` })).statusCode).toBe(200);
    expect(
      (await post(t.app, '/auth/login', { mail: account.mail, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/auth/login', { mail: account.mail, password: account.password })).statusCode,
    ).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.passwordHash).toContain('m=19456,t=2,p=1');
  });

  it('answers 400 wrong_password for a wrong old password and changes nothing', async () => {
    const account = await signUp(t.app);
    const res = await change(account.bearer, {
      oldPassword: 'not-my-password',
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('wrong_password');
    expect((await info(account.bearer)).statusCode).toBe(200);
  });

  it('answers 401 without a session and 400 for bad input', async () => {
    expect((await change({}, { oldPassword: 'whatever-1', newPassword: 'whatever-2' })).statusCode).toBe(401);
    const account = await signUp(t.app);
    for (const payload of [
      undefined,
      {},
      { oldPassword: account.password },
      { oldPassword: account.password, newPassword: 'short' },
      { oldPassword: account.password, newPassword: 'x'.repeat(100000) },
      { oldPassword: 12345678, newPassword: 'brand-new-pass' },
    ]) {
      const res = await change(account.bearer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });
});

describe('sessions and CSRF', () => {
  it('answers 401 unauthorized without a token, with a forged one and with a deleted user', async () => {
    expect((await info({})).json()).toEqual({ message: 'unauthorized', statusCode: 401 });
    expect((await info({ authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
    expect((await info({ cookie: 'access_token=garbage' })).statusCode).toBe(401);
    const account = await signUp(t.app);
    await t.db.delete(users).where(eq(users.id, account.user.id));
    expect((await info(account.bearer)).statusCode).toBe(401);
  });

  it('accepts the cookie for reads, and for writes only with the session csrf token', async () => {
    const account = await signUp(t.app);
    const login = await post(t.app, '/auth/login', { mail: account.mail, password: account.password });
    const { accessToken, csrfToken } = login.json();
    const cookie = `access_token=${accessToken}; csrf_token=${csrfToken}`;

    expect((await info({ cookie })).statusCode).toBe(200);

    const without = await edit({ cookie });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ message: 'csrf_invalid', statusCode: 403 });

    // The csrf token of another session (here: the sign-up's) does not fit this one.
    const foreign = await edit({ cookie, 'x-csrf-token': account.csrfToken });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('csrf_invalid');

    const ok = await edit({ cookie, 'x-csrf-token': csrfToken });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().firstName).toBe('Ірина');
  });

  it('needs no csrf token for a bearer request', async () => {
    const account = await signUp(t.app);
    expect((await edit(account.bearer)).statusCode).toBe(200);
  });
});

describe('caching of personal answers', () => {
  it('forbids storing a session answer or a signed-in user’s data; public pages keep theirs', async () => {
    const account = await signUp(t.app);
    const login = await post(t.app, '/auth/login', { mail: account.mail, password: account.password });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await info(account.bearer)).headers['cache-control']).toBe('no-store');
    const cookie = `access_token=${account.accessToken}`;
    expect((await info({ cookie })).headers['cache-control']).toBe('no-store');
    const tree = await t.app.inject({
      method: 'GET',
      url: '/api/server/content/categories-tree',
      headers: account.bearer,
    });
    expect(tree.headers['cache-control']).toBe('public, max-age=60');
  });
});
