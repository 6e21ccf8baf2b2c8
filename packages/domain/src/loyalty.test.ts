import { describe, expect, it } from 'vitest';
import { userLevels } from './enums';
import {
  cashbackFor,
  loyaltyStanding,
  loyaltyTierFor,
  loyaltyTiers,
  maxBonusSharePercent,
  maxBonusSpend,
} from './loyalty';

const uah = (n: number) => Math.round(n * 100);

describe('loyaltyTiers', () => {
  it('are the four levels in ascending order', () => {
    expect(loyaltyTiers.map((t) => t.level)).toEqual([...userLevels]);
    for (let i = 1; i < loyaltyTiers.length; i++) {
      const prev = loyaltyTiers[i - 1];
      const cur = loyaltyTiers[i];
      expect(prev && cur && cur.from > prev.from).toBe(true);
      expect(prev && cur && cur.cashbackPercent > prev.cashbackPercent).toBe(true);
    }
  });

  it('match requirements §9 thresholds and cashback', () => {
    expect(loyaltyTiers.map((t) => [t.level, t.from, t.cashbackPercent])).toEqual([
      ['beginner', 0, 0],
      ['wisher', 100, 5],
      ['artist', 300000, 10],
      ['master-of-art', 700000, 15],
    ]);
  });
});

describe('loyaltyStanding', () => {
  it('0 UAH: beginner, 0 %, 1 UAH to wisher', () => {
    expect(loyaltyStanding(0)).toEqual({
      level: 'beginner',
      cashbackPercent: 0,
      cumulativePurchases: 0,
      nextLevel: 'wisher',
      toNextLevel: 100,
    });
  });

  it('0.99 UAH is still beginner', () => {
    expect(loyaltyStanding(99).level).toBe('beginner');
    expect(loyaltyStanding(99).toNextLevel).toBe(1);
  });

  it('1 UAH: wisher, 5 %', () => {
    const s = loyaltyStanding(uah(1));
    expect(s.level).toBe('wisher');
    expect(s.cashbackPercent).toBe(5);
    expect(s.nextLevel).toBe('artist');
    expect(s.toNextLevel).toBe(uah(2999));
  });

  it('2999 UAH is still wisher', () => {
    const s = loyaltyStanding(uah(2999));
    expect(s.level).toBe('wisher');
    expect(s.cashbackPercent).toBe(5);
    expect(s.toNextLevel).toBe(uah(1));
  });

  it('2999.99 UAH is still wisher, one kopiyka short', () => {
    expect(loyaltyStanding(uah(2999.99)).level).toBe('wisher');
    expect(loyaltyStanding(uah(2999.99)).toNextLevel).toBe(1);
  });

  it('2500 UAH is 500 UAH short of artist', () => {
    const s = loyaltyStanding(uah(2500));
    expect(s.nextLevel).toBe('artist');
    expect(s.toNextLevel).toBe(uah(500));
  });

  it('3000 UAH: artist, 10 %', () => {
    const s = loyaltyStanding(uah(3000));
    expect(s.level).toBe('artist');
    expect(s.cashbackPercent).toBe(10);
    expect(s.nextLevel).toBe('master-of-art');
    expect(s.toNextLevel).toBe(uah(4000));
  });

  it('6999.99 UAH is still artist', () => {
    const s = loyaltyStanding(uah(6999.99));
    expect(s.level).toBe('artist');
    expect(s.cashbackPercent).toBe(10);
    expect(s.toNextLevel).toBe(1);
  });

  it('7000 UAH: master-of-art, 15 %, no next level', () => {
    expect(loyaltyStanding(uah(7000))).toEqual({
      level: 'master-of-art',
      cashbackPercent: 15,
      cumulativePurchases: uah(7000),
      nextLevel: null,
      toNextLevel: 0,
    });
  });

  it('stays master-of-art far above the top threshold', () => {
    const s = loyaltyStanding(uah(1_000_000));
    expect(s.level).toBe('master-of-art');
    expect(s.nextLevel).toBeNull();
    expect(s.toNextLevel).toBe(0);
  });

  it('treats a negative total as zero', () => {
    const s = loyaltyStanding(-500);
    expect(s.level).toBe('beginner');
    expect(s.cumulativePurchases).toBe(0);
    expect(s.toNextLevel).toBe(100);
  });

  it('agrees with loyaltyTierFor', () => {
    for (const total of [0, 1, 100, 150000, 300000, 650000, 700000, 900000]) {
      const tier = loyaltyTierFor(total);
      const s = loyaltyStanding(total);
      expect(s.level).toBe(tier.level);
      expect(s.cashbackPercent).toBe(tier.cashbackPercent);
    }
  });
});

describe('requirements §9 tier borders in UAH', () => {
  it.each([
    [0, 'beginner', 0],
    [1, 'wisher', 5],
    [2999, 'wisher', 5],
    [3000, 'artist', 10],
    [6999, 'artist', 10],
    [7000, 'master-of-art', 15],
  ] as const)('%d UAH is %s with %d %% cashback', (total, level, cashbackPercent) => {
    const s = loyaltyStanding(uah(total));
    expect(s.level).toBe(level);
    expect(s.cashbackPercent).toBe(cashbackPercent);
  });
});

describe('loyaltyTierFor', () => {
  it('switches exactly at the thresholds', () => {
    expect(loyaltyTierFor(0).level).toBe('beginner');
    expect(loyaltyTierFor(100).level).toBe('wisher');
    expect(loyaltyTierFor(299999).level).toBe('wisher');
    expect(loyaltyTierFor(300000).level).toBe('artist');
    expect(loyaltyTierFor(699999).level).toBe('artist');
    expect(loyaltyTierFor(700000).level).toBe('master-of-art');
  });

  it('answers beginner below zero', () => {
    expect(loyaltyTierFor(-1).level).toBe('beginner');
  });
});

describe('cashbackFor', () => {
  it('takes the tier percentage of the goods paid', () => {
    expect(cashbackFor(100000, 5)).toBe(5000);
    expect(cashbackFor(100000, 10)).toBe(10000);
    expect(cashbackFor(100000, 15)).toBe(15000);
    expect(cashbackFor(100000, 0)).toBe(0);
  });

  it('rounds down to a whole kopiyka, even at .5 and .99', () => {
    expect(cashbackFor(12345, 10)).toBe(1234); // 1234.5
    expect(cashbackFor(1999, 5)).toBe(99); // 99.95
    expect(cashbackFor(19, 5)).toBe(0); // 0.95
    expect(cashbackFor(133333, 15)).toBe(19999); // 19999.95
  });

  it('earns nothing on nothing paid or at no tier', () => {
    expect(cashbackFor(0, 15)).toBe(0);
    expect(cashbackFor(-500, 15)).toBe(0);
    expect(cashbackFor(100000, -5)).toBe(0);
  });

  it('is a whole number of kopiyky for any input', () => {
    for (const goods of [1, 7, 99, 101, 12347, 299999, 2_147_483_647]) {
      for (const percent of [5, 10, 15]) {
        const c = cashbackFor(goods, percent);
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeLessThanOrEqual((goods * percent) / 100);
        expect(c).toBeGreaterThan((goods * percent) / 100 - 1);
      }
    }
  });
});

describe('maxBonusSpend', () => {
  it('caps at 30 % of the goods', () => {
    expect(maxBonusSharePercent).toBe(30);
    expect(maxBonusSpend(100000, 50000)).toBe(30000);
    expect(maxBonusSpend(100000, 1_000_000)).toBe(30000);
  });

  it('caps at the balance', () => {
    expect(maxBonusSpend(100000, 10000)).toBe(10000);
    expect(maxBonusSpend(100000, 30000)).toBe(30000);
    expect(maxBonusSpend(100000, 0)).toBe(0);
  });

  it('never goes below zero', () => {
    expect(maxBonusSpend(100000, -500)).toBe(0);
    expect(maxBonusSpend(0, 5000)).toBe(0);
    expect(maxBonusSpend(-100, 5000)).toBe(0);
  });

  it('rounds the 30 % share to a whole kopiyka', () => {
    expect(maxBonusSpend(333, 1000)).toBe(100);
    expect(Number.isInteger(maxBonusSpend(12347, 100000))).toBe(true);
  });
});
