// The storefront's heap from PAGE_CACHE_MB (scripts/lib/storefront-process.mjs), as `npm start`
// and the systemd unit run it, kept in step with the budget the server itself reads.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/run-shop.mjs';
import {
  DEFAULT_PAGE_CACHE_MB,
  HEAP_ALLOWANCE_MB,
  storefrontHeapMb,
  storefrontProcess,
} from './lib/storefront-process.mjs';

const budgetSource = readFileSync(join(root, 'apps/web/src/server/page-cache-budget.ts'), 'utf8');

describe('storefrontHeapMb', () => {
  it('gives the default cache (128 MB) a 208 MB heap: Next’s quarter plus the allowance', () => {
    expect(storefrontHeapMb(undefined)).toBe(32 + HEAP_ALLOWANCE_MB);
    expect(storefrontHeapMb('128')).toBe(208);
  });

  it('grows with Next’s share only, which never drops under 16 MB', () => {
    expect(storefrontHeapMb('512')).toBe(128 + HEAP_ALLOWANCE_MB);
    expect(storefrontHeapMb('1024')).toBe(256 + HEAP_ALLOWANCE_MB);
    expect(storefrontHeapMb('0')).toBe(16 + HEAP_ALLOWANCE_MB);
    expect(storefrontHeapMb('32')).toBe(16 + HEAP_ALLOWANCE_MB);
    expect(storefrontHeapMb('100.5')).toBe(Math.ceil(25.125 + HEAP_ALLOWANCE_MB));
  });

  it('has no heap for a setting that is not a size (the server refuses it and says why)', () => {
    for (const bad of ['', ' ', 'lots', '-1', 'NaN', 'Infinity'])
      expect(storefrontHeapMb(bad), bad).toBeNull();
    expect(storefrontProcess({ pageCacheMb: 'lots' }).nodeArgs).toEqual([]);
  });

  it('agrees with the server’s own budget (page-cache-budget.ts): default, Next’s quarter, its floor', () => {
    expect(budgetSource).toContain(`DEFAULT_PAGE_CACHE_MB = ${DEFAULT_PAGE_CACHE_MB};`);
    expect(budgetSource).toContain('mb * 1024 * 1024 * 0.25');
    expect(budgetSource).toContain('NEXT_MIN_BYTES = 16 * 1024 * 1024;');
  });
});

describe('storefrontProcess', () => {
  it('passes the heap to node and keeps glibc to two malloc arenas', () => {
    expect(storefrontProcess({ pageCacheMb: '256' })).toEqual({
      nodeArgs: ['--max-old-space-size=240'],
      env: { MALLOC_ARENA_MAX: '2' },
    });
  });

  it('prints the command that starts the storefront for the environment’s PAGE_CACHE_MB', () => {
    const printed = (env) =>
      execFileSync(process.execPath, [join(root, 'scripts/lib/storefront-process.mjs')], {
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      }).trim();
    expect(printed({})).toBe(`env MALLOC_ARENA_MAX=2 ${process.execPath} --max-old-space-size=208`);
    expect(printed({ PAGE_CACHE_MB: '512' })).toBe(
      `env MALLOC_ARENA_MAX=2 ${process.execPath} --max-old-space-size=304`,
    );
  });
});
