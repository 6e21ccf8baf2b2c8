// docs/architecture.md tells a newcomer where things live, docs/cache-expiry.md how a change reaches
// the shop's pages; a path they cite that was moved or deleted would send them nowhere. Every
// repository path they quote in backticks, and every relative link, must exist.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = 'docs/architecture.md';

/** Top-level folders a cited path may start with; anything else in backticks is code or a URL. */
const TOP = ['apps', 'packages', 'scripts', 'docs', 'ops', '.ci'];
/** A file at the repository's root, quoted by its bare name (`eslint.config.mjs`). */
const ROOT_FILE = /^[\w.-]+\.(mjs|cjs|js|json|md|ts|yml|yaml)$/;
/** Placeholders, globs, commands and sentences are not paths. */
const NOT_A_PATH = /[\s<>*{}…:]/;

/** The repository paths a markdown text cites: quoted ones, and relative links (from `from`). */
export function citedPaths(markdown, from = 'docs') {
  const paths = new Set();
  for (const [, quoted] of markdown.matchAll(/`([^`\n]+)`/g)) {
    if (NOT_A_PATH.test(quoted)) continue;
    const path = quoted.replace(/\/$/, '');
    const first = path.split('/')[0];
    if (path.includes('/') ? TOP.includes(first) : ROOT_FILE.test(path)) paths.add(path);
  }
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:|^#|^\//i.test(target)) continue;
    paths.add(posix.normalize(posix.join(from, target.split('#')[0])));
  }
  return [...paths];
}

/** The cited paths that do not exist under `base`. */
export function missingPaths(markdown, base = root) {
  return citedPaths(markdown).filter((path) => !existsSync(join(base, path)));
}

describe(DOC, () => {
  const doc = readFileSync(join(root, DOC), 'utf8');

  it('cites only paths that exist', () => {
    const cited = citedPaths(doc);
    // A reader that found nothing would pass any doc.
    expect(cited.length).toBeGreaterThan(40);
    expect(cited).toEqual(
      expect.arrayContaining([
        'apps/api/src/modules/order-pipeline/order-status-machine.ts',
        'packages/domain/src/delivery-rules.ts',
        'packages/domain/src/loyalty.ts',
        'apps/web/src/app/api/storefront-cache/route.ts',
        'eslint.config.mjs',
      ]),
    );
    expect(missingPaths(doc)).toEqual([]);
  });
});

describe('docs/cache-expiry.md', () => {
  const doc = readFileSync(join(root, 'docs/cache-expiry.md'), 'utf8');

  it('maps the path through files that exist, from the trigger to the page cache', () => {
    const cited = citedPaths(doc);
    expect(cited).toEqual(
      expect.arrayContaining([
        'apps/api/src/modules/storefront-changes/shopper-visible-changes.ts',
        'apps/api/src/app.ts',
        'apps/web/src/server/cache-subscriber.ts',
        'apps/web/src/lib/api/shop-data.ts',
        'apps/web/src/server/page-cache.ts',
      ]),
    );
    expect(missingPaths(doc)).toEqual([]);
  });
});

describe('the checker', () => {
  it('reads quoted repository paths and relative links', () => {
    const text = [
      'The rule is in `packages/domain/src/money.ts`, the folder `apps/api/src/http/`, the lint in',
      '`eslint.config.mjs`; see [settings](settings.md#api) and [the README](../README.md).',
    ].join('\n');
    expect(citedPaths(text)).toEqual([
      'packages/domain/src/money.ts',
      'apps/api/src/http',
      'eslint.config.mjs',
      'docs/settings.md',
      'README.md',
    ]);
    expect(missingPaths(text)).toEqual([]);
  });

  it('leaves code, commands, URLs, globs and placeholders alone', () => {
    const text = [
      '`changeStatus`, `npm test`, `/api/server/orders`, `POST /api/server/orders`, `*.test.ts`,',
      '`apps/api/src/modules/<x>`, `apps/*/src`, `../shared/SPEC.md`, `WORKERS=off`, `ua`,',
      '[a site](https://example.com/a.md), [a heading](#tests).',
    ].join('\n');
    expect(citedPaths(text)).toEqual([]);
  });

  it('fails on a path that is gone', () => {
    const text =
      'Effects live in `apps/api/src/modules/order-pipeline/gone.ts` and [the map](old-map.md); `nope.mjs`.';
    expect(missingPaths(text)).toEqual([
      'apps/api/src/modules/order-pipeline/gone.ts',
      'nope.mjs',
      'docs/old-map.md',
    ]);
  });
});
