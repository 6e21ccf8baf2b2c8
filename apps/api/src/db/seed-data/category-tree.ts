import {
  accessorySubjects,
  homeGoodsSubjects,
  kitSubjects,
  mosaicSubjects,
  pictureSubjects,
  subjectNames,
  type Subject,
} from '@kartyna/domain';

export interface SeedCategory {
  type: string;
  nameUa: string;
  nameRu: string;
  isHidden?: boolean;
  children?: SeedCategory[];
}

/** Display names of every product type (subject): the domain's, shared with the back office. */
export const seedSubjectNames = subjectNames;

function subjectNode(subject: Subject, extra: Partial<SeedCategory> = {}): SeedCategory {
  const names = seedSubjectNames[subject];
  return { type: subject, nameUa: names.ua, nameRu: names.ru, ...extra };
}

/** Third level under picture-by-numbers -> animals. */
const animalChildren: SeedCategory[] = [
  { type: 'cats', nameUa: 'Коти', nameRu: 'Коты' },
  { type: 'dogs', nameUa: 'Собаки', nameRu: 'Собаки' },
];

/** The subject hidden from the storefront (kept to exercise isHidden filtering). */
export const hiddenSeedSubcategory = { parent: 'kits', type: 'money' } as const;

export const seedCategoryTree: SeedCategory[] = [
  {
    type: 'kits',
    nameUa: 'Набори',
    nameRu: 'Наборы',
    children: kitSubjects.map((s) =>
      subjectNode(s, s === hiddenSeedSubcategory.type ? { isHidden: true } : {}),
    ),
  },
  {
    type: 'picture-by-numbers',
    nameUa: 'Картини за номерами',
    nameRu: 'Картины по номерам',
    children: pictureSubjects.map((s) => subjectNode(s, s === 'animals' ? { children: animalChildren } : {})),
  },
  {
    type: 'mosaik',
    nameUa: 'Алмазна мозаїка',
    nameRu: 'Алмазная мозаика',
    children: mosaicSubjects.map((s) => subjectNode(s)),
  },
  { type: 'combo-technique', nameUa: 'Комбінована техніка', nameRu: 'Комбинированная техника' },
  {
    type: 'accessories',
    nameUa: 'Аксесуари',
    nameRu: 'Аксессуары',
    children: accessorySubjects.map((s) => subjectNode(s)),
  },
  {
    type: 'home-goods',
    nameUa: 'Товари для дому',
    nameRu: 'Товары для дома',
    children: homeGoodsSubjects.map((s) => subjectNode(s)),
  },
  { type: 'other', nameUa: 'Інше', nameRu: 'Другое', isHidden: true },
];

/** Finds the node a path of types leads to, or null. */
export function findSeedCategory(
  path: readonly string[],
  tree: readonly SeedCategory[] = seedCategoryTree,
): SeedCategory | null {
  let level: readonly SeedCategory[] = tree;
  let node: SeedCategory | null = null;
  for (const type of path) {
    node = level.find((c) => c.type === type) ?? null;
    if (!node) return null;
    level = node.children ?? [];
  }
  return node;
}
