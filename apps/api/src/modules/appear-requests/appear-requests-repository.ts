import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { appearRequests } from '../../db/schema';

/**
 * One request per product and mail (unique index on lower(mail)). A repeat while the request
 * waits changes nothing; a repeat after the shopper was notified (the product sold out again)
 * waits anew, in the language asked this time.
 */
export async function insertAppearRequest(
  db: DbOrTx,
  request: { productId: number; mail: string; locale: Locale },
): Promise<void> {
  // Spelled in SQL: the conflict target is the expression index on lower(mail).
  await db.execute(sql`
    insert into ${appearRequests} (product_id, mail, locale)
    values (${request.productId}, ${request.mail}, ${request.locale})
    on conflict (product_id, lower(mail)) do update
      set notified_at = null, locale = excluded.locale, created_at = now()
      where ${appearRequests}.notified_at is not null`);
}

/** Answers whether a row was there to delete. */
export async function deleteAppearRequestRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(appearRequests)
    .where(eq(appearRequests.id, id))
    .returning({ id: appearRequests.id });
  return rows.length > 0;
}
