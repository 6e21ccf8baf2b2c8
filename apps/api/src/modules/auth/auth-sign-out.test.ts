import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, signUp } from './auth-test-kit';

/** Issue #18: signing out ends the session on the server, not just in the browser. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookie = (token: string) => ({ cookie: `access_token=${token}` });
const info = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/server/user/info', headers });
async function signIn(mail: string, password: string): Promise<string> {
  const res = await post(t.app, '/auth/login', { mail, password });
  expect(res.statusCode).toBe(200);
  return res.json().accessToken as string;
}

describe('POST /auth/logout', () => {
  it('revokes that session: its bearer token and its cookie answer 401; other sessions live on', async () => {
    const account = await signUp(t.app);
    const other = await signIn(account.mail, account.password);
    expect((await info(bearer(account.accessToken))).statusCode).toBe(200);
    expect(
      (await post(t.app, '/auth/logout', undefined, { headers: bearer(account.accessToken) })).statusCode,
    ).toBe(200);
    expect((await info(bearer(account.accessToken))).statusCode).toBe(401);
    expect((await info(cookie(account.accessToken))).statusCode).toBe(401);
    expect((await info(bearer(other))).statusCode).toBe(200);
  });

  it('signs out a cookie session too, and twice is harmless', async () => {
    const account = await signUp(t.app);
    const session = await signIn(account.mail, account.password);
    for (let i = 0; i < 2; i += 1) {
      expect((await post(t.app, '/auth/logout', undefined, { headers: cookie(session) })).statusCode).toBe(
        200,
      );
    }
    expect((await info(cookie(session))).statusCode).toBe(401);
    expect((await info(bearer(session))).statusCode).toBe(401);
  });
});

describe('POST /auth/logout-all', () => {
  it('ends every session of the account; signing in again works', async () => {
    const account = await signUp(t.app);
    const second = await signIn(account.mail, account.password);
    const res = await post(t.app, '/auth/logout-all', undefined, { headers: bearer(second) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await info(bearer(second))).statusCode).toBe(401);
    expect((await info(bearer(account.accessToken))).statusCode).toBe(401);
    expect((await info(bearer(await signIn(account.mail, account.password)))).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await post(t.app, '/auth/logout-all', undefined)).statusCode).toBe(401);
  });
});

describe('POST /user/change-password', () => {
  it('ends the other sessions and answers a fresh one', async () => {
    const account = await signUp(t.app);
    const other = await signIn(account.mail, account.password);
    const res = await post(
      t.app,
      '/user/change-password',
      { oldPassword: account.password, newPassword: 'another-pass-2' },
      { headers: bearer(account.accessToken) },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await info(bearer(other))).statusCode).toBe(401);
    expect((await info(bearer(res.json().accessToken as string))).statusCode).toBe(200);
  });
});
