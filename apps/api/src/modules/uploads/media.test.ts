import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { solid } from './test-images';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('GET /media/*', () => {
  it('serves stored files with their type, a year of caching and nosniff', async () => {
    await t.app.deps.storage.put('demo/pic.webp', await solid(10, 10).webp().toBuffer());
    await t.app.deps.storage.put('demo/pic.png', await solid(10, 10).png().toBuffer());
    for (const [key, type] of [
      ['demo/pic.webp', 'image/webp'],
      ['demo/pic.png', 'image/png'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/server/media/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
  });

  it('serves our generated SVGs under a policy that forbids scripts', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>';
    await t.app.deps.storage.put('demo/cover.svg', Buffer.from(svg));
    const res = await t.app.inject({ method: 'GET', url: '/api/server/media/demo/cover.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.body).toBe(svg);
  });

  it('answers 404 for unknown files and types we do not serve', async () => {
    await t.app.deps.storage.put('demo/readme.txt', Buffer.from('hello'));
    for (const url of [
      '/api/server/media/uploads/2020-01/none.jpg',
      '/api/server/media/demo/readme.txt',
      '/api/server/media/',
      '/api/server/media/demo',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'not_found', statusCode: 404 });
    }
  });

  it('answers 404 to every path traversal attempt', async () => {
    // A file just outside the storage root, the thing an attacker would reach for.
    await writeFile(join(t.config.dataDir, 'secret.jpg'), 'top secret');
    await t.app.deps.storage.put('demo/ok.jpg', await solid(4, 4).jpeg().toBuffer());
    for (const url of [
      '/api/server/media/../secret.jpg',
      '/api/server/media/demo/../../secret.jpg',
      '/api/server/media/..%2Fsecret.jpg',
      '/api/server/media/demo%2F..%2F..%2Fsecret.jpg',
      '/api/server/media/%2e%2e/secret.jpg',
      '/api/server/media/demo/%2e%2e/%2e%2e/secret.jpg',
      '/api/server/media/%252e%252e/secret.jpg',
      '/api/server/media/..%5Csecret.jpg',
      '/api/server/media//etc/passwd.jpg',
      '/api/server/media/%2Fetc%2Fpasswd.jpg',
      `/api/server/media/${encodeURIComponent(join(t.config.dataDir, 'secret.jpg'))}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('top secret');
    }
    // A NUL is no text a path may carry: refused before any file is looked up (issue #18).
    const nul = await t.app.inject({ method: 'GET', url: '/api/server/media/demo/ok.jpg%00.png' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ message: 'invalid_data', statusCode: 400 });
    expect((await t.app.inject({ method: 'GET', url: '/api/server/media/demo/ok.jpg' })).statusCode).toBe(
      200,
    );
  });
});
