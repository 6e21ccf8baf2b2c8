import {
  labels as labelOrder,
  mosaicSubjects,
  pictureSubjects,
  type Difficulty,
  type Label,
  type ProductSize,
  type Subject,
} from '@kartyna/domain';
import { accessoryItems, type GoodsItem } from './accessory-items.js';
import { accessoryToolItems, homeGoodsItems } from './accessory-tools.js';
import { kitItems } from './kit-items.js';
import { comboTitles, mosaicTitles } from './mosaic-titles.js';
import { pickPalette } from './palettes.js';
import { pictureTitles, type TitlePair } from './picture-titles.js';
import { describeCombo, describeMosaic, describePicture, dims, type Texts } from './product-descriptions.js';
import { mulberry32, pick, pickWeighted, randInt, shuffled, type Rng } from './prng.js';

export interface SeedProduct {
  article: string;
  nameUa: string;
  nameRu: string;
  descriptionUa: string;
  descriptionRu: string;
  /** Kopiyky, integer. */
  price: number;
  /** Kopiyky, lower than price; present exactly when labels include 'sale'. */
  discountPrice: number | null;
  /** Category types from the root, e.g. ['picture-by-numbers', 'animals', 'cats']. */
  categoryPath: string[];
  subject: Subject;
  size: ProductSize;
  difficulty: Difficulty;
  labels: Label[];
  stock: number;
  createdDaysAgo: number;
  /** 4-6 hex colours for the placeholder painter. */
  palette: string[];
}

type Draft = Omit<SeedProduct, 'discountPrice' | 'labels' | 'stock' | 'createdDaysAgo'>;

type Range = readonly [min: number, max: number];

/** UAH price ranges by canvas size. */
const picturePrices: Partial<Record<ProductSize, Range>> = {
  '25x25': [199, 299],
  '30x30': [229, 349],
  '28x40': [249, 379],
  '30x40': [279, 449],
  '40x40': [319, 549],
  '40x50': [329, 699],
  '50x50': [429, 799],
  '50x60': [449, 899],
  '40x60': [419, 749],
  '40x70': [469, 849],
  '40x80': [529, 949],
  '40x95': [599, 1049],
  '60x80': [699, 1199],
};
const mosaicPrices: Partial<Record<ProductSize, Range>> = {
  '25x25': [399, 449],
  '30x30': [399, 499],
  '28x40': [399, 549],
  '30x40': [399, 549],
  '40x40': [449, 699],
  '40x50': [449, 799],
  '50x50': [549, 899],
  '50x60': [599, 949],
  '40x60': [549, 899],
  '40x70': [649, 999],
  '40x80': [699, 1049],
  '40x95': [799, 1149],
  '60x80': [899, 1199],
};

const pictureSizeWeights: readonly (readonly [ProductSize, number])[] = [
  ['40x50', 45],
  ['50x60', 12],
  ['30x40', 10],
  ['40x60', 6],
  ['50x50', 5],
  ['40x80', 4],
  ['40x70', 3],
  ['60x80', 3],
  ['30x30', 3],
  ['40x40', 3],
  ['40x95', 2],
  ['25x25', 2],
  ['28x40', 2],
];
const childrenSizeWeights: readonly (readonly [ProductSize, number])[] = [
  ['30x30', 3],
  ['25x25', 2],
  ['30x40', 4],
  ['40x50', 2],
];
const mosaicSizeWeights: readonly (readonly [ProductSize, number])[] = [
  ['40x50', 40],
  ['30x40', 15],
  ['50x60', 10],
  ['40x60', 8],
  ['50x50', 6],
  ['40x40', 5],
  ['30x30', 5],
  ['60x80', 3],
  ['40x80', 3],
  ['40x95', 2],
  ['25x25', 2],
  ['28x40', 1],
];
const difficultyWeights: readonly (readonly [Difficulty, number])[] = [
  [1, 12],
  [2, 24],
  [3, 32],
  [4, 21],
  [5, 11],
];
/** Colour counts that agree grammatically with the plural genitive in both languages. */
const colourCounts = [15, 16, 17, 18, 19, 20, 25, 26, 27, 28, 29, 30, 35, 36] as const;

function difficultyFor(rng: Rng, subject: string): Difficulty {
  if (subject === 'for-children') return pick(rng, [1, 1, 2] as const);
  if (subject === 'reproduction' || subject === 'icons-and-angels') return pick(rng, [4, 5, 5] as const);
  if (subject === 'golden-picture' || subject === 'composition-metalic') return pick(rng, [3, 4] as const);
  return pickWeighted(rng, difficultyWeights);
}

/** A price in UAH ending in 9, higher for harder pictures, as kopiyky. */
function priceFor(rng: Rng, range: Range | undefined, difficulty: Difficulty): number {
  const [min, max] = range ?? [399, 699];
  const t = Math.min(1, 0.1 + (0.55 * (difficulty - 1)) / 4 + 0.35 * rng());
  const raw = min + (max - min) * t;
  const uah = Math.min(max, Math.max(min, Math.round(raw / 10) * 10 - 1));
  return uah * 100;
}

function articleMaker(prefix: string, start: number): (rng: Rng) => string {
  let next = start;
  return (rng) => {
    const value = next;
    next += randInt(rng, 1, 6);
    return `${prefix}${String(value).padStart(4, '0')}`;
  };
}

function pictureName(subject: string, t: Texts, size: ProductSize): Texts {
  const d = dims(size);
  if (subject === 'golden-picture')
    return {
      ua: `Золота картина за номерами «${t.ua}» ${d}`,
      ru: `Золотая картина по номерам «${t.ru}» ${d}`,
    };
  if (subject === 'composition-metalic')
    return {
      ua: `Картина за номерами з металіком «${t.ua}» ${d}`,
      ru: `Картина по номерам с металликом «${t.ru}» ${d}`,
    };
  if (subject === 'for-children')
    return {
      ua: `Дитяча картина за номерами «${t.ua}» ${d}`,
      ru: `Детская картина по номерам «${t.ru}» ${d}`,
    };
  return { ua: `Картина за номерами «${t.ua}» ${d}`, ru: `Картина по номерам «${t.ru}» ${d}` };
}

const toTexts = ([ua, ru]: TitlePair): Texts => ({ ua, ru });

function buildPictures(rng: Rng, out: Draft[]): void {
  const article = articleMaker('KH', 1001);
  const groups: { path: string[]; subject: Subject; key: string }[] = [];
  for (const subject of pictureSubjects) {
    groups.push({ path: ['picture-by-numbers', subject], subject, key: subject });
    if (subject === 'animals') {
      for (const leaf of ['cats', 'dogs'])
        groups.push({ path: ['picture-by-numbers', 'animals', leaf], subject, key: leaf });
    }
  }
  for (const group of groups) {
    const titles = pictureTitles[group.key] ?? [];
    titles.forEach((pair, index) => {
      const metallic = group.subject === 'golden-picture' || group.subject === 'composition-metalic';
      const first: ProductSize = pickWeighted(
        rng,
        group.subject === 'for-children' ? childrenSizeWeights : pictureSizeWeights,
      );
      // The first two metallic titles also come in a larger size, as real shops do.
      const sizes: ProductSize[] = metallic && index < 2 ? ['40x50', '50x60'] : [first];
      for (const size of sizes) {
        const title = toTexts(pair);
        const difficulty = difficultyFor(rng, group.subject);
        const colours = pick(rng, colourCounts);
        const name = pictureName(group.subject, title, size);
        const desc = describePicture(rng, title, size, difficulty, colours, metallic);
        out.push({
          article: article(rng),
          nameUa: name.ua,
          nameRu: name.ru,
          descriptionUa: desc.ua,
          descriptionRu: desc.ru,
          price: priceFor(rng, picturePrices[size], difficulty),
          categoryPath: group.path,
          subject: group.subject,
          size,
          difficulty,
          palette: pickPalette(rng, group.subject),
        });
      }
    });
  }
}

function buildMosaics(rng: Rng, out: Draft[]): void {
  const article = articleMaker('AM', 2301);
  for (const subject of mosaicSubjects) {
    for (const pair of mosaicTitles[subject] ?? []) {
      const title = toTexts(pair);
      const size = pickWeighted(rng, mosaicSizeWeights);
      const difficulty = difficultyFor(rng, subject);
      const desc = describeMosaic(rng, title, size, pick(rng, colourCounts));
      out.push({
        article: article(rng),
        nameUa: `Алмазна мозаїка «${title.ua}» ${dims(size)}`,
        nameRu: `Алмазная мозаика «${title.ru}» ${dims(size)}`,
        descriptionUa: desc.ua,
        descriptionRu: desc.ru,
        price: priceFor(rng, mosaicPrices[size], difficulty),
        categoryPath: ['mosaik', subject],
        subject,
        size,
        difficulty,
        palette: pickPalette(rng, subject),
      });
    }
  }
}

function buildCombos(rng: Rng, out: Draft[]): void {
  const article = articleMaker('KM', 3101);
  for (const [ua, ru, subjectName] of comboTitles) {
    const subject = subjectName as Subject;
    const size = pick(rng, ['40x50', '40x50', '50x60', '40x60'] as const);
    const difficulty = pick(rng, [2, 3, 3, 4] as const);
    const desc = describeCombo({ ua, ru }, size, pick(rng, colourCounts));
    const range: Range = size === '40x50' ? [599, 899] : [699, 999];
    out.push({
      article: article(rng),
      nameUa: `Комбінована техніка «${ua}» ${dims(size)}`,
      nameRu: `Комбинированная техника «${ru}» ${dims(size)}`,
      descriptionUa: desc.ua,
      descriptionRu: desc.ru,
      price: priceFor(rng, range, difficulty),
      categoryPath: ['combo-technique'],
      subject,
      size,
      difficulty,
      palette: pickPalette(rng, subject),
    });
  }
}

function buildGoods(
  rng: Rng,
  out: Draft[],
  items: readonly GoodsItem[],
  root: string,
  prefix: string,
  start: number,
): void {
  const article = articleMaker(prefix, start);
  for (const item of items) {
    out.push({
      article: article(rng),
      nameUa: item.ua,
      nameRu: item.ru,
      descriptionUa: item.descUa,
      descriptionRu: item.descRu,
      price: item.priceUah * 100,
      categoryPath: [root, item.subject],
      subject: item.subject,
      size: item.size,
      difficulty: item.difficulty ?? 1,
      palette: pickPalette(rng, item.subject),
    });
  }
}

/** Rounds a discounted UAH price down to end in 9 while keeping a 10-30 % discount. */
function discountFor(rng: Rng, price: number): number {
  const uah = price / 100;
  const percent = randInt(rng, 12, 28);
  const target = uah * (1 - percent / 100);
  let value = Math.floor(target / 10) * 10 + 9;
  if (value > uah * 0.9 || value < uah * 0.7) value = Math.round(target);
  return value * 100;
}

function take(order: readonly number[], count: number, allowed: (i: number) => boolean): Set<number> {
  const chosen = new Set<number>();
  for (const i of order) {
    if (chosen.size >= count) break;
    if (allowed(i)) chosen.add(i);
  }
  return chosen;
}

/** The demo catalogue: deterministic, ~190 products over every visible category. */
export function generateSeedProducts(): SeedProduct[] {
  const rng = mulberry32(20240917);
  const drafts: Draft[] = [];
  buildGoods(rng, drafts, kitItems, 'kits', 'KT', 501);
  buildPictures(rng, drafts);
  buildMosaics(rng, drafts);
  buildCombos(rng, drafts);
  buildGoods(rng, drafts, [...accessoryItems, ...accessoryToolItems], 'accessories', 'AC', 101);
  buildGoods(rng, drafts, homeGoodsItems, 'home-goods', 'HG', 101);

  const n = drafts.length;
  const indices = drafts.map((_, i) => i);
  const lrng = mulberry32(7051994);
  const sale = take(shuffled(lrng, indices), Math.round(n * 0.2), () => true);
  const top = take(shuffled(lrng, indices), Math.round(n * 0.15), () => true);
  const fresh = take(shuffled(lrng, indices), Math.round(n * 0.15), (i) => !top.has(i));
  // Preorders are never discounted; they arrive later, so they are not bestsellers either.
  const preorder = take(shuffled(lrng, indices), Math.round(n * 0.06), (i) => !sale.has(i) && !top.has(i));
  const soldOut = take(shuffled(lrng, indices), 10, (i) => !preorder.has(i) && !fresh.has(i));

  return drafts.map((draft, i) => {
    const set = new Set<Label>();
    if (sale.has(i)) set.add('sale');
    if (preorder.has(i)) set.add('preorder');
    if (fresh.has(i)) set.add('new');
    if (top.has(i)) set.add('top-sales');
    if (draft.subject === 'golden-picture' || draft.subject === 'composition-metalic') set.add('metallic');
    const productLabels = labelOrder.filter((l) => set.has(l));
    const stock = preorder.has(i) || soldOut.has(i) ? 0 : Math.max(1, Math.ceil(40 * lrng() ** 1.4));
    const createdDaysAgo = fresh.has(i) ? randInt(lrng, 0, 29) : randInt(lrng, 30, 400);
    return {
      ...draft,
      discountPrice: sale.has(i) ? discountFor(lrng, draft.price) : null,
      labels: productLabels,
      stock,
      createdDaysAgo,
    };
  });
}
