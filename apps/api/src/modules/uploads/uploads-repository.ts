import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: DbOrTx, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload row not inserted');
  return row;
}

/** The storage keys among `keys` that are uploads of ours (photo orders accept nothing else). */
export async function findUploadedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(inArray(uploads.storageKey, keys));
  return new Set(rows.map((r) => r.storageKey));
}
