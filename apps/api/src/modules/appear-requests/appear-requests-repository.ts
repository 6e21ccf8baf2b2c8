import type { Locale } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { appearRequests } from '../../db/schema';

/** One request per product and mail (unique index on lower(mail)); a repeat changes nothing. */
export async function insertAppearRequest(
  db: DbOrTx,
  request: { productId: number; mail: string; locale: Locale },
): Promise<boolean> {
  const inserted = await db
    .insert(appearRequests)
    .values(request)
    .onConflictDoNothing()
    .returning({ id: appearRequests.id });
  return inserted.length > 0;
}
