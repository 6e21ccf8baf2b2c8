import { z } from 'zod';
import { userLevels } from '../enums';

/**
 * GET /user/info/loyalty: the buyer's standing in the requirements §9 tiers. Money is UAH (the API's
 * unit); `toNextLevel` is 0 and `nextLevel` null on the top tier.
 */
export const loyaltyAnswerSchema = z.object({
  level: z.enum(userLevels),
  cashbackPercent: z.number().int().min(0).max(100),
  cumulativePurchases: z.number().min(0),
  nextLevel: z.enum(userLevels).nullable(),
  toNextLevel: z.number().min(0),
  bonusBalance: z.number().min(0),
});
export type LoyaltyAnswer = z.infer<typeof loyaltyAnswerSchema>;
