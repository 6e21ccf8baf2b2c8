import { kopiykyToUah, loyaltyStanding, type LoyaltyAnswer } from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../users/users-service';
import { sumReceivedGoods } from './loyalty-repository';

/** GET /user/info/loyalty: the tier follows from what was bought and received, never stored. */
export async function loyaltyOf(db: Db, user: UserRow): Promise<LoyaltyAnswer> {
  const standing = loyaltyStanding(await sumReceivedGoods(db, user.id));
  return {
    level: standing.level,
    cashbackPercent: standing.cashbackPercent,
    cumulativePurchases: kopiykyToUah(standing.cumulativePurchases),
    nextLevel: standing.nextLevel,
    toNextLevel: kopiykyToUah(standing.toNextLevel),
    bonusBalance: kopiykyToUah(Math.max(0, user.bonusBalance)),
  };
}

/** What a buyer has bought and received (kopiyky): the sum the loyalty tier follows. */
export async function receivedGoodsOf(db: DbOrTx, userId: number): Promise<number> {
  return sumReceivedGoods(db, userId);
}

/** The cashback percent of the tier a buyer holds now; an order keeps the one it was placed at. */
export async function cashbackPercentOf(db: DbOrTx, userId: number): Promise<number> {
  return loyaltyStanding(await sumReceivedGoods(db, userId)).cashbackPercent;
}
