import { normalizeSlug, type CategoryNode } from '@kartyna/domain';
import type { Db } from '../../db/client';
import { listAllCategories, type CategoryRow } from './catalog-repository';

export interface CategoryInfo {
  id: number;
  parentId: number | null;
  type: string;
  name: { ua: string; ru: string };
  /** types from the root down to this node */
  path: string[];
  /** false when this node or any ancestor is hidden */
  visible: boolean;
  children: CategoryInfo[];
}

/** The whole category tree, indexed for the lookups every listing does. */
export interface CategoryIndex {
  byId: Map<number, CategoryInfo>;
  roots: CategoryInfo[];
  /** ids of every category whose products may be shown publicly */
  visibleIds: Set<number>;
}

const byPosition = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.id - b.id;

export function buildCategoryIndex(rows: CategoryRow[]): CategoryIndex {
  const childRows = new Map<number | null, CategoryRow[]>();
  for (const row of [...rows].sort(byPosition)) {
    const list = childRows.get(row.parentId) ?? [];
    list.push(row);
    childRows.set(row.parentId, list);
  }
  const byId = new Map<number, CategoryInfo>();
  const visibleIds = new Set<number>();
  const build = (parentId: number | null, parentPath: string[], parentVisible: boolean): CategoryInfo[] =>
    (childRows.get(parentId) ?? []).map((row) => {
      const path = [...parentPath, row.type];
      const visible = parentVisible && !row.isHidden;
      const info: CategoryInfo = {
        id: row.id,
        parentId: row.parentId,
        type: row.type,
        name: { ua: row.nameUa, ru: row.nameRu },
        path,
        visible,
        children: [],
      };
      byId.set(row.id, info);
      if (visible) visibleIds.add(row.id);
      info.children = build(row.id, path, visible);
      return info;
    });
  return { byId, roots: build(null, [], true), visibleIds };
}

/**
 * The node a URL path ("picture-by-numbers/animals/cats") leads to, matched by type from the
 * root; null when a segment is unknown or the path passes through a hidden node.
 * Both spellings of a type (hyphens, underscores) match.
 */
export function resolveCategoryPath(index: CategoryIndex, path: string): CategoryInfo | null {
  const segments = path.split('/').filter(Boolean);
  let level = index.roots;
  let node: CategoryInfo | null = null;
  for (const segment of segments) {
    const wanted = normalizeSlug(segment);
    node = level.find((c) => normalizeSlug(c.type) === wanted) ?? null;
    if (!node || !node.visible) return null;
    level = node.children;
  }
  return node;
}

/** The node and every visible node under it. */
export function visibleSubtreeIds(node: CategoryInfo): number[] {
  if (!node.visible) return [];
  return [node.id, ...node.children.flatMap(visibleSubtreeIds)];
}

/** requirements §3: hidden nodes are dropped at every level, siblings in their position order. */
export function publicTree(index: CategoryIndex): CategoryNode[] {
  const toNode = (c: CategoryInfo): CategoryNode => ({
    type: c.type,
    name: c.name,
    isHidden: false,
    children: c.children.filter((child) => child.visible).map(toNode),
  });
  return index.roots.filter((c) => c.visible).map(toNode);
}

/**
 * Every listing needs the tree, and it changes only when staff edit it, so each process keeps
 * it for a short while (DESIGN.md: per-process caches with short lifetimes). Two API processes
 * may disagree for at most this long after an edit.
 */
export const CATEGORY_CACHE_MS = 20_000;

interface CacheEntry {
  loadedAt: number;
  index: Promise<CategoryIndex>;
  /** the catalogue version it was loaded at, when the loader knew it */
  version?: number;
}
// Keyed by the database handle: every app (and every test file) has its own.
const cache = new WeakMap<object, CacheEntry>();

export function getCategoryIndex(db: Db, now = Date.now()): Promise<CategoryIndex> {
  const entry = cache.get(db);
  if (entry && now - entry.loadedAt < CATEGORY_CACHE_MS) return entry.index;
  // The promise itself is cached so that a burst of requests loads the tree once.
  const index = listAllCategories(db).then(buildCategoryIndex);
  cache.set(db, { loadedAt: now, index });
  index.catch(() => {
    if (cache.get(db)?.index === index) cache.delete(db);
  });
  return index;
}

/**
 * The tree as of catalogue version `version` (read from the database just before): the cached
 * copy if it was loaded at that version, a fresh one otherwise. A category staff hide is thus
 * gone from the very next listing, in every process.
 */
export function getCategoryIndexAt(db: Db, version: number, now = Date.now()): Promise<CategoryIndex> {
  const entry = cache.get(db);
  if (entry && entry.version === version) return entry.index;
  const index = listAllCategories(db).then(buildCategoryIndex);
  cache.set(db, { loadedAt: now, index, version });
  index.catch(() => {
    if (cache.get(db)?.index === index) cache.delete(db);
  });
  return index;
}

/**
 * The cached tree, reloaded once if it does not know one of the given categories (one created
 * a moment ago); a category still unknown after that is treated as not visible.
 */
export async function getCategoryIndexCovering(
  db: Db,
  categoryIds: Iterable<number>,
): Promise<CategoryIndex> {
  const index = await getCategoryIndex(db);
  for (const id of categoryIds) {
    if (!index.byId.has(id)) {
      invalidateCategoryIndex(db);
      return getCategoryIndex(db);
    }
  }
  return index;
}

/**
 * The tree reloaded if the cached copy is older than `maxAgeMs`: a URL that names a category
 * the cache does not know may be one staff just created. The age floor keeps made-up URLs
 * from reloading the tree on every request.
 */
export function getCategoryIndexNewerThan(
  db: Db,
  maxAgeMs: number,
  now = Date.now(),
): Promise<CategoryIndex> {
  const entry = cache.get(db);
  if (entry && now - entry.loadedAt >= maxAgeMs) cache.delete(db);
  return getCategoryIndex(db, now);
}

/** Drops the cached tree, e.g. after staff edit categories in this process. */
export function invalidateCategoryIndex(db: Db): void {
  cache.delete(db);
}
