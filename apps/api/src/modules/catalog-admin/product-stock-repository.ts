import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';

export interface StockMove {
  before: number;
  after: number;
}

/** Sets a product's stock; answers it before and after, or null for an unknown product. */
export async function setStock(db: DbOrTx, productId: number, stock: number): Promise<StockMove | null> {
  // The row lock of FOR UPDATE keeps `before` true until the transaction sets the new value.
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) return null;
  await db.update(products).set({ stock, updatedAt: new Date() }).where(eq(products.id, productId));
  return { before: row.stock, after: stock };
}

/** Adds to a product's stock in one statement; null when the product is gone. */
export async function addStock(db: DbOrTx, productId: number, amount: number): Promise<StockMove | null> {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${amount}`, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning({ stock: products.stock });
  return row ? { before: row.stock - amount, after: row.stock } : null;
}

/**
 * Takes `amount` off the stock in one statement, so two buyers of the last item cannot both
 * get it: the row lock makes the second wait and then re-check `stock >= amount`.
 */
export async function reserveStock(db: DbOrTx, productId: number, amount: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${amount}` })
    .where(and(eq(products.id, productId), gte(products.stock, amount)))
    .returning({ id: products.id });
  return rows.length > 0;
}
