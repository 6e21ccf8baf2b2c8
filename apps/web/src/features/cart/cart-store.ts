import {
  CART_STORAGE_KEY,
  parseStoredCart,
  parseStoredPromoCode,
  serializeCart,
  type CartLine,
} from './cart-logic';

/**
 * The cart as an external store over localStorage, for useSyncExternalStore: every tab reads
 * the same key, and the `storage` event tells the other tabs when one of them changes it.
 */

const EMPTY: readonly CartLine[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedLines: readonly CartLine[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // storage disabled (privacy mode, blocked cookies): the cart lives only in this page
    return memoryRaw;
  }
}

let memoryRaw: string | null = null;

/** The same array while the stored text is the same, as useSyncExternalStore requires. */
export function getCartSnapshot(): readonly CartLine[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseStoredCart(raw) ?? EMPTY;
  }
  return cachedLines;
}

let cachedCodeRaw: string | null | undefined;
let cachedCode: string | null = null;

/** The promo code stored with the cart (issue #43); a string, so equal snapshots stay equal. */
export function getPromoCodeSnapshot(): string | null {
  const raw = readRaw();
  if (raw !== cachedCodeRaw) {
    cachedCodeRaw = raw;
    cachedCode = parseStoredPromoCode(raw);
  }
  return cachedCode;
}

/** The server has no cart: it renders an empty one, and the browser fills it after hydration. */
export const getServerCartSnapshot = (): readonly CartLine[] => EMPTY;

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) listener();
  };
  // A page restored from the back-forward cache (Back from the payment page) missed whatever
  // was written meanwhile: it reads the storage again instead of showing the frozen cart.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}

/**
 * Stores the lines without telling this page's readers: the stored cart is what every read
 * answers from then on, so a caller may leave their re-render for later (`notifyCart`). The
 * applied promo code stays with the lines unless a new one (or null) is given.
 */
export function storeCart(
  lines: readonly CartLine[],
  promoCode: string | null = getPromoCodeSnapshot(),
): void {
  const raw = serializeCart(lines, promoCode);
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
  } catch {
    memoryRaw = raw;
  }
}

/** Tells this page's readers (useSyncExternalStore) to read the stored cart again. */
export function notifyCart(): void {
  for (const listener of listeners) listener();
}

export function writeCart(lines: readonly CartLine[], promoCode?: string | null): void {
  storeCart(lines, promoCode === undefined ? getPromoCodeSnapshot() : promoCode);
  notifyCart();
}

/**
 * Drops a stored cart that cannot be read (another version, broken JSON), so the next visit
 * starts clean instead of parsing the same rubbish again.
 */
export function cleanStoredCart(): void {
  const raw = readRaw();
  if (raw !== null && parseStoredCart(raw) === null) writeCart(EMPTY);
}
