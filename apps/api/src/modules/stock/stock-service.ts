import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { cameBackInStock, notifyRestocked } from '../appear-requests/restock';
import { addStock, setStock } from './stock-repository';

/** The back office counted the shelf: the stock is what it says, and waiting shoppers hear of it. */
export async function setProductStock(
  db: Db,
  productId: number,
  stock: number,
): Promise<{ id: number; stock: number }> {
  return db.transaction(async (tx) => {
    const move = await setStock(tx, productId, stock);
    if (!move) throw notFound('product_not_found');
    if (cameBackInStock(move.before, move.after)) await notifyRestocked(tx, productId);
    return { id: productId, stock: move.after };
  });
}

/**
 * Puts goods back on the shelf (a canceled order) inside the caller's transaction. A product
 * deleted since the order was placed has no shelf: its goods are simply not counted.
 */
export async function returnToStock(db: DbOrTx, productId: number, amount: number): Promise<void> {
  const move = await addStock(db, productId, amount);
  if (move && cameBackInStock(move.before, move.after)) await notifyRestocked(db, productId);
}
