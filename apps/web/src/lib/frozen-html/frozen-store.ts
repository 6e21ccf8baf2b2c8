import type { ReactNode } from 'react';

/**
 * Trees handed from the server components' render to the HTML render of the same request.
 * Both run in one Node process, one after the other, so a tree put here by `Freeze` is there
 * when `Frozen` renders the HTML; the key is the tree's own digest, so every request and
 * language that renders the same tree shares one entry.
 */
const STORE = Symbol.for('kartyna.frozen-html');
// A handful of shell parts per language, and one JSON-LD per product page being rendered: a
// tree put here must outlive the renders that start before its page's HTML is written.
const LIMIT = 512;

type Store = Map<string, ReactNode>;
const store = (): Store => ((globalThis as { [STORE]?: Store })[STORE] ??= new Map());

export function putFrozen(key: string, tree: ReactNode): void {
  const trees = store();
  trees.delete(key);
  trees.set(key, tree);
  // The oldest out first.
  for (const oldest of trees.keys()) {
    if (trees.size <= LIMIT) break;
    trees.delete(oldest);
  }
}

export const takeFrozen = (key: string): ReactNode => store().get(key) ?? null;
