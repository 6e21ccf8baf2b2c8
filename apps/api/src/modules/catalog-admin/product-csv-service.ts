import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AdminProductFilter } from '@kartyna/domain';
import type { Db } from '../../db/client';
import { getCategoryIndex } from '../catalog/category-index';
import { toAdminProduct } from './admin-product-dto';
import { categoryScope } from './product-admin-service';
import { exportProductRows } from './product-admin-repository';
import { csvHead, csvLines } from './product-csv-format';

/**
 * Products read per query of a streamed export: memory stays flat at any catalogue size, and
 * the embedded database (which reads on this thread) holds the event loop a few ms a batch.
 */
export const EXPORT_BATCH = 250;

/**
 * The products the filter matches as CSV text pieces: the head, then one piece per batch of
 * EXPORT_BATCH products by id. Streamed to the client as it is read (issue #15: 100,000
 * products were ~50 MB held in memory at once).
 */
export async function* exportProductsCsv(db: Db, filter: AdminProductFilter): AsyncGenerator<string> {
  const scope = await categoryScope(db, filter);
  const index = await getCategoryIndex(db);
  yield csvHead();
  if (scope && scope.length === 0) return;
  let afterId = 0;
  for (;;) {
    const rows = await exportProductRows(db, filter, scope, afterId, EXPORT_BATCH);
    if (rows.length) yield csvLines(rows.map((row) => toAdminProduct(row, index)));
    // The embedded database answers without real I/O: give other requests their turn.
    await nextTurn();
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    afterId = last.id;
  }
}
