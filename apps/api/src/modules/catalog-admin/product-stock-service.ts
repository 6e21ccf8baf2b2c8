import type { DbOrTx } from '../../db/client';
import { cameBackInStock, notifyRestocked } from '../appear-requests/restock';
import { addStock, setStock, type StockMove } from './product-stock-repository';

// catalog-admin alone writes the products table, its stock too: the stock module (the back
// office's shelf count) and orders (checkout, cancellation) call these inside their own
// transaction. The owner is catalog-admin, not stock, because catalog-admin's product edit sets
// the stock as well: stock calling catalog-admin one way keeps the modules free of a cycle.
export { reserveStock } from './product-stock-repository';
export type { StockMove } from './product-stock-repository';

/**
 * Sets a product's stock inside the caller's transaction; waiting shoppers hear of it when the
 * shelf was empty and is not any more. Null for an unknown product.
 */
export async function applyProductStock(
  tx: DbOrTx,
  productId: number,
  stock: number,
): Promise<StockMove | null> {
  const move = await setStock(tx, productId, stock);
  if (move && cameBackInStock(move.before, move.after)) await notifyRestocked(tx, productId);
  return move;
}

/**
 * Puts goods back on the shelf (a canceled order) inside the caller's transaction. A product
 * deleted since the order was placed has no shelf: its goods are simply not counted.
 */
export async function returnToStock(db: DbOrTx, productId: number, amount: number): Promise<void> {
  const move = await addStock(db, productId, amount);
  if (move && cameBackInStock(move.before, move.after)) await notifyRestocked(db, productId);
}
