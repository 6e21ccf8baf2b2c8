import { uahToKopiyky, type Kopiyky, type Product, type Locale } from '@kartyna/domain';

/**
 * The cart of requirements §4 as plain data and pure functions, so its rules are unit-tested without a
 * browser. The provider only stores what these functions answer.
 */

/** The browser-storage key of requirements §9. */
export const CART_STORAGE_KEY = 'products_cart';
/**
 * The stored-data marker (requirements §4 "current only when it equals 2"). A cart written under any
 * other version, or unreadable, is dropped: an old shape read as the new one would mis-price.
 */
export const CART_VERSION = 2;
/** The API accepts at most 99 of one product per order line. */
export const MAX_LINE_AMOUNT = 99;

/** What a cart line remembers of a product: enough to draw the line without the API. */
export interface CartProduct {
  id: number;
  article: string;
  name: { ua: string; ru: string };
  /** UAH */
  price: number;
  /** UAH; shown in place of price when present */
  discountPrice: number | null;
  image: string | null;
  inStock: boolean;
  /** preorder: may be ordered before the goods arrive */
  expected: boolean;
}

export interface CartLine {
  product: CartProduct;
  amount: number;
}

export interface StoredCart {
  version: number;
  lines: readonly CartLine[];
  /**
   * The promo code the shopper applied (issue #43), sent with the order. Optional, so a cart
   * stored before it reads the same and the version stays the requirements' 2.
   */
  promoCode?: string;
}

export function toCartProduct(product: Product | CartProduct): CartProduct {
  const image = 'images' in product ? (product.images[0] ?? null) : product.image;
  return {
    id: product.id,
    article: product.article,
    name: { ua: product.name.ua, ru: product.name.ru },
    price: product.price,
    discountPrice: product.discountPrice ?? null,
    image,
    inStock: product.inStock,
    expected: product.expected,
  };
}

/** The price a shopper pays for one: the discount price when there is one (requirements §2). */
export const unitPrice = (product: Pick<CartProduct, 'price' | 'discountPrice'>): number =>
  product.discountPrice ?? product.price;

/** Sold out and not a preorder: nothing to put in the cart. */
export const canBuy = (product: Pick<CartProduct, 'inStock' | 'expected'>): boolean =>
  product.inStock || product.expected;

/** requirements §4: one more of a product already in the cart, or a new line with 1. */
export function addLine(lines: readonly CartLine[], product: Product | CartProduct): CartLine[] {
  const snapshot = toCartProduct(product);
  const existing = lines.find((l) => l.product.id === snapshot.id);
  if (!existing) return [...lines, { product: snapshot, amount: 1 }];
  return lines.map((l) =>
    l.product.id === snapshot.id ? { product: snapshot, amount: Math.min(MAX_LINE_AMOUNT, l.amount + 1) } : l,
  );
}

/**
 * Several products at once with their amounts (a repeated order): an amount adds to a line
 * already in the cart, capped like any line.
 */
export function addLines(
  lines: readonly CartLine[],
  items: readonly { product: Product | CartProduct; amount: number }[],
): CartLine[] {
  let next = [...lines];
  for (const { product, amount } of items) {
    if (amount < 1) continue;
    const snapshot = toCartProduct(product);
    const existing = next.find((l) => l.product.id === snapshot.id);
    const total = Math.min(MAX_LINE_AMOUNT, (existing?.amount ?? 0) + Math.floor(amount));
    next = existing
      ? next.map((l) => (l.product.id === snapshot.id ? { product: snapshot, amount: total } : l))
      : [...next, { product: snapshot, amount: total }];
  }
  return next;
}

/** requirements §4 "removing": one less, and the line goes at amount 1 or below. */
export function decreaseLine(lines: readonly CartLine[], productId: number): CartLine[] {
  return lines.flatMap((l) => {
    if (l.product.id !== productId) return [l];
    return l.amount <= 1 ? [] : [{ ...l, amount: l.amount - 1 }];
  });
}

/** requirements §4 "forced removal": the line goes at once, whatever its amount. */
export const removeLine = (lines: readonly CartLine[], productId: number): CartLine[] =>
  lines.filter((l) => l.product.id !== productId);

/** Replaces the remembered product data with today's (price, stock) from the API. */
export function refreshLines(lines: readonly CartLine[], fresh: readonly Product[]): CartLine[] {
  const byId = new Map(fresh.map((p) => [p.id, p]));
  return lines.map((l) => {
    const product = byId.get(l.product.id);
    return product ? { ...l, product: toCartProduct(product) } : l;
  });
}

/** The header badge: the sum of the amounts (requirements §2). */
export const cartCount = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + l.amount, 0);

/** The goods value in kopiyky (money is counted in whole kopiyky, never in float UAH). */
export const lineTotal = (line: CartLine): Kopiyky => uahToKopiyky(unitPrice(line.product)) * line.amount;
export const cartTotal = (lines: readonly CartLine[]): Kopiyky =>
  lines.reduce((sum, l) => sum + lineTotal(l), 0);

export const serializeCart = (lines: readonly CartLine[], promoCode: string | null = null): string =>
  JSON.stringify({ version: CART_VERSION, lines, ...(promoCode ? { promoCode } : {}) } satisfies StoredCart);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A cart snapshot read from storage or a page, or null when it is not one. */
export function readCartProduct(v: unknown): CartProduct | null {
  if (!isRecord(v) || !isNumber(v.id) || !isNumber(v.price) || !isRecord(v.name)) return null;
  const { ua, ru } = v.name;
  if (typeof ua !== 'string' || typeof ru !== 'string') return null;
  return {
    id: v.id,
    article: typeof v.article === 'string' ? v.article : '',
    name: { ua, ru },
    price: v.price,
    discountPrice: isNumber(v.discountPrice) ? v.discountPrice : null,
    image: typeof v.image === 'string' ? v.image : null,
    inStock: v.inStock !== false,
    expected: v.expected === true,
  };
}

/**
 * The stored cart, or null when there is none worth keeping: no value, unreadable JSON, another
 * version or a broken shape. Null tells the caller to start empty and clean the storage.
 */
export function parseStoredCart(raw: string | null): CartLine[] | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.version !== CART_VERSION || !Array.isArray(data.lines)) return null;
  const lines: CartLine[] = [];
  for (const entry of data.lines) {
    if (!isRecord(entry)) return null;
    const product = readCartProduct(entry.product);
    const amount = entry.amount;
    if (!product || !isNumber(amount) || !Number.isInteger(amount) || amount < 1) return null;
    if (lines.some((l) => l.product.id === product.id)) return null;
    lines.push({ product, amount: Math.min(MAX_LINE_AMOUNT, amount) });
  }
  return lines;
}

/** Longer than any code the API takes (40): whatever is stored beyond it is not a code. */
const MAX_STORED_CODE = 60;

/**
 * The promo code kept with a readable cart, or null: none, or a cart dropped as unreadable
 * (parseStoredCart) takes its code with it. The API checks the code itself with every quote.
 */
export function parseStoredPromoCode(raw: string | null): string | null {
  if (parseStoredCart(raw) === null || raw === null) return null;
  const { promoCode } = JSON.parse(raw) as Record<string, unknown>;
  return typeof promoCode === 'string' && promoCode.trim() !== '' && promoCode.length <= MAX_STORED_CODE
    ? promoCode
    : null;
}

/** The add_to_cart tracking event (requirements §4): the value as a string with two decimals. */
export function addToCartEvent(product: CartProduct, locale: Locale) {
  const price = unitPrice(product);
  return {
    event: 'add_to_cart',
    ecommerce: {
      currency: 'UAH',
      value: (uahToKopiyky(price) / 100).toFixed(2),
      items: [
        {
          item_id: product.article || String(product.id),
          item_name: product.name[locale],
          price: Number((uahToKopiyky(price) / 100).toFixed(2)),
          quantity: 1,
        },
      ],
    },
  };
}
