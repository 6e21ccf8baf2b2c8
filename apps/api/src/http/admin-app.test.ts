import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((t) => t.close())));

async function withBuiltAdmin() {
  const dir = await mkdtemp(join(tmpdir(), 'kartyna-admin-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>бек-офіс</title>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  const t = await buildTestApp({ config: { adminDistDir: dir } });
  apps.push(t);
  return t;
}

describe('the back office at /admin', () => {
  it('answers the page at /admin and /admin/ with its own policy, never cached', async () => {
    const t = await withBuiltAdmin();
    for (const url of ['/admin', '/admin/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('бек-офіс');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and unknown files as 404', async () => {
    const t = await withBuiltAdmin();
    const asset = await t.app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/admin/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/admin/../package.json' })).statusCode).toBe(404);
  });

  it('says how to build it when it is not built', async () => {
    const t = await buildTestApp({ config: { adminDistDir: '/nonexistent/admin-dist' } });
    apps.push(t);
    const res = await t.app.inject({ url: '/admin' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('npm run build -w @kartyna/admin');
  });
});
