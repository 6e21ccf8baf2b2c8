import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docSettingNames, goingLiveDocProblems, repositoryFacts } from './lib/going-live-doc.mjs';
import { root } from './lib/run-shop.mjs';

const doc = readFileSync(join(root, 'docs/going-live.md'), 'utf8');
const facts = repositoryFacts(root);

describe('docs/going-live.md', () => {
  it('reads the facts it is checked against', () => {
    // Parsers that found nothing would pass any doc.
    expect([...facts.settings]).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'STATUS_UNDO_SECONDS', 'FISCAL_PROVIDER', 'API_URL', 'PORT']),
    );
    const enums = readFileSync(join(root, 'packages/domain/src/enums.ts'), 'utf8');
    const statuses = /orderStatuses = \[([^\]]*)\]/.exec(enums)[1].matchAll(/'([a-z-]+)'/g);
    expect([...facts.lifecycle.moves.keys()].sort()).toEqual([...statuses].map((m) => m[1]).sort());
    expect(facts.lifecycle.undoable).toContain('returning');
    expect(facts.scripts.get('')).toEqual(expect.arrayContaining(['backup', 'migrate', 'worker']));
    expect(docSettingNames(doc)).toEqual(
      expect.arrayContaining(['PUBLIC_URL', 'WORKERS', 'STATUS_UNDO_SECONDS']),
    );
  });

  it('says only what the repository bears out', () => {
    expect(goingLiveDocProblems(doc, facts)).toEqual([]);
  });
});

describe('the checker', () => {
  const table = (rows) =>
    [
      '## The order lifecycle staff drive',
      '',
      '| from | next allowed |',
      '| --- | --- |',
      ...rows,
      '',
      '- **Undo.** Within `STATUS_UNDO_SECONDS`: processed, lading-bill-created, sent, delivered or returning.',
      '',
      '## Next',
    ].join('\n');
  const lifecycle = [
    '| requested | processed, canceled |',
    '| processed | lading-bill-created (needs the waybill number), canceled |',
    '| lading-bill-created | sent, canceled |',
    '| sent | delivered, returning |',
    '| delivered | received, returning |',
    '| returning | returned |',
    '| received, canceled, returned | — |',
  ];
  const prose = [
    'Set `PUBLIC_URL` and `WORKERS=off`; `ETCD_NAME` is etcd’s, `smtp://USER:SMTP_PASSWORD@host` an',
    'example. Run `npm run migrate`, `npm start` and `npm run build -w apps/api`; see',
    '`ops/systemd/kartyna-api.service` and `apps/api/dist/worker.js`.',
    '',
  ].join('\n');

  it('accepts a doc the repository bears out', () => {
    expect(goingLiveDocProblems(prose + table(lifecycle), facts)).toEqual([]);
  });

  it('reports a removed setting, a missing status, an unknown script and a missing path', () => {
    const bad = [
      prose,
      'Give `STOREFRONT_URLS=http://10.0.0.5:3000` and run `npm run deploy` and `npm run lint -w apps/nowhere`;',
      'the proxy is `ops/nginx/kartyna.conf`, the bundle `apps/api/dist/nothing.js`.',
      '',
      table([...lifecycle.slice(0, -1), '| received, canceled | — |']),
    ].join('\n');
    expect(goingLiveDocProblems(bad, facts)).toEqual([
      'STOREFRONT_URLS is read by no code',
      'the lifecycle table has no row for returned',
      'npm run deploy: no such script in package.json',
      'npm run lint: no workspace apps/nowhere',
      'apps/nowhere is not in the repository',
      'ops/nginx/kartyna.conf is not in the repository',
      'apps/api/dist/nothing.js is not in the repository',
    ]);
  });

  it('reports moves the code does not allow and an undo it does not describe', () => {
    const moved = lifecycle.map((row) =>
      row.replace('| sent | delivered, returning |', '| sent | delivered |'),
    );
    const undone = table(moved).replace('`STATUS_UNDO_SECONDS`: processed, ', '60 s: ');
    expect(goingLiveDocProblems(undone, facts)).toEqual([
      'the lifecycle table moves sent to delivered, the code to delivered, returning',
      'the undo does not name `STATUS_UNDO_SECONDS`',
      'the undo does not name the undoable processed',
    ]);
    expect(goingLiveDocProblems(table(moved).replace(/- \*\*Undo\.\*\*.*/, ''), facts)).toContain(
      'the lifecycle section does not tell of the undo (**Undo.**)',
    );
  });
});
