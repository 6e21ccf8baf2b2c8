// Features and modules import each other one way only (scripts/lib/feature-graph.mjs): no cycle
// among the storefront's or the back office's features, nor among the API's modules. Where a lower
// module must act on a higher one, it owns a small port the composition root fills (app.ts).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaGraph, cyclesOf, explain, graphOf, importSpecifiers } from './lib/feature-graph.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every cycle of the graph, explained edge by edge ("a → b (a/file.ts), …"). */
const explained = (graph) => {
  const { pairs, longer } = cyclesOf(graph);
  return [...pairs, ...longer].map((cycle) => explain(graph, cycle));
};

describe('features and modules depend one way', () => {
  it('the storefront has no circle of features', () => {
    const graph = areaGraph(root, 'web');
    // A graph read wrong (a broken alias) would be acyclic too: it must see edges it is known to have.
    expect(graph.get('layout').has('account')).toBe(true);
    expect(graph.get('checkout').has('cart')).toBe(true);
    expect(explained(graph)).toEqual([]);
  });

  it('the back office has no circle of features', () => {
    const graph = areaGraph(root, 'admin');
    expect(graph.size).toBeGreaterThan(5);
    expect(explained(graph)).toEqual([]);
  });

  it('the API has no circle of modules', () => {
    const graph = areaGraph(root, 'api');
    // Edges it is known to have, so a graph read wrong cannot pass as acyclic.
    expect(graph.get('orders').has('payments')).toBe(true);
    expect(graph.get('staff-orders').has('photo-orders-admin')).toBe(true);
    // Test kits are left out: email-confirmation-test-kit.ts imports the photo-orders kit.
    expect(graph.get('email-confirmation').has('photo-orders')).toBe(false);
    expect(explained(graph)).toEqual([]);
  });
});

describe('the checker', () => {
  it('reads static imports and re-exports, import(…) and side-effect imports, but not comments or words', () => {
    const text = [
      "import type { A } from '../a/types';",
      'import {',
      '  b,',
      '  c as d,',
      "} from '@/features/b';",
      "import * as e from './e.js';",
      "export { f } from '../f';",
      "export * from '../g/index';",
      "import '../h/side-effect';",
      "const lazy = () => import('../i/lazy');",
      "// import { j } from '../j';",
      "/* export * from '../k'; */",
      "describe('CSV import', () => {});",
    ].join('\n');
    expect(importSpecifiers(text).sort()).toEqual(
      ['../a/types', '../f', '../g/index', '../h/side-effect', '../i/lazy', './e.js', '@/features/b'].sort(),
    );
  });

  it('finds a circle of three features and a mutual pair, and leaves tests out', () => {
    const graph = graphOf(
      {
        'a/one.tsx': "import { B } from '@/features/b';",
        'b/two.ts': "export { C } from '../c/three';",
        'c/three.ts': "export const C = () => import('@/features/a');",
        'd/index.ts': "import '../e/side';",
        'e/side.ts': "import type { D } from '../d';",
        'f/ok.ts': "// import { x } from '../a/one'\nimport { B } from '../b';",
        'f/ok.test.ts': "import { G } from '../g';",
        'g/g-test-kit.ts': "import { F } from '../f/ok';",
        'g/g.ts': "import { F } from '../f/ok';",
      },
      '@/features/',
    );
    expect(cyclesOf(graph)).toEqual({ pairs: ['d → e → d'], longer: ['a → b → c → a'] });
    expect(explain(graph, 'd → e → d')).toBe('d → e (d/index.ts), e → d (e/side.ts)');
  });

  it('reports nothing for a graph that points one way', () => {
    const graph = graphOf(
      {
        'a/x.ts': "import { b } from '@/features/b';\nimport { c } from '../c';",
        'b/y.ts': "import { c } from '../c/z';\nimport { d } from '../../lib/d';",
        'c/z.ts': "import { shared } from '../index.js';",
        'index.ts': "export * from './a/x';",
      },
      '@/features/',
    );
    expect([...graph.get('a').keys()]).toEqual(['b', 'c']);
    expect(cyclesOf(graph)).toEqual({ pairs: [], longer: [] });
  });
});
