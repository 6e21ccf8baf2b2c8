import type { OrderStatus, ParcelState } from '@kartyna/domain';
import type { TrackingStatus } from '../../integrations/delivery/carrier';

/** The parcel state whose time dates each order status the carrier brings an order to. */
const stateOfMove: Partial<Record<OrderStatus, ParcelState>> = {
  sent: 'in-transit',
  delivered: 'at-branch',
  received: 'received',
  returning: 'refused',
};

/**
 * When each of the order's moves happened, by the carrier's own times, for moves made in order
 * from one answer (a parcel that went from on the way to received between two looks passes
 * through "delivered" at its arrival). A move the carrier gives no time for happened no later
 * than the next one it dates, so it takes that time (or `now`); each is no earlier than the
 * one before it and none is later than `now` (a carrier's clock ahead of ours).
 */
export function timesOfMoves(
  moves: readonly OrderStatus[],
  reachedAt: TrackingStatus['reachedAt'],
  now: Date,
): Date[] {
  const dated = moves.map((to) => {
    const state = stateOfMove[to];
    const at = state ? reachedAt[state] : undefined;
    return at && at < now ? at : null;
  });
  const times: Date[] = [];
  let later = now;
  for (let i = dated.length - 1; i >= 0; i -= 1) {
    later = dated[i] ?? later;
    times[i] = later;
  }
  for (let i = 1; i < times.length; i += 1) {
    const [before, time] = [times[i - 1] as Date, times[i] as Date];
    if (time < before) times[i] = before;
  }
  return times;
}

/**
 * When the parcel reached the state the carrier gives now, for the shopper's "«words», time":
 * the carrier's date for it; without one, when the shop first saw it there (kept from an earlier
 * look that found the same state), else now.
 */
export function stateTime(
  state: ParcelState,
  reachedAt: TrackingStatus['reachedAt'],
  seen: { state: string; statusAt: Date | null },
  now: Date,
): Date {
  const dated = reachedAt[state];
  if (dated) return dated < now ? dated : now;
  return seen.state === state && seen.statusAt ? seen.statusAt : now;
}
