import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deliverDueMail } from '../mail/mail-worker';
import { nextIp, post, recordingMail, signUp, uniqueMail, validSignUp } from './auth-test-kit';

const mail = recordingMail();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { mail } });
});
afterAll(async () => t?.close());

const cookieOf = <C extends { name: string }>(res: { cookies: C[] }, name: string) =>
  res.cookies.find((c) => c.name === name);

describe('POST /auth/register', () => {
  it('creates the account, answers token, user and csrf token, and sets both cookies', async () => {
    const body = validSignUp({ mail: '  Mixed.Case@Example.COM ', phone: '067 123 45 67' });
    const res = await post(t.app, '/auth/register', body);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual(['accessToken', 'csrfToken', 'user']);
    expect(answer.user).toMatchObject({
      mail: 'mixed.case@example.com',
      firstName: 'Олена',
      lastName: 'Коваль',
      fatherName: null,
      phone: '+380671234567',
      role: 'customer',
      locale: 'ua',
      deliveryDepartment: null,
      deliveryPostomat: null,
    });
    expect(JSON.stringify(answer)).not.toMatch(/passwordHash|password_hash|argon2|tokenVersion/);

    const access = cookieOf(res, 'access_token');
    expect(access).toMatchObject({
      value: answer.accessToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 2592000,
    });
    expect(access).not.toHaveProperty('secure', true);
    const csrf = cookieOf(res, 'csrf_token');
    expect(csrf).toMatchObject({ value: answer.csrfToken, sameSite: 'Lax', path: '/', maxAge: 2592000 });
    expect(csrf?.httpOnly).toBeFalsy();

    const info = await t.app.inject({
      method: 'GET',
      url: '/api/server/user/info',
      headers: { authorization: `Bearer ${answer.accessToken}` },
    });
    expect(info.json().id).toBe(answer.user.id);
  });

  it('stores an argon2id hash with the agreed cost, never the password', async () => {
    const { user, password } = await signUp(t.app);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).toContain('m=19456,t=2,p=1');
    expect(row!.passwordHash).not.toContain(password);
  });

  it('queues a welcome mail in the buyer locale', async () => {
    const { mail: to } = await signUp(t.app, { locale: 'ru' });
    // Queued with the account; the queue, not the request, sends it.
    expect(mail.sent.some((m) => m.to === to)).toBe(false);
    await deliverDueMail({ db: t.db, mail });
    const welcome = mail.sent.find((m) => m.to === to)!;
    expect(welcome.subject).toMatch(/Добро пожаловать/);
    expect(welcome.html).toContain('/ru/cabinet/personal');
    const viaHeader = validSignUp();
    const res = await post(t.app, '/auth/register', viaHeader, {
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(res.json().user.locale).toBe('ru');
    const ua = await signUp(t.app);
    await deliverDueMail({ db: t.db, mail });
    expect(mail.sent.find((m) => m.to === viaHeader.mail)?.subject).toMatch(/Добро пожаловать/);
    expect(mail.sent.find((m) => m.to === ua.mail)?.subject).toMatch(/Ласкаво просимо/);
  });

  it('still signs up when the mail server fails, and greets once it is back', async () => {
    const body = validSignUp();
    mail.fail = true;
    try {
      const res = await post(t.app, '/auth/register', body);
      expect(res.statusCode).toBe(200);
      expect((await deliverDueMail({ db: t.db, mail })).retried).toBeGreaterThanOrEqual(1);
    } finally {
      mail.fail = false;
    }
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, body.mail));
    expect(queued).toMatchObject({
      kind: 'welcome',
      status: 'pending',
      attempts: 1,
      lastError: 'smtp is down',
    });
    await deliverDueMail({ db: t.db, mail }, { now: new Date(Date.now() + 120_000) });
    expect(mail.sent.filter((m) => m.to === body.mail)).toHaveLength(1);
  });

  it('answers 403 user_already_exists for a taken mail in any case', async () => {
    const { mail: taken } = await signUp(t.app);
    const res = await post(t.app, '/auth/register', validSignUp({ mail: taken.toUpperCase() }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'user_already_exists', statusCode: 403 });
  });

  it('lets exactly one of two parallel sign-ups of one mail win', async () => {
    const body = validSignUp();
    const [a, b] = await Promise.all([
      post(t.app, '/auth/register', body),
      post(t.app, '/auth/register', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const loser = a.statusCode === 403 ? a : b;
    expect(loser.json().message).toBe('user_already_exists');
    const rows = await t.db.select().from(users).where(eq(users.mail, body.mail));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a missing field', { firstName: undefined }, 'body', 'empty_first_name'],
    ['an invalid mail', { mail: 'not-a-mail' }, 'mail', 'invalid_mail'],
    ['a short password', { password: 'short' }, 'password', 'min_length_password'],
    ['an invalid phone', { phone: '+380381234567' }, 'phone', 'invalid_phone'],
    ['an empty last name', { lastName: '   ' }, 'lastName', 'empty_last_name'],
    ['a huge mail', { mail: `${'x'.repeat(100000)}@example.com` }, 'mail', 'invalid_mail'],
    ['a huge password', { password: 'x'.repeat(100000) }, 'password', 'too_long'],
    ['a number for a name', { firstName: 42 }, 'firstName', 'empty_first_name'],
    ['an unknown locale', { locale: 'en' }, 'locale', undefined],
  ])('answers 400 invalid_data for %s', async (_name, patch, path, message) => {
    const res = await post(t.app, '/auth/register', validSignUp(patch));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('invalid_data');
    expect(body.errors.length).toBeGreaterThan(0);
    if (path !== 'body') expect(body.errors.some((e: { path: string }) => e.path.endsWith(path))).toBe(true);
    if (message) expect(body.errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it('answers 400 for a body that is not an object or not JSON', async () => {
    for (const payload of ['[]', '"text"', 'null', '{bad json']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/server/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });
});

describe('POST /auth/login', () => {
  it('answers the session with both cookies for the right password, mail in any case', async () => {
    const account = await signUp(t.app);
    const res = await post(t.app, '/auth/login', {
      mail: ` ${account.mail.toUpperCase()} `,
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.user.id).toBe(account.user.id);
    expect(answer.accessToken).toEqual(expect.any(String));
    expect(cookieOf(res, 'access_token')).toMatchObject({
      value: answer.accessToken,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookieOf(res, 'csrf_token')).toMatchObject({ value: answer.csrfToken, sameSite: 'Lax' });
    expect(JSON.stringify(answer)).not.toMatch(/passwordHash|argon2/);
  });

  it('answers 404 user_not_found for an unknown mail', async () => {
    const res = await post(t.app, '/auth/login', { mail: uniqueMail('nobody'), password: 'whatever-123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'user_not_found', statusCode: 404 });
  });

  it('answers 400 invalid_data for a wrong password', async () => {
    const account = await signUp(t.app);
    const res = await post(t.app, '/auth/login', { mail: account.mail, password: 'wrong-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
    expect(res.cookies).toHaveLength(0);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a short password', { mail: 'a@example.com', password: 'short' }],
    ['a number as password', { mail: 'a@example.com', password: 12345678 }],
    ['an invalid mail', { mail: 'nope', password: 'long-enough' }],
    ['a huge password', { mail: 'a@example.com', password: 'x'.repeat(100000) }],
    ['a huge mail', { mail: 'x'.repeat(100000), password: 'long-enough' }],
  ])('answers 400 invalid_data for %s', async (_name, payload) => {
    const res = await post(t.app, '/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_data');
  });

  it('spends a password check on an unknown mail too', async () => {
    const account = await signUp(t.app);
    const time = async (body: unknown) => {
      const start = performance.now();
      await post(t.app, '/auth/login', body);
      return performance.now() - start;
    };
    await time({ mail: uniqueMail('warm'), password: 'warm-up-pass' });
    const known = await time({ mail: account.mail, password: 'wrong-password' });
    const unknown = await time({ mail: uniqueMail('nobody'), password: 'wrong-password' });
    // Both run one argon2 verify (tens of ms); without it the unknown mail would answer in ~1 ms.
    expect(unknown).toBeGreaterThan(known / 4);
  });
});

describe('POST /auth/logout', () => {
  it('clears both cookies', async () => {
    const res = await post(t.app, '/auth/logout', undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    for (const name of ['access_token', 'csrf_token']) {
      const cookie = cookieOf(res, name);
      expect(cookie?.value).toBe('');
      expect(cookie?.path).toBe('/');
      expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});
