import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { nextIp, post, recordingMail, signUp, uniqueMail } from './auth-test-kit';

// A suite of its own: the limiters count per app, and these tests exhaust them on purpose.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { mail: recordingMail() } });
});
afterAll(async () => t?.close());

describe.each(['/auth/login', '/auth/forgot-password'])('rate limits of %s', (url) => {
  const body = (mail: string) => (url === '/auth/login' ? { mail, password: 'wrong-password' } : { mail });

  it('allows 20 requests a minute from one address, then answers 429 too_many_requests', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      const res = await post(t.app, url, body(uniqueMail('ip')), { ip });
      expect(res.statusCode).toBe(404);
    }
    const res = await post(t.app, url, body(uniqueMail('ip')), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'too_many_requests', statusCode: 429 });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(t.app, url, body(uniqueMail('ip')))).statusCode).toBe(404);
  });

  it('allows 8 attempts per mail in 15 minutes even from rotating addresses', async () => {
    // For sign-in these are failures; sign-in-lockout.test.ts has what successes and known devices do.
    const account = await signUp(t.app);
    const expected = url === '/auth/login' ? 400 : 200;
    for (let i = 0; i < 8; i++) {
      const res = await post(t.app, url, body(account.mail), { ip: nextIp() });
      expect(res.statusCode).toBe(expected);
    }
    // The same mail in another case is the same account.
    const res = await post(t.app, url, body(account.mail.toUpperCase()), { ip: nextIp() });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('too_many_requests');
    // Other accounts are not affected.
    const other = await signUp(t.app);
    expect((await post(t.app, url, body(other.mail), { ip: nextIp() })).statusCode).toBe(expected);
  });
});

describe('rate limit of /auth/register', () => {
  it('stops a flood of sign-ups from one address', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await post(t.app, '/auth/register', { mail: 'bad' }, { ip })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (await post(t.app, '/auth/register', { mail: 'bad' }, { ip: `2001:db8:7:1::${i + 1}` })).statusCode,
      );
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
    // The same /64 written out in full, and a neighbouring /64, are what they are.
    const full = await post(
      t.app,
      '/auth/register',
      { mail: 'bad' },
      { ip: '2001:0db8:0007:0001:ffff:0:0:1' },
    );
    expect(full.statusCode).toBe(429);
    expect((await post(t.app, '/auth/register', { mail: 'bad' }, { ip: '2001:db8:7:2::1' })).statusCode).toBe(
      400,
    );
  });

  it('counts an IPv4 client the same whether or not its address comes IPv6-mapped', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) await post(t.app, '/auth/register', { mail: 'bad' }, { ip });
    expect((await post(t.app, '/auth/register', { mail: 'bad' }, { ip: `::ffff:${ip}` })).statusCode).toBe(
      429,
    );
  });
});

describe('cookies in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    // A shop with its https address (secure-cookies.test.ts: one opened over plain http).
    prod = await buildTestApp({
      overrides: { mail: recordingMail() },
      config: { env: 'production', webUrl: 'https://kartyna.test', webUrlConfigured: true },
    });
  });
  afterAll(async () => prod?.close());

  it('are Secure on sign-up, sign-in and sign-out', async () => {
    const account = await signUp(prod.app);
    const login = await post(prod.app, '/auth/login', { mail: account.mail, password: account.password });
    const logout = await post(prod.app, '/auth/logout', undefined);
    // Signing out leaves the browser known to the account (see sign-in-lockout.test.ts).
    expect(login.cookies.map((c) => c.name).sort()).toEqual(['access_token', 'csrf_token', 'known_device']);
    expect(logout.cookies.map((c) => c.name).sort()).toEqual(['access_token', 'csrf_token']);
    for (const cookie of [...login.cookies, ...logout.cookies])
      expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax' });
    for (const cookie of [...logout.cookies, ...login.cookies.filter((c) => c.name !== 'known_device')])
      expect(cookie.path).toBe('/');
    expect(login.cookies.find((c) => c.name === 'access_token')?.httpOnly).toBe(true);
    expect(login.cookies.find((c) => c.name === 'known_device')).toMatchObject({
      httpOnly: true,
      path: '/api/server/auth',
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(login.cookies.find((c) => c.name === 'csrf_token')?.httpOnly).toBeFalsy();
  });
});
