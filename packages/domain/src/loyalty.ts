import type { UserLevel } from './enums';
import { type Kopiyky, percentOf, uahToKopiyky } from './money';

export interface LoyaltyTier {
  level: UserLevel;
  /** cumulative purchases from which the tier holds, kopiyky */
  from: Kopiyky;
  cashbackPercent: number;
}

/** requirements §9 tiers, ascending. beginner has made no purchase yet. */
export const loyaltyTiers: readonly LoyaltyTier[] = [
  { level: 'beginner', from: 0, cashbackPercent: 0 },
  { level: 'wisher', from: uahToKopiyky(1), cashbackPercent: 5 },
  { level: 'artist', from: uahToKopiyky(3000), cashbackPercent: 10 },
  { level: 'master-of-art', from: uahToKopiyky(7000), cashbackPercent: 15 },
];

export interface LoyaltyStanding {
  level: UserLevel;
  cashbackPercent: number;
  cumulativePurchases: Kopiyky;
  nextLevel: UserLevel | null;
  /** what is left to buy to reach the next tier; 0 on the top tier */
  toNextLevel: Kopiyky;
}

export function loyaltyTierFor(cumulativePurchases: Kopiyky): LoyaltyTier {
  let tier = loyaltyTiers[0] as LoyaltyTier;
  for (const t of loyaltyTiers) if (cumulativePurchases >= t.from) tier = t;
  return tier;
}

export function loyaltyStanding(cumulativePurchases: Kopiyky): LoyaltyStanding {
  const total = Math.max(0, cumulativePurchases);
  const tier = loyaltyTierFor(total);
  const next = loyaltyTiers.find((t) => t.from > total) ?? null;
  return {
    level: tier.level,
    cashbackPercent: tier.cashbackPercent,
    cumulativePurchases: total,
    nextLevel: next?.level ?? null,
    toNextLevel: next ? next.from - total : 0,
  };
}

/**
 * Cashback an order earns when it is received, at the tier held when it was placed (stored on
 * the order, so reaching a higher tier later never reprices an old order).
 *
 * The base is what the buyer paid for the goods: goods total minus the bonus spent on them.
 * Bonus paid with bonus would earn bonus again; delivery and the cash-on-delivery fee are the
 * carrier's money, not purchases. Rounded down to a whole kopiyka: the shop never credits a
 * fraction it was not paid for.
 */
export const cashbackFor = (goodsPaid: Kopiyky, cashbackPercent: number): Kopiyky =>
  goodsPaid <= 0 || cashbackPercent <= 0 ? 0 : Math.floor((goodsPaid * cashbackPercent) / 100);

/**
 * A signed-in buyer may pay part of an order with the bonus balance: at most this share of
 * the goods value, so every order still brings the shop real money.
 */
export const maxBonusSharePercent = 30;
export const maxBonusSpend = (goods: Kopiyky, balance: Kopiyky): Kopiyky =>
  Math.max(0, Math.min(balance, percentOf(goods, maxBonusSharePercent)));
