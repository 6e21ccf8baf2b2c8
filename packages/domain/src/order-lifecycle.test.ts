import { describe, expect, it } from 'vitest';
import { type OrderStatus, orderStatuses } from './enums';
import {
  canMoveOrder,
  finalOrderStatuses,
  nextOrderStatuses,
  orderStatusMoves,
  waybillNumberSchema,
} from './order-lifecycle';

/** The lifecycle written out by hand, independently of orderStatusMoves. */
const legal = new Set([
  'requested→processed',
  'processed→lading-bill-created',
  'lading-bill-created→sent',
  'sent→delivered',
  'delivered→received',
  'requested→canceled',
  'processed→canceled',
  'lading-bill-created→canceled',
  'sent→returning',
  'delivered→returning',
  'returning→returned',
]);

const allPairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

describe('order lifecycle', () => {
  it('covers all 9 × 9 pairs', () => {
    expect(orderStatuses).toHaveLength(9);
    expect(allPairs).toHaveLength(81);
  });

  it.each(allPairs)('%s → %s is allowed only when listed', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(legal.has(`${from}→${to}`));
    expect(nextOrderStatuses(from).includes(to)).toBe(legal.has(`${from}→${to}`));
  });

  it('never stays in place: a repeat is not a move', () => {
    for (const s of orderStatuses) expect(canMoveOrder(s, s)).toBe(false);
  });

  it('has a move list for every status and only known statuses in it', () => {
    expect(Object.keys(orderStatusMoves).sort()).toEqual([...orderStatuses].sort());
    for (const s of orderStatuses) {
      for (const to of nextOrderStatuses(s)) expect(orderStatuses).toContain(to);
    }
  });

  it('ends in received, canceled or returned only', () => {
    expect([...finalOrderStatuses].sort()).toEqual(['canceled', 'received', 'returned']);
  });

  it('cancels only before the parcel is sent', () => {
    const cancelable = orderStatuses.filter((s) => canMoveOrder(s, 'canceled'));
    expect(cancelable).toEqual(['requested', 'processed', 'lading-bill-created']);
  });

  it('reaches received from requested along one path', () => {
    const path: OrderStatus[] = ['requested'];
    for (;;) {
      const last = path[path.length - 1] as OrderStatus;
      const next = nextOrderStatuses(last).filter((s) => s !== 'canceled' && s !== 'returning');
      if (next.length === 0) break;
      expect(next).toHaveLength(1);
      path.push(next[0] as OrderStatus);
    }
    expect(path).toEqual(['requested', 'processed', 'lading-bill-created', 'sent', 'delivered', 'received']);
  });

  it('turns a parcel back only once it left the shop, and ends it as returned', () => {
    expect(orderStatuses.filter((s) => canMoveOrder(s, 'returning'))).toEqual(['sent', 'delivered']);
    expect(nextOrderStatuses('returning')).toEqual(['returned']);
  });
});

describe('waybillNumberSchema', () => {
  it('accepts 14 digits starting with 20 or 59', () => {
    expect(waybillNumberSchema.parse('20450012345678')).toBe('20450012345678');
    expect(waybillNumberSchema.parse('59000123456789')).toBe('59000123456789');
  });

  it('drops the spaces of a copied label', () => {
    expect(waybillNumberSchema.parse(' 20 4500 1234 5678 ')).toBe('20450012345678');
  });

  it('refuses anything else with invalid_waybill_number', () => {
    for (const v of [
      '',
      '2045001234567',
      '204500123456789',
      '10450012345678',
      '21450012345678',
      '2045001234567a',
      '+20450012345678',
      20450012345678,
      null,
    ]) {
      const r = waybillNumberSchema.safeParse(v);
      expect(r.success, String(v)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('invalid_waybill_number');
    }
  });
});
