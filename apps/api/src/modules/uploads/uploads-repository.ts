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

export interface UploadOwnership {
  storageKey: string;
  userId: number | null;
  guestOwner: string | null;
  /** of the stored, EXIF-oriented JPEG: what the painters get */
  width: number;
  height: number;
}

/**
 * The uploads of ours among `keys`, with who uploaded them (photo orders accept nothing else)
 * and their stored size (a photo order refuses one too small to paint, staff see one that is small).
 */
export async function findUploads(db: DbOrTx, keys: string[]): Promise<UploadOwnership[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      storageKey: uploads.storageKey,
      userId: uploads.userId,
      guestOwner: uploads.guestOwner,
      width: uploads.width,
      height: uploads.height,
    })
    .from(uploads)
    .where(inArray(uploads.storageKey, keys));
}
