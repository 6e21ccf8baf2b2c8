import type { CategoryInfo } from '../../catalog/category-index';
import type { FeedProduct } from '../feed-product';

/** What a feed's head knows: the shop, its categories, when it was made. */
export interface FeedContext {
  shopName: string;
  /** the storefront's public origin, no trailing slash */
  shopUrl: string;
  /** the visible categories, parents before children */
  categories: CategoryInfo[];
  generatedAt: Date;
}

/** One marketplace's feed: a head, an entry per listed product, a tail; each a piece of XML. */
export interface FeedFormat {
  /** the file under /feeds/ */
  file: string;
  /** what the back office calls it */
  title: string;
  head(context: FeedContext): string;
  entry(product: FeedProduct, context: FeedContext): string;
  tail(): string;
}
