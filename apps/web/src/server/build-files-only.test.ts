import { existsSync, mkdirSync, mkdtempSync, promises, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFilesOnly, type CacheFs } from './build-files-only';
import MemoryPageCache from './page-cache-handler';

const dir = mkdtempSync(join(tmpdir(), 'kartyna-build-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const server = join(dir, 'server');
mkdirSync(join(server, 'app'), { recursive: true });
const built = join(server, 'app', 'robots.txt.body');
writeFileSync(built, 'User-agent: *');

/** Node's file system, counting the calls that reach it. */
function countingFs() {
  const calls: string[] = [];
  const fs: CacheFs = {
    existsSync: (path) => (calls.push(path), existsSync(path)),
    readFile: (path, encoding) => (calls.push(path), promises.readFile(path, encoding)),
    readFileSync: (path, encoding) => (calls.push(path), readFileSync(path, encoding)),
    stat: (path) => (calls.push(path), promises.stat(path)),
  };
  return { fs, calls };
}

describe('buildFilesOnly', () => {
  it('reads what the build wrote and answers ENOENT for the rest without touching the disk', async () => {
    const { fs, calls } = countingFs();
    const only = buildFilesOnly(fs, server);
    expect(await only.readFile(built, 'utf8')).toBe('User-agent: *');
    expect(only.existsSync(built)).toBe(true);
    expect(calls).toEqual([built, built]);

    const missing = join(server, 'app', 'ua', 'product', '7.html');
    expect(only.existsSync(missing)).toBe(false);
    await expect(only.readFile(missing, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(only.stat(missing)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(() => only.readFileSync(join(dir, 'cache', 'fetch-cache', 'abc'))).toThrow(/ENOENT/);
    expect(calls).toHaveLength(2);
  });

  it('keeps Next’s cache missing a product page and its answer with no disk lookup', async () => {
    const { fs, calls } = countingFs();
    const cache = new MemoryPageCache({
      fs: fs as never,
      serverDistDir: server,
      flushToDisk: true,
      maxMemoryCacheSize: 1024 * 1024,
      revalidatedTags: [],
    } as never);
    const page = await cache.get('/route-cache/APP_PAGE/x/$/ua/product/7', { kind: 'APP_PAGE' } as never);
    const answer = await cache.get('f00d', { kind: 'FETCH', tags: [] } as never);
    expect([page, answer]).toEqual([null, null]);
    expect(calls).toEqual([]);
  });
});
