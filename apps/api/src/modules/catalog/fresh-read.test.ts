import { describe, expect, it } from 'vitest';
import { freshRead } from './fresh-read';

/** A "database" whose reads take `ms` and return the value committed when the read began. */
function slowStore(ms: number) {
  let committed = 0;
  let reads = 0;
  return {
    commit: () => (committed += 1),
    reads: () => reads,
    read: async () => {
      reads += 1;
      const seen = committed;
      await new Promise((r) => setTimeout(r, ms));
      return seen;
    },
  };
}

describe('a read shared only with callers it cannot be stale for', () => {
  it('answers 64 concurrent callers with two reads', async () => {
    const store = slowStore(20);
    const version = freshRead(store.read);
    const answers = await Promise.all(Array.from({ length: 64 }, () => version()));
    expect(answers.every((v) => v === 0)).toBe(true);
    expect(store.reads()).toBe(2);
  });

  it('never gives a caller a read that began before it asked', async () => {
    const store = slowStore(20);
    const version = freshRead(store.read);
    const early = version(); // read 1 begins: sees 0
    await new Promise((r) => setTimeout(r, 5));
    store.commit(); // committed while read 1 is under way
    const late = version(); // asked after the commit: must see it
    expect(await early).toBe(0);
    expect(await late).toBe(1);
  });

  it('passes a failed read to its callers and reads again for the next', async () => {
    let fail = true;
    const version = freshRead(async () => {
      await new Promise((r) => setTimeout(r, 5));
      if (fail) throw new Error('database down');
      return 7;
    });
    await expect(version()).rejects.toThrow('database down');
    fail = false;
    await expect(version()).resolves.toBe(7);
  });
});
