import { normalizeSlug, type CategoryNode } from '@kartyna/domain';

/** A malformed escape (`%E0`) is simply an unknown segment, not a crash. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * requirements §2: catalogue path segments are matched against the nested category tree by type, at
 * any depth; both spellings (hyphen, underscore) match. Answers the chain of nodes from the top,
 * or null when a segment is unknown or hidden (a 404). The API's tree already drops hidden
 * nodes; they are checked again so a stale cache cannot show one.
 */
export function resolveCategoryPath(tree: CategoryNode[], segments: string[]): CategoryNode[] | null {
  const chain: CategoryNode[] = [];
  let level = tree;
  for (const segment of segments) {
    const wanted = normalizeSlug(safeDecode(segment));
    const node = level.find((c) => !c.isHidden && normalizeSlug(c.type) === wanted);
    if (!node) return null;
    chain.push(node);
    level = node.children;
  }
  return chain;
}

/** The visible children of the current node (or the top level for the whole catalogue). */
export const childrenOf = (tree: CategoryNode[], chain: CategoryNode[]): CategoryNode[] =>
  (chain.at(-1)?.children ?? tree).filter((c) => !c.isHidden);

/** The canonical URL path of a chain: /catalog/picture-by-numbers/animals. */
export const catalogPath = (types: string[]): string =>
  types.length ? `/catalog/${types.join('/')}` : '/catalog';
