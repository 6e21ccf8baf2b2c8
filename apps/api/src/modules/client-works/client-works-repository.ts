import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientWorks } from '../../db/schema';

export async function listClientWorks(db: DbOrTx) {
  return db.select().from(clientWorks).orderBy(asc(clientWorks.position), asc(clientWorks.id));
}
