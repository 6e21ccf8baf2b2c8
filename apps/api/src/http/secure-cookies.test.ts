import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTestUser, testPassword } from '../test/fixtures';
import { secureCookies } from './secure-cookies';

const production = { env: 'production' as const, webUrl: 'http://localhost:3000', webUrlConfigured: false };

describe('Secure cookies follow the address the shop is reached at', () => {
  it('in production: by PUBLIC_URL when given, else by the request’s protocol; never in development', () => {
    expect(secureCookies(production, { protocol: 'http' })).toBe(false);
    expect(secureCookies(production, { protocol: 'https' })).toBe(true);
    const https = { ...production, webUrl: 'https://kartyna.ua', webUrlConfigured: true };
    expect(secureCookies(https, { protocol: 'http' })).toBe(true);
    expect(secureCookies({ ...production, env: 'development' }, { protocol: 'https' })).toBe(false);
  });

  describe('signing in to a production shop started with no PUBLIC_URL (npm start on a LAN)', () => {
    let t: TestApp;
    let mail: string;
    beforeAll(async () => {
      t = await buildTestApp({ config: { env: 'production', webUrlConfigured: false } });
      mail = (await createTestUser(t.app)).user.mail;
    });
    afterAll(async () => t.close());

    const signIn = (proto: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/server/auth/login',
        headers: { 'x-forwarded-proto': proto, 'x-forwarded-host': '192.168.1.20:3000' },
        payload: { mail, password: testPassword },
      });

    it('over plain http sets cookies the browser keeps there', async () => {
      const res = await signIn('http');
      expect(res.statusCode, res.body).toBe(200);
      const cookies = [res.headers['set-cookie']].flat().map(String);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);
    });

    it('over https sets them Secure', async () => {
      const res = await signIn('https');
      expect(res.statusCode, res.body).toBe(200);
      const cookies = [res.headers['set-cookie']].flat().map(String);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    });
  });
});
