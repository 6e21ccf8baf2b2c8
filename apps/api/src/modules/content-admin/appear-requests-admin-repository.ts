import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { appearRequestListQuerySchema, Locale } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { pageOf } from '../../db/page';
import { appearRequests, products } from '../../db/schema';

type ListQuery = z.infer<typeof appearRequestListQuerySchema>;

const columns = {
  id: appearRequests.id,
  productId: appearRequests.productId,
  productName: products.nameUa,
  productArticle: products.article,
  mail: appearRequests.mail,
  locale: appearRequests.locale,
  createdAt: appearRequests.createdAt,
  notifiedAt: appearRequests.notifiedAt,
};
export interface AppearRequestRow {
  id: number;
  productId: number;
  productName: string;
  productArticle: string;
  mail: string;
  locale: Locale;
  createdAt: Date;
  notifiedAt: Date | null;
}

export async function listAppearRequestRows(db: DbOrTx, query: ListQuery) {
  const conditions: SQL[] = [];
  if (query.status === 'pending') conditions.push(isNull(appearRequests.notifiedAt));
  if (query.status === 'notified') conditions.push(isNotNull(appearRequests.notifiedAt));
  if (query.productId) conditions.push(eq(appearRequests.productId, query.productId));
  if (query.q) {
    const like = containing(query.q);
    const match = or(
      ilike(appearRequests.mail, like),
      ilike(products.article, like),
      ilike(products.nameUa, like),
      ilike(products.nameRu, like),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const column = {
    createdAt: appearRequests.createdAt,
    id: appearRequests.id,
    notifiedAt: appearRequests.notifiedAt,
  }[query.sort];
  const direction = query.order === 'ASC' ? asc : desc;
  const { rows, total } = await pageOf(
    query,
    db
      .select(columns)
      .from(appearRequests)
      .innerJoin(products, eq(products.id, appearRequests.productId))
      .where(where)
      .orderBy(direction(column), direction(appearRequests.id))
      .$dynamic(),
    db
      .select({ value: count() })
      .from(appearRequests)
      .innerJoin(products, eq(products.id, appearRequests.productId))
      .where(where),
  );
  return { rows: rows satisfies AppearRequestRow[], total };
}

export async function findAppearRequestRow(db: DbOrTx, id: number): Promise<AppearRequestRow | null> {
  const [row] = await db
    .select(columns)
    .from(appearRequests)
    .innerJoin(products, eq(products.id, appearRequests.productId))
    .where(eq(appearRequests.id, id));
  return row ?? null;
}
