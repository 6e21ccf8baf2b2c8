import type { AdminFeeds } from '@kartyna/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { getCategoryIndex } from '../catalog/category-index';
import { feedFormats } from './feeds-service';
import {
  leftOutProducts,
  listableCount,
  listFeedReads,
  productExistsForFeeds,
  setExcluded,
} from './feeds-repository';

const LEFT_OUT_SHOWN = 200;

/** GET /api/admin/feeds: each feed's address, what it lists, when a marketplace last read it, and what is left out. */
export async function feedsForStaff(db: Db, shopUrl: string): Promise<AdminFeeds> {
  const index = await getCategoryIndex(db);
  const visible = [...index.visibleIds];
  const [entries, reads, leftOut] = await Promise.all([
    listableCount(db, visible),
    listFeedReads(db),
    leftOutProducts(db, visible, LEFT_OUT_SHOWN),
  ]);
  return {
    feeds: feedFormats.map((format) => {
      const read = reads.find((r) => r.file === format.file);
      return {
        file: format.file,
        title: format.title,
        url: `${shopUrl.replace(/\/$/, '')}/feeds/${format.file}`,
        entries,
        lastReadAt: read?.readAt.toISOString() ?? null,
        lastReader: read?.reader ?? null,
        lastReadEntries: read?.entries ?? null,
      };
    }),
    leftOut: leftOut.items.map((p) => ({
      productId: p.id,
      article: p.article,
      nameUa: p.nameUa,
      reasons: [
        ...(p.excluded ? (['excluded'] as const) : []),
        ...(p.noPicture ? (['no_picture'] as const) : []),
        ...(p.noPrice ? (['no_price'] as const) : []),
      ],
    })),
    leftOutTotal: leftOut.total,
  };
}

/** Staff leave a product out of every marketplace, or put it back; audited. */
export async function setProductOnMarketplaces(
  db: Db,
  actor: StaffActor,
  productId: number,
  excluded: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await productExistsForFeeds(tx, productId))) throw notFound('not_found');
    await setExcluded(tx, productId, excluded, actor.id);
    await recordAudit(tx, actor, {
      action: 'product.marketplaces',
      entity: 'product',
      entityId: productId,
      after: { onMarketplaces: !excluded },
    });
  });
}
