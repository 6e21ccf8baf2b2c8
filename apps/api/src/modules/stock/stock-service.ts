import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { cameBackInStock, notifyRestocked } from '../appear-requests/restock';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { addStock, setStock, type StockMove } from './stock-repository';

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

/** The back office counted the shelf: the stock is what it says, and waiting shoppers hear of it. */
export async function setProductStock(
  db: Db,
  actor: StaffActor,
  productId: number,
  stock: number,
): Promise<{ id: number; stock: number }> {
  return db.transaction(async (tx) => {
    const move = await applyProductStock(tx, productId, stock);
    if (!move) throw notFound('product_not_found');
    if (move.before !== move.after)
      await recordAudit(tx, actor, {
        action: 'product.stock',
        entity: 'product',
        entityId: productId,
        before: { stock: move.before },
        after: { stock: move.after },
      });
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
