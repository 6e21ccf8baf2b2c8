// The built storefront bound to one address with `-H 127.0.0.1` (issue #28): its pages answer 200
// (they redirected to themselves), and its probes and metrics answer on that address.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, runShop } from './lib/run-shop.mjs';

const built = ['apps/api/dist/server.js', 'apps/web/dist-server/main.js'];
let shop;
afterAll(() => shop?.stop());

describe('the storefront bound to 127.0.0.1', () => {
  it('serves pages, probes and metrics on that address', async () => {
    const missing = built.filter((file) => !existsSync(join(root, file)));
    expect(missing, 'build first (npm test builds before this suite)').toEqual([]);
    shop = await runShop({ drawPictures: false, webArgs: ['-H', '127.0.0.1'] });
    expect(shop.web).toMatch(/^http:\/\/127\.0\.0\.1:/);

    for (const path of ['/', '/catalog', '/ru/catalog']) {
      const page = await fetch(`${shop.web}${path}`, { redirect: 'manual' });
      expect([path, page.status, page.headers.get('location')]).toEqual([path, 200, null]);
      expect(await page.text()).toContain('<html');
    }
    // The second request for a page comes from the front cache.
    await (await fetch(`${shop.web}/catalog`)).text();

    expect((await fetch(`${shop.web}/health/live`)).status).toBe(200);
    const ready = await fetch(`${shop.web}/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok' }]);
    const answer = await fetch(`${shop.web}/page-that-is-not`, { headers: { 'x-request-id': 'probe-7' } });
    expect(answer.headers.get('x-request-id')).toBe('probe-7');
    const metrics = await (await fetch(`${shop.web}/metrics`)).text();
    expect(metrics).toMatch(/^storefront_page_cache_hits_total\{cache="local"\} [1-9]/m);
    expect(metrics).toMatch(/^storefront_page_cache_misses_total [1-9]/m);
    expect(metrics).toMatch(/^storefront_render_duration_seconds_count\{kind="page",status="2xx"\} [1-9]/m);

    // Without the API the storefront is alive but not ready.
    shop.children.api.kill('SIGKILL');
    await new Promise((resolve) => shop.children.api.once('exit', resolve));
    const away = await fetch(`${shop.web}/health/ready`);
    expect([away.status, await away.json()]).toEqual([
      503,
      { status: 'unavailable', reason: 'api_unreachable' },
    ]);
    expect((await fetch(`${shop.web}/health/live`)).status).toBe(200);
  }, 240_000);
});
