import { describe, expect, it } from 'vitest';
import { tierRows } from './loyalty-tiers';

describe('loyalty tier rows', () => {
  it('lists requirements §9 tiers with their cashback and purchase ranges', () => {
    const rows = tierRows('ua').map((r) => ({
      ...r,
      from: r.from.replace(/\s/g, ' '),
      to: r.to?.replace(/\s/g, ' ') ?? null,
    }));
    expect(rows).toEqual([
      { level: 'wisher', cashbackPercent: 5, from: '1 ₴', to: '2 999 ₴' },
      { level: 'artist', cashbackPercent: 10, from: '3 000 ₴', to: '6 999 ₴' },
      { level: 'master-of-art', cashbackPercent: 15, from: '7 000 ₴', to: null },
    ]);
  });
});
