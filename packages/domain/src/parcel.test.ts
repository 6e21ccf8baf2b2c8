import { describe, expect, it } from 'vitest';
import { orderStatuses } from './enums';
import { canMoveOrder } from './order-lifecycle';
import { orderMovesForParcel, parcelStateOfNovaPoshta, parcelStates } from './parcel';

describe('parcelStateOfNovaPoshta', () => {
  it("groups Nova Poshta's status codes into the shop's parcel states", () => {
    expect(
      ['1', '4', '5', '6', '7', '8', '9', '11', '102', '105', '3', '999'].map(parcelStateOfNovaPoshta),
    ).toEqual([
      'created',
      'in-transit',
      'in-transit',
      'in-transit',
      'at-branch',
      'at-branch',
      'received',
      'received',
      'refused',
      'refused',
      'unknown',
      'unknown',
    ]);
  });
});

describe('orderMovesForParcel', () => {
  it('walks an order forward one legal move at a time', () => {
    expect(orderMovesForParcel('lading-bill-created', 'in-transit')).toEqual(['sent']);
    expect(orderMovesForParcel('lading-bill-created', 'at-branch')).toEqual(['sent', 'delivered']);
    expect(orderMovesForParcel('sent', 'received')).toEqual(['delivered', 'received']);
    expect(orderMovesForParcel('delivered', 'refused')).toEqual(['returning']);
    expect(orderMovesForParcel('lading-bill-created', 'refused')).toEqual(['sent', 'returning']);
  });

  it('never moves an order back, nor one the carrier does not have', () => {
    expect(orderMovesForParcel('delivered', 'in-transit')).toEqual([]);
    expect(orderMovesForParcel('received', 'refused')).toEqual([]);
    expect(orderMovesForParcel('processed', 'at-branch')).toEqual([]);
    expect(orderMovesForParcel('canceled', 'received')).toEqual([]);
    expect(orderMovesForParcel('sent', 'created')).toEqual([]);
    expect(orderMovesForParcel('sent', 'unknown')).toEqual([]);
  });

  it('answers only legal moves for every status and state', () => {
    for (const status of orderStatuses) {
      for (const state of parcelStates) {
        let at = status;
        for (const next of orderMovesForParcel(status, state)) {
          expect(canMoveOrder(at, next), `${status} + ${state}: ${at} → ${next}`).toBe(true);
          at = next;
        }
      }
    }
  });
});
