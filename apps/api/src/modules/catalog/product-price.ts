import { sql } from 'drizzle-orm';
import { products } from '../../db/schema';

/** The price a shopper pays: the discount price when there is one (indexed expression). */
export const effectivePrice = sql<number>`coalesce(${products.discountPrice}, ${products.price})`;
