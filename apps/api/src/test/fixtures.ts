import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, productSizes, products } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { insertUser, type UserRow } from '../modules/users/users-repository';
import type { App } from '../types';

/** Makes (or finds) the category path, e.g. ['picture-by-numbers', 'animals']; answers the leaf id. */
export async function ensureCategoryPath(db: Db, path: string[], hidden: string[] = []): Promise<number> {
  let parentId: number | null = null;
  for (const type of path) {
    const where = and(
      eq(categories.type, type),
      parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
    );
    const [found] = await db.select().from(categories).where(where).limit(1);
    if (found) {
      parentId = found.id;
      continue;
    }
    const [row]: { id: number }[] = await db
      .insert(categories)
      .values({ type, parentId, nameUa: `${type} ua`, nameRu: `${type} ru`, isHidden: hidden.includes(type) })
      .returning();
    parentId = row!.id;
  }
  if (parentId === null) throw new Error('empty category path');
  return parentId;
}

export async function ensureSize(db: Db, value: string, isHidden = false): Promise<void> {
  await db.insert(productSizes).values({ value, isHidden }).onConflictDoNothing();
}

let articleCounter = 0;
export type ProductFixture = Partial<typeof products.$inferInsert> & { categoryPath?: string[] };

/** A product with sensible defaults (kopiyky prices); answers its row. */
export async function insertProduct(db: Db, fixture: ProductFixture = {}) {
  const { categoryPath = ['picture-by-numbers', 'animals'], ...values } = fixture;
  const categoryId = values.categoryId ?? (await ensureCategoryPath(db, categoryPath));
  const size = values.size ?? '40x50';
  await ensureSize(db, size);
  articleCounter += 1;
  const [row] = await db
    .insert(products)
    .values({
      article: `T${String(articleCounter).padStart(5, '0')}${Math.random().toString(36).slice(2, 5)}`,
      nameUa: 'Картина за номерами «Тест»',
      nameRu: 'Картина по номерам «Тест»',
      price: 50000,
      subject: 'animals',
      difficulty: 3,
      stock: 10,
      labels: [],
      ...values,
      size,
      categoryId,
    })
    .returning();
  return row!;
}

export const testPassword = 'correct-horse-1';

/** A user straight in the database with a token, for tests of modules other than auth. */
export async function createTestUser(
  app: App,
  overrides: Partial<Parameters<typeof insertUser>[1]> = {},
): Promise<{ user: UserRow; accessToken: string; csrfToken: string; authHeader: { authorization: string } }> {
  const user = await insertUser(app.deps.db, {
    mail: `user-${Math.random().toString(36).slice(2)}@example.com`,
    passwordHash: await hashPassword(testPassword),
    firstName: 'Олена',
    lastName: 'Коваль',
    phone: '+380671234567',
    ...overrides,
  });
  if (!user) throw new Error('test user not created');
  const { accessToken, csrfToken } = await app.deps.tokens.issue(user);
  return { user, accessToken, csrfToken, authHeader: { authorization: `Bearer ${accessToken}` } };
}
