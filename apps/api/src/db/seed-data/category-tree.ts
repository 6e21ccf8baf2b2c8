import {
  accessorySubjects,
  homeGoodsSubjects,
  kitSubjects,
  mosaicSubjects,
  pictureSubjects,
  type Subject,
} from '@kartyna/domain';

export interface SeedCategory {
  type: string;
  nameUa: string;
  nameRu: string;
  isHidden?: boolean;
  children?: SeedCategory[];
}

/** Display names of every product type (subject), in both locales. */
export const seedSubjectNames: Record<Subject, { ua: string; ru: string }> = {
  patriotic: { ua: 'Патріотичні', ru: 'Патриотические' },
  'golden-picture': { ua: 'Золоті картини', ru: 'Золотые картины' },
  'composition-metalic': { ua: 'Композиції з металіком', ru: 'Композиции с металликом' },
  people: { ua: 'Люди', ru: 'Люди' },
  animals: { ua: 'Тварини', ru: 'Животные' },
  flowers: { ua: 'Квіти', ru: 'Цветы' },
  kitchen: { ua: 'Для кухні', ru: 'Для кухни' },
  scenery: { ua: 'Пейзажі', ru: 'Пейзажи' },
  'still-life': { ua: 'Натюрморти', ru: 'Натюрморты' },
  reproduction: { ua: 'Репродукції', ru: 'Репродукции' },
  holidays: { ua: 'Свята', ru: 'Праздники' },
  winter: { ua: 'Зима', ru: 'Зима' },
  'character-and-heroes': { ua: 'Персонажі та герої', ru: 'Персонажи и герои' },
  'emi-dgadd': { ua: 'Емі Дгадд', ru: 'Эми Дгадд' },
  'space-and-abstraction': { ua: 'Космос та абстракція', ru: 'Космос и абстракция' },
  transport: { ua: 'Транспорт', ru: 'Транспорт' },
  'for-children': { ua: 'Для дітей', ru: 'Для детей' },
  men: { ua: 'Для чоловіків', ru: 'Для мужчин' },
  sea: { ua: 'Море', ru: 'Море' },
  cities: { ua: 'Міста', ru: 'Города' },
  'icons-and-angels': { ua: 'Ікони та ангели', ru: 'Иконы и ангелы' },
  anime: { ua: 'Аніме', ru: 'Аниме' },
  sport: { ua: 'Спорт', ru: 'Спорт' },
  money: { ua: 'Грошові', ru: 'Денежные' },
  'interior-solution': { ua: 'Інтер’єрні рішення', ru: 'Интерьерные решения' },
  'for-gift': { ua: 'На подарунок', ru: 'В подарок' },
  mosaik: { ua: 'Мозаїка', ru: 'Мозаика' },
  'acril-varnish': { ua: 'Акриловий лак', ru: 'Акриловый лак' },
  molbert: { ua: 'Мольберти', ru: 'Мольберты' },
  tassel: { ua: 'Пензлі', ru: 'Кисти' },
  dye: { ua: 'Фарби', ru: 'Краски' },
  canvas: { ua: 'Полотна на підрамнику', ru: 'Холсты на подрамнике' },
  'mosaik-stylus': { ua: 'Стилуси для мозаїки', ru: 'Стилусы для мозаики' },
  'gift-packing': { ua: 'Подарункове пакування', ru: 'Подарочная упаковка' },
  'picture-frames': { ua: 'Рамки для картин', ru: 'Рамки для картин' },
  'paper-and-pencils': { ua: 'Папір та олівці', ru: 'Бумага и карандаши' },
  'for-mosaik': { ua: 'Все для мозаїки', ru: 'Всё для мозаики' },
  organizers: { ua: 'Органайзери', ru: 'Органайзеры' },
  candle: { ua: 'Свічки', ru: 'Свечи' },
  kasko: { ua: 'Кашпо', ru: 'Кашпо' },
  stand: { ua: 'Підставки', ru: 'Подставки' },
  other: { ua: 'Інше', ru: 'Другое' },
};

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
