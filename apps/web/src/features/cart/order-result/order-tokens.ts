import { isOrderToken } from '@/lib/api/order-access';

/**
 * The access tokens of this browser's recent guest orders (localStorage `kartyna_orders`, a
 * list of `{ id, token }`), so a reload of the result page, or a return from the provider
 * without `k` in the address, can still read the order and offer to pay it. A signed-in owner
 * needs none: the session opens the order.
 */
export const ORDER_TOKENS_KEY = 'kartyna_orders';
/** The same list for photo orders, which are numbered apart. */
export const PHOTO_ORDER_TOKENS_KEY = 'kartyna_photo_orders';
const keyOf = (photo: boolean) => (photo ? PHOTO_ORDER_TOKENS_KEY : ORDER_TOKENS_KEY);
/** Only the last few: the list is for "pay the order I just placed", not an archive. */
export const MAX_REMEMBERED_ORDERS = 10;

export interface RememberedOrder {
  id: number;
  token: string;
}

/** The stored list, dropping whatever is not a `{ id, token }` pair. */
export function parseRememberedOrders(raw: string | null): RememberedOrder[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, token } = entry as Record<string, unknown>;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 && isOrderToken(token)
      ? [{ id, token }]
      : [];
  });
}

/** The list with this order last (once), trimmed to the newest MAX_REMEMBERED_ORDERS. */
export function withRememberedOrder(
  list: readonly RememberedOrder[],
  order: RememberedOrder,
): RememberedOrder[] {
  return [...list.filter((o) => o.id !== order.id), order].slice(-MAX_REMEMBERED_ORDERS);
}

export function rememberOrderToken(id: number, token: string, photo = false): void {
  try {
    const list = parseRememberedOrders(window.localStorage.getItem(keyOf(photo)));
    window.localStorage.setItem(keyOf(photo), JSON.stringify(withRememberedOrder(list, { id, token })));
  } catch {
    // storage blocked: the token still travels in the result address (`k`)
  }
}

export function rememberedOrderToken(id: number, photo = false): string | null {
  try {
    const list = parseRememberedOrders(window.localStorage.getItem(keyOf(photo)));
    return list.find((o) => o.id === id)?.token ?? null;
  } catch {
    return null;
  }
}
