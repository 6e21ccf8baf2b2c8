import { describe, expect, it } from 'vitest';
import { stateTime, timesOfMoves } from './parcel-times';

const t = (minute: number) => new Date(Date.UTC(2026, 8, 21, 7, minute));
const now = t(50);

describe("the times of a parcel's moves", () => {
  it("takes each from the carrier's date of the state it brings the order to", () => {
    expect(
      timesOfMoves(
        ['sent', 'delivered', 'received'],
        { 'in-transit': t(2), 'at-branch': t(20), received: t(34) },
        now,
      ),
    ).toEqual([t(2), t(20), t(34)]);
    expect(timesOfMoves(['returning'], { refused: t(40) }, now)).toEqual([t(40)]);
  });

  it('gives a step the carrier does not date the time of the next one it does, else now', () => {
    // Nova Poshta dates the arrival and the receipt, not the handing over: "sent" was no later.
    expect(timesOfMoves(['sent', 'delivered', 'received'], { received: t(34) }, now)).toEqual([
      t(34),
      t(34),
      t(34),
    ]);
    expect(timesOfMoves(['sent'], {}, now)).toEqual([now]);
  });

  it('keeps them in order and never later than now', () => {
    // A carrier clock ahead of ours, and a receipt dated before the arrival.
    expect(timesOfMoves(['delivered', 'received'], { 'at-branch': t(20), received: t(10) }, now)).toEqual([
      t(20),
      t(20),
    ]);
    expect(timesOfMoves(['delivered', 'received'], { 'at-branch': t(20), received: t(55) }, now)).toEqual([
      t(20),
      now,
    ]);
    expect(timesOfMoves([], { received: t(34) }, now)).toEqual([]);
  });
});

describe("the time of the parcel's news", () => {
  it("is the carrier's date of the state, else when the shop first saw it there", () => {
    const seen = { state: 'at-branch', statusAt: t(20) };
    expect(stateTime('received', { received: t(34) }, seen, now)).toEqual(t(34));
    expect(stateTime('received', { received: t(55) }, seen, now)).toEqual(now);
    expect(stateTime('at-branch', {}, seen, now)).toEqual(t(20));
    expect(stateTime('in-transit', {}, seen, now)).toEqual(now);
  });
});
