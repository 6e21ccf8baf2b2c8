import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { commonVariableListQuerySchema, seoListQuerySchema } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { pageOf } from '../../db/page';
import { commonVariables, seoData } from '../../db/schema';

export type SeoRow = typeof seoData.$inferSelect;
export type CommonVariableRow = typeof commonVariables.$inferSelect;

export async function listSeoRows(db: DbOrTx, query: z.infer<typeof seoListQuerySchema>) {
  const where = query.q
    ? or(
        ilike(seoData.route, containing(query.q)),
        ilike(seoData.titleUa, containing(query.q)),
        ilike(seoData.titleRu, containing(query.q)),
      )
    : undefined;
  return pageOf(
    query,
    db
      .select()
      .from(seoData)
      .where(where)
      .orderBy(query.order === 'ASC' ? asc(seoData.route) : desc(seoData.route))
      .$dynamic(),
    db.select({ value: count() }).from(seoData).where(where),
  );
}

export async function findSeoRow(db: DbOrTx, route: string, lock = false): Promise<SeoRow | null> {
  const query = db.select().from(seoData).where(eq(seoData.route, route));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateSeoRow(
  db: DbOrTx,
  route: string,
  values: Omit<SeoRow, 'route'>,
): Promise<SeoRow | null> {
  const [row] = await db.update(seoData).set(values).where(eq(seoData.route, route)).returning();
  return row ?? null;
}

export async function listCommonVariableRows(
  db: DbOrTx,
  query: z.infer<typeof commonVariableListQuerySchema>,
) {
  const where = query.q
    ? or(ilike(commonVariables.key, containing(query.q)), ilike(commonVariables.value, containing(query.q)))
    : undefined;
  return pageOf(
    query,
    db
      .select()
      .from(commonVariables)
      .where(where)
      .orderBy(query.order === 'ASC' ? asc(commonVariables.key) : desc(commonVariables.key))
      .$dynamic(),
    db.select({ value: count() }).from(commonVariables).where(where),
  );
}

export async function findCommonVariableRow(
  db: DbOrTx,
  key: string,
  lock = false,
): Promise<CommonVariableRow | null> {
  const query = db.select().from(commonVariables).where(eq(commonVariables.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateCommonVariableRow(
  db: DbOrTx,
  key: string,
  value: string,
): Promise<CommonVariableRow | null> {
  const [row] = await db
    .update(commonVariables)
    .set({ value })
    .where(eq(commonVariables.key, key))
    .returning();
  return row ?? null;
}
