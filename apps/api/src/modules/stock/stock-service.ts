import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { applyProductStock } from '../catalog-admin/product-stock-service';

// The products table, stock included, is written by catalog-admin alone: a cancellation's goods
// go back through its service too (orders reaches them here, as before).
export { returnToStock } from '../catalog-admin/product-stock-service';

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
