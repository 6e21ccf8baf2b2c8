import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * One page of a back-office list: the repository's own select (made `$dynamic()`, already
 * filtered and sorted) cut to the asked page, and its count, run side by side.
 */
export async function pageOf<T extends PgSelect>(
  query: { page: number; perPage: number },
  rows: T,
  count: PromiseLike<{ value: number }[]>,
): Promise<{ rows: Awaited<T>; total: number }> {
  const [page, [total]] = await Promise.all([
    rows.limit(query.perPage).offset((query.page - 1) * query.perPage),
    count,
  ]);
  return { rows: page as Awaited<T>, total: total?.value ?? 0 };
}
