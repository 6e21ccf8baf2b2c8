import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { shopOriginOf } from '../../http/shop-origin';
import { getCategoryIndexAt, type CategoryIndex, type CategoryInfo } from '../catalog/category-index';
import { catalogVersionNow } from '../catalog/catalog-service';
import { feedProductOf, feedRefusalOf } from './feed-product';
import { exclusionsStamp, feedRowsAfter, lastProductChange, recordFeedRead } from './feeds-repository';
import type { FeedContext, FeedFormat } from './formats/feed-format';
import { googleMerchantFeed } from './formats/google-merchant';
import { hotlineFeed } from './formats/hotline';
import { promFeed } from './formats/prom';
import { rozetkaFeed } from './formats/rozetka';

/**
 * Issue #45: the catalogue as marketplaces read it, at /feeds/<file> on the storefront's origin.
 * A feed is made from the catalogue as it is, page by page of ids, and streamed: the first bytes
 * go out before the last product is read, and memory holds one page. Its ETag is the catalogue's
 * version, which every committed change to products, categories or sizes raises, so a price
 * edit, a sell-out or a hidden product is in the very next read.
 */
export const feedFormats: readonly FeedFormat[] = [googleMerchantFeed, rozetkaFeed, promFeed, hotlineFeed];

export const feedByFile = (file: string) => feedFormats.find((f) => f.file === file) ?? null;

/**
 * The shop's address in a feed's links: PUBLIC_URL; without one, the address the request came to
 * through the storefront, as the payment pages do, so a shop started on other ports does not hand
 * marketplaces links to localhost:3000 (http/shop-origin.ts).
 */
export const shopUrlOf = shopOriginOf;

const PAGE = 500;
/** Rest after each page for this share of the time the page took (1: half the time is the feed's). */
const REST_SHARE = 1;
const MAX_REST_MS = 200;

export interface FeedVersion {
  /** the catalogue version the feed is made at */
  version: number;
  etag: string;
  lastModified: Date | null;
}

/** The catalogue's version and staff's exclusions: a change to either is a new feed. */
export async function feedVersion(db: Db, format: FeedFormat): Promise<FeedVersion> {
  const [version, stamp, lastModified] = await Promise.all([
    catalogVersionNow(db),
    exclusionsStamp(db),
    lastProductChange(db),
  ]);
  return { version, etag: `"${format.file.replace('.xml', '')}-${version}-${stamp}"`, lastModified };
}

/** Parents before children, siblings in their order. */
function visibleCategories(index: CategoryIndex): CategoryInfo[] {
  const out: CategoryInfo[] = [];
  const walk = (nodes: CategoryInfo[]) => {
    for (const node of nodes)
      if (node.visible) {
        out.push(node);
        walk(node.children);
      }
  };
  walk(index.roots);
  return out;
}

/** The feed's XML in pieces: the head, then an entry per listable product, page by page, then the tail. */
export async function* feedChunks(
  db: Db,
  format: FeedFormat,
  options: {
    shopName: string;
    shopUrl: string;
    version: number;
    generatedAt?: Date;
    /** who reads it (a User-Agent): a whole read is recorded for the back office */
    reader?: string | null;
  },
): AsyncGenerator<string> {
  const index = await getCategoryIndexAt(db, options.version);
  const context: FeedContext = {
    shopName: options.shopName,
    shopUrl: options.shopUrl.replace(/\/$/, ''),
    categories: visibleCategories(index),
    generatedAt: options.generatedAt ?? new Date(),
  };
  const visibleIds = [...index.visibleIds];
  yield format.head(context);
  let afterId = 0;
  let entries = 0;
  for (;;) {
    const pageStarted = performance.now();
    const rows = await feedRowsAfter(db, afterId, visibleIds, PAGE);
    if (rows.length === 0) break;
    let page = '';
    for (const row of rows) {
      const product = feedProductOf(row, index, context.shopUrl);
      if (feedRefusalOf(product) !== null) continue;
      page += format.entry(product, context);
      entries += 1;
    }
    if (page) yield page;
    afterId = rows[rows.length - 1]?.id ?? afterId;
    if (rows.length < PAGE) break;
    // A feed is read by a marketplace now and then, the catalogue by shoppers all the time: the
    // feed takes at most half of this process's time, resting as long as its page took.
    await sleep(Math.min(MAX_REST_MS, (performance.now() - pageStarted) * REST_SHARE));
  }
  yield format.tail();
  // Only a read that got to the end counts: a reader that hung up half way read nothing whole.
  if (options.reader !== undefined)
    await recordFeedRead(db, { file: format.file, reader: options.reader, entries });
}
