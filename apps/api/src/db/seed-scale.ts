import { count, like } from 'drizzle-orm';
import { difficulties, labels as allLabels, productSizes as allSizes, type Label } from '@kartyna/domain';
import { mediaUrl } from '../integrations/storage/file-storage';
import type { Db } from './client';
import { demoProductPictureKey } from './demo-picture-painters';
import { products } from './schema';
import { seedCatalogueFrame } from './seed';
import { generateSeedProducts, mulberry32 } from './seed-data';

/**
 * A big synthetic catalogue for load tests (issue #15): `SC000001`… products spread over the
 * real category tree, every size, difficulty, label and price range, with names made of real
 * words so that a search has to sift through them. Product i is always the same product, so a
 * second run with the same count adds nothing and a larger count only tops up.
 */
export const SCALE_ARTICLE_PREFIX = 'SC';
export const scaleArticle = (i: number) => `${SCALE_ARTICLE_PREFIX}${String(i).padStart(6, '0')}`;

/** Adjectives in the form that agrees with the plural nouns below, Ukrainian and Russian. */
const adjectives: readonly (readonly [string, string])[] = [
  ['Сонячні', 'Солнечные'],
  ['Весняні', 'Весенние'],
  ['Осінні', 'Осенние'],
  ['Зимові', 'Зимние'],
  ['Літні', 'Летние'],
  ['Золоті', 'Золотые'],
  ['Ніжні', 'Нежные'],
  ['Яскраві', 'Яркие'],
  ['Тихі', 'Тихие'],
  ['Дикі', 'Дикие'],
  ['Чарівні', 'Волшебные'],
  ['Старі', 'Старые'],
  ['Сині', 'Синие'],
  ['Червоні', 'Красные'],
  ['Білі', 'Белые'],
  ['Ранкові', 'Утренние'],
  ['Вечірні', 'Вечерние'],
  ['Гірські', 'Горные'],
  ['Морські', 'Морские'],
  ['Лісові', 'Лесные'],
];
const nouns: readonly (readonly [string, string])[] = [
  ['квіти', 'цветы'],
  ['троянди', 'розы'],
  ['соняшники', 'подсолнухи'],
  ['тюльпани', 'тюльпаны'],
  ['півонії', 'пионы'],
  ['маки', 'маки'],
  ['коти', 'коты'],
  ['коні', 'лошади'],
  ['птахи', 'птицы'],
  ['метелики', 'бабочки'],
  ['гори', 'горы'],
  ['хвилі', 'волны'],
  ['вітрила', 'паруса'],
  ['вулиці', 'улицы'],
  ['мости', 'мосты'],
  ['маяки', 'маяки'],
  ['дерева', 'деревья'],
  ['поля', 'поля'],
  ['ангели', 'ангелы'],
  ['зорі', 'звёзды'],
  ['хмари', 'облака'],
  ['човни', 'лодки'],
  ['лебеді', 'лебеди'],
  ['олені', 'олени'],
];
const places: readonly (readonly [string, string])[] = [
  ['біля моря', 'у моря'],
  ['у саду', 'в саду'],
  ['на світанку', 'на рассвете'],
  ['в Одесі', 'в Одессе'],
  ['у Карпатах', 'в Карпатах'],
  ['під дощем', 'под дождём'],
  ['на заході сонця', 'на закате'],
  ['у лісі', 'в лесу'],
  ['над річкою', 'над рекой'],
  ['у Львові', 'во Львове'],
  ['взимку', 'зимой'],
  ['вночі', 'ночью'],
];

/** Prices spread from cheap accessories to big canvases, UAH ending in 9. */
const priceBands: readonly (readonly [number, number])[] = [
  [49, 199],
  [199, 499],
  [499, 999],
  [999, 1999],
  [1999, 4999],
];

type ProductInsert = typeof products.$inferInsert;

function pickAt<T>(list: readonly T[], at: number): T {
  const item = list[at];
  if (item === undefined) throw new Error('scale seed: empty list');
  return item;
}

/** Product number i (1-based) of the scale catalogue; a pure function of i. */
export function scaleProduct(
  i: number,
  templates: { categoryId: number; subject: string; image: string }[],
): ProductInsert {
  const rng = mulberry32(i * 2_654_435_761);
  const pickOf = <T>(list: readonly T[]): T => pickAt(list, Math.floor(rng() * list.length));
  const template = pickAt(templates, i % templates.length);
  const [adjUa, adjRu] = pickOf(adjectives);
  const [nounUa, nounRu] = pickOf(nouns);
  const [placeUa, placeRu] = rng() < 0.5 ? pickOf(places) : ['', ''];
  const [lo, hi] = pickOf(priceBands);
  const price = (Math.round((lo + (hi - lo) * rng()) / 10) * 10 + 9) * 100;
  const labels: Label[] = [];
  for (const label of allLabels) if (rng() < (label === 'sale' ? 0.2 : 0.08)) labels.push(label);
  const discountPrice = labels.includes('sale')
    ? Math.round((price * (0.6 + 0.3 * rng())) / 100) * 100
    : null;
  const soldOut = rng() < 0.1;
  const created = new Date(Date.UTC(2024, 0, 1) + i * 60_000);
  return {
    article: scaleArticle(i),
    nameUa: [adjUa, nounUa, placeUa].filter(Boolean).join(' '),
    nameRu: [adjRu, nounRu, placeRu].filter(Boolean).join(' '),
    descriptionUa: `${adjUa} ${nounUa}: набір для творчості.`,
    descriptionRu: `${adjRu} ${nounRu}: набор для творчества.`,
    price,
    discountPrice,
    categoryId: template.categoryId,
    subject: template.subject,
    size: pickOf(allSizes),
    difficulty: pickOf(difficulties),
    labels,
    stock: soldOut || labels.includes('preorder') ? 0 : 1 + Math.floor(rng() * 40),
    images: [template.image],
    createdAt: created,
    updatedAt: created,
  };
}

export interface ScaleSeedResult {
  before: number;
  added: number;
}

/**
 * Tops the scale catalogue up to `target` products in multi-row batches. The demo products
 * lend their category, subject and picture, so every product sits in a real category and
 * shows a picture the demo set already has.
 */
export async function seedScale(
  db: Db,
  target: number,
  options: { batch?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<ScaleSeedResult> {
  const categoryIds = await seedCatalogueFrame(db);
  const templates = generateSeedProducts().map((p) => {
    const categoryId = categoryIds.get(p.categoryPath.join('/'));
    if (!categoryId) throw new Error(`unknown category ${p.categoryPath.join('/')}`);
    return { categoryId, subject: p.subject, image: mediaUrl(demoProductPictureKey(p.article)) };
  });
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(like(products.article, `${SCALE_ARTICLE_PREFIX}%`));
  const before = row?.n ?? 0;
  // 17 columns a row: 1,000 rows stay well under PostgreSQL's 65,535 parameters a statement.
  const batch = options.batch ?? 1000;
  let added = 0;
  // Product numbers are dense from 1, so the existing count is where to go on from; a gap
  // left by a deleted product is skipped by the conflict clause, never filled twice.
  for (let from = before + 1; from <= target; from += batch) {
    const to = Math.min(target, from + batch - 1);
    const rows: ProductInsert[] = [];
    for (let i = from; i <= to; i += 1) rows.push(scaleProduct(i, templates));
    const inserted = await db
      .insert(products)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: products.id });
    added += inserted.length;
    options.onProgress?.(to - before, target - before);
  }
  return { before, added };
}
