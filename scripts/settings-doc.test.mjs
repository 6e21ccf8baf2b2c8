import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/run-shop.mjs';
import { codeSettings, schemaSettings, scriptSettings, settingsDocProblems } from './lib/settings-doc.mjs';

const doc = readFileSync(join(root, 'docs/settings.md'), 'utf8');

describe('docs/settings.md', () => {
  it('names every setting the code reads, with the code’s default', () => {
    const settings = codeSettings(root);
    // A parser that found nothing would pass any doc.
    expect(settings.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'NODE_ENV',
        'API_HOST',
        'SEED_DEMO',
        'STOREFRONT_CACHE_SECONDS',
        'CLUSTER_PORT',
      ]),
    );
    expect(settings.find((s) => s.name === 'API_HOST')?.default).toBe('127.0.0.1');
    expect(settingsDocProblems(settings, doc)).toEqual([]);
  });
});

describe('the checker', () => {
  const source = [
    'const envSchema = z.object({',
    "  /** .default('not this') */",
    "  HOST: z.string().default('127.0.0.1'),",
    '  POLL_MS: z.coerce.number()',
    '    .default(5_000),',
    '  KEY: z.string().optional(),',
    '});',
  ].join('\n');
  const settings = [...schemaSettings(source), ...scriptSettings('process.env.EXTRA ?? 1')];
  const table = (rows) => ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');

  it('reads keys, literal defaults and script variables', () => {
    expect(settings).toEqual([
      { name: 'HOST', default: '127.0.0.1', unset: false },
      { name: 'POLL_MS', default: '5000', unset: false },
      { name: 'KEY', default: undefined, unset: true },
      { name: 'EXTRA', default: undefined },
    ]);
  });

  it('accepts a doc that shows them all', () => {
    const good = table([
      '| `HOST` | `127.0.0.1` | x |',
      '| `POLL_MS`, `KEY` | `5000`, unset | x |',
      '| `EXTRA` | 1 | x |',
    ]);
    expect(settingsDocProblems(settings, good)).toEqual([]);
  });

  it('fails on a value shown for a setting the code leaves unset', () => {
    const bad = table([
      '| `HOST` | `127.0.0.1` | x |',
      '| `POLL_MS`, `KEY` | `5000`, `sandbox` | x |',
      '| `EXTRA` | 1 | x |',
    ]);
    expect(settingsDocProblems(settings, bad)).toEqual([
      'KEY has no default, docs/settings.md says "`5000`, `sandbox`"',
    ]);
  });

  it('fails on a missing setting and on another default', () => {
    const bad = table(['| `HOST` | `0.0.0.0` | x |', '| `POLL_MS` | `50000` | x |', '| `EXTRA` | 1 | x |']);
    expect(settingsDocProblems(settings, bad)).toEqual([
      'HOST defaults to 127.0.0.1, docs/settings.md says "`0.0.0.0`"',
      'POLL_MS defaults to 5000, docs/settings.md says "`50000`"',
      'KEY is not in docs/settings.md',
    ]);
  });
});
