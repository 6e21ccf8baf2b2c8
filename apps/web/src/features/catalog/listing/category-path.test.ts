import type { CategoryNode } from '@kartyna/domain';
import { describe, expect, it } from 'vitest';
import { catalogPath, childrenOf, resolveCategoryPath } from './category-path';

const node = (type: string, children: CategoryNode[] = [], isHidden = false): CategoryNode => ({
  type,
  name: { ua: type, ru: type },
  isHidden,
  children,
});

const tree = [
  node('picture-by-numbers', [node('animals', [node('cats'), node('dogs')]), node('flowers')]),
  node('kits', [node('money', [], true)]),
];

describe('resolveCategoryPath', () => {
  it('matches types at every depth', () => {
    expect(resolveCategoryPath(tree, ['picture-by-numbers', 'animals', 'cats'])?.map((n) => n.type)).toEqual([
      'picture-by-numbers',
      'animals',
      'cats',
    ]);
    expect(resolveCategoryPath(tree, [])).toEqual([]);
  });

  it('accepts the underscore spelling', () => {
    expect(resolveCategoryPath(tree, ['picture_by_numbers'])?.[0]?.type).toBe('picture-by-numbers');
  });

  it('answers null for an unknown, misplaced or hidden segment', () => {
    expect(resolveCategoryPath(tree, ['nope'])).toBeNull();
    expect(resolveCategoryPath(tree, ['kits', 'animals'])).toBeNull();
    expect(resolveCategoryPath(tree, ['kits', 'money'])).toBeNull();
  });
});

describe('childrenOf and catalogPath', () => {
  it('lists the visible children of the current node', () => {
    expect(childrenOf(tree, []).map((n) => n.type)).toEqual(['picture-by-numbers', 'kits']);
    const kits = resolveCategoryPath(tree, ['kits']) ?? [];
    expect(childrenOf(tree, kits)).toEqual([]);
  });

  it('builds the path', () => {
    expect(catalogPath([])).toBe('/catalog');
    expect(catalogPath(['a', 'b'])).toBe('/catalog/a/b');
  });
});
