import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { loadConfig } from '../../env';
import { loopbackPublicUrls } from '../../public-address';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { decodeLiqpayData } from '../../integrations/payments/liqpay-protocol';
import { placeOrder, prepare } from './payments-test-kit';

// Issue #18: one public address. A shop served from http://127.0.0.1:3300 takes card payments
// and mails links there once PUBLIC_URL says so; a production start on localhost says it loudly.

const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-public-url-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40) };
const shop = 'http://127.0.0.1:3300';

describe('PUBLIC_URL, the one public address', () => {
  it('sets the storefront and the API origin at once', () => {
    const config = loadConfig({ ...base, PUBLIC_URL: `${shop}/` });
    expect(config.webUrl).toBe(shop);
    expect(config.publicApiUrl).toBe(shop);
    expect(config.webUrlConfigured).toBe(true);
  });

  it('is overridden by the older separate settings when they are given', () => {
    const config = loadConfig({
      ...base,
      PUBLIC_URL: 'https://kartyna.ua',
      PUBLIC_API_URL: 'https://api.kartyna.ua',
    });
    expect(config.webUrl).toBe('https://kartyna.ua');
    expect(config.publicApiUrl).toBe('https://api.kartyna.ua');
    expect(loadConfig({ ...base, WEB_URL: 'https://shop.example' }).webUrl).toBe('https://shop.example');
  });

  it('defaults to this machine, unconfigured, and a production start names what points there', () => {
    const config = loadConfig({ ...base });
    expect(config.webUrl).toBe('http://localhost:3000');
    // The storefront passes /api/server on: the API's pages are on the storefront's port too.
    expect(config.publicApiUrl).toBe('http://localhost:3000');
    expect(config.webUrlConfigured).toBe(false);
    expect(config.publicApiUrlConfigured).toBe(false);
    expect(loopbackPublicUrls(loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: shop }))).toEqual([
      `WEB_URL=${shop}`,
      `PUBLIC_API_URL=${shop}`,
    ]);
    expect(
      loopbackPublicUrls(loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://kartyna.ua' })),
    ).toEqual([]);
  });

  it('rejects an address that is not a URL', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'kartyna.ua' })).toThrow();
  });
});

/** A test app configured as `loadConfig` would from the given environment. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const { webUrl, publicApiUrl, publicApiUrlConfigured, webUrlConfigured } = loadConfig({ ...base, ...env });
  return buildTestApp({ config: { webUrl, publicApiUrl, publicApiUrlConfigured, webUrlConfigured } });
}

describe('a storefront on http://127.0.0.1:3300 with PUBLIC_URL set', () => {
  it('prepares a payment returning there, opens the payment page there and mails links there', async () => {
    const t = await appWith({ PUBLIC_URL: shop });
    try {
      const orderId = await placeOrder(t, { paymentType: 'card' });
      const resultUrl = `${shop}/cart?thank-order=%7B%22t%22%3A%22takeaway%22%7D`;
      const res = await prepare(t, { orderId, language: 'ua', resultUrl });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { url: string; form: { data: string } };
      expect(body.url).toBe(`${shop}/api/server/payments/sandbox/checkout`);
      expect(decodeLiqpayData(body.form.data)).toMatchObject({
        result_url: resultUrl,
        server_url: `${shop}/api/server/payments/callback`,
      });
      // The default address is no longer ours: a result URL there is refused.
      const other = await prepare(t, {
        orderId,
        language: 'ua',
        resultUrl: 'http://localhost:3000/cart?thank-order=%7B%7D',
      });
      expect(other.statusCode).toBe(400);

      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'order-accepted')));
      expect(mail?.html).toContain(`${shop}/`);
      expect(mail?.html).not.toContain('localhost');
      // The pay link of the unpaid card order leads back to this storefront.
      expect(mail?.text).toContain(`${shop}/cart?thank-order=`);
    } finally {
      await t.close();
    }
  });
});

describe('with no public address configured', () => {
  it('accepts the result URL on the origin a trusted proxy forwarded, and no other', async () => {
    const t = await appWith({});
    try {
      const orderId = await placeOrder(t, { paymentType: 'card' });
      const resultUrl = `${shop}/cart?thank-order=%7B%22t%22%3A%22takeaway%22%7D`;
      // The storefront on this machine passes the shopper's request on (TRUST_PROXY=loopback).
      const forwarded = { 'x-forwarded-host': '127.0.0.1:3300', 'x-forwarded-proto': 'http' };
      const res = await prepare(t, { orderId, language: 'ua', resultUrl }, forwarded);
      expect(res.statusCode, res.body).toBe(200);
      const stranger = await prepare(
        t,
        { orderId, language: 'ua', resultUrl: 'http://evil.example/cart' },
        forwarded,
      );
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json()).toMatchObject({ message: 'invalid_data' });
    } finally {
      await t.close();
    }
  });

  it('refuses a forwarded origin once PUBLIC_URL names the shop', async () => {
    const t = await appWith({ PUBLIC_URL: 'https://kartyna.ua' });
    try {
      const orderId = await placeOrder(t, { paymentType: 'card' });
      const res = await prepare(
        t,
        { orderId, language: 'ua', resultUrl: `${shop}/cart` },
        { 'x-forwarded-host': '127.0.0.1:3300', 'x-forwarded-proto': 'http' },
      );
      expect(res.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
