import { and, count, eq, isNull } from 'drizzle-orm';
import type { App } from '../types';
import type { Db } from './client';
import {
  categories,
  clientWorks,
  commonVariables,
  productSizes,
  products,
  seoData,
  testimonials,
} from './schema';
import { mediaUrl } from '../integrations/storage/file-storage';
import { demoProductPictureKey, demoWorkPictureKey } from './demo-picture-painters';
import {
  generateSeedProducts,
  seedCategoryTree,
  seedClientWorks,
  seedCommonVariables,
  seedProductSizes,
  seedSeoData,
  seedTestimonials,
  type SeedCategory,
} from './seed-data';

const DAY = 24 * 60 * 60 * 1000;

async function seedCategories(
  db: Db,
  nodes: SeedCategory[],
  parentId: number | null,
  paths: Map<string, number>,
  prefix: string[],
) {
  for (const [position, node] of nodes.entries()) {
    const where = and(
      eq(categories.type, node.type),
      parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
    );
    let [row] = await db.select({ id: categories.id }).from(categories).where(where).limit(1);
    row ??= (
      await db
        .insert(categories)
        .values({
          type: node.type,
          parentId,
          nameUa: node.nameUa,
          nameRu: node.nameRu,
          isHidden: node.isHidden ?? false,
          position,
        })
        .returning({ id: categories.id })
    )[0];
    if (!row) throw new Error(`category ${node.type} not seeded`);
    const path = [...prefix, node.type];
    paths.set(path.join('/'), row.id);
    await seedCategories(db, node.children ?? [], row.id, paths, path);
  }
}

/**
 * The category tree and the sizes, added where missing; returns the category ids by path
 * ("picture-by-numbers/animals"). Shared with the scale seed (seed-scale.ts).
 */
export async function seedCatalogueFrame(db: Db): Promise<Map<string, number>> {
  const categoryIds = new Map<string, number>();
  await seedCategories(db, seedCategoryTree, null, categoryIds, []);
  await db.insert(productSizes).values(seedProductSizes).onConflictDoNothing();
  return categoryIds;
}

/** Seeds the demo shop on first start; running it again adds only what is missing. */
export async function seedDatabase(app: App): Promise<void> {
  const { db } = app.deps;
  const started = Date.now();

  const categoryIds = await seedCatalogueFrame(db);
  await db.insert(seoData).values(seedSeoData).onConflictDoNothing();
  await db.insert(commonVariables).values(seedCommonVariables).onConflictDoNothing();

  const seedProducts = generateSeedProducts();
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) < seedProducts.length) {
    app.log.info(`seeding ${seedProducts.length} demo products…`);
    const now = Date.now();
    const rows = seedProducts.map((p) => {
      const categoryId = categoryIds.get(p.categoryPath.join('/'));
      if (!categoryId)
        throw new Error(`seed product ${p.article}: unknown category ${p.categoryPath.join('/')}`);
      const created = new Date(now - p.createdDaysAgo * DAY);
      return {
        article: p.article,
        nameUa: p.nameUa,
        nameRu: p.nameRu,
        descriptionUa: p.descriptionUa,
        descriptionRu: p.descriptionRu,
        price: p.price,
        discountPrice: p.discountPrice,
        categoryId,
        subject: p.subject,
        size: p.size,
        difficulty: p.difficulty,
        labels: p.labels,
        stock: p.stock,
        images: [mediaUrl(demoProductPictureKey(p.article))],
        createdAt: created,
        updatedAt: created,
      };
    });
    await db.insert(products).values(rows).onConflictDoNothing();
  }

  const [works] = await db.select({ n: count() }).from(clientWorks);
  if (!works?.n) {
    for (const w of seedClientWorks) {
      const imageUrl = mediaUrl(demoWorkPictureKey(w.position));
      await db.insert(clientWorks).values({
        imageUrl,
        titleUa: w.titleUa,
        titleRu: w.titleRu,
        authorName: w.authorName,
        position: w.position,
      });
    }
  }

  const [reviews] = await db.select({ n: count() }).from(testimonials);
  if (!reviews?.n) {
    const now = Date.now();
    await db.insert(testimonials).values(
      seedTestimonials.map((t) => ({
        name: t.name,
        rating: t.rating,
        phone: t.phone,
        email: t.email,
        text: t.text,
        reply: t.reply,
        status: 'approved' as const,
        createdAt: new Date(now - t.createdDaysAgo * DAY),
      })),
    );
  }
  app.log.info(`demo data ready in ${Date.now() - started} ms`);
}
