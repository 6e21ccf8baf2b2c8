import type { DbOrTx } from '../../db/client';
import { mailProductAppears } from '../mail/notice-mails';
import { claimPendingAppearRequests } from './restock-repository';

/**
 * A product came back in stock: every shopper who asked since the last restock hears about it.
 * Call it inside the transaction that raised the stock, so the notices go out only if the
 * stock change commits.
 */
export async function notifyRestocked(db: DbOrTx, productId: number): Promise<number> {
  const ids = await claimPendingAppearRequests(db, productId);
  for (const id of ids) await mailProductAppears(db, id);
  return ids.length;
}

/** Stock that was gone (≤ 0) and is now there is what a waiting shopper asked to hear about. */
export const cameBackInStock = (before: number, after: number): boolean => before <= 0 && after > 0;
