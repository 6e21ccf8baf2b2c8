import type { Product } from '@kartyna/domain';

/** One line of a past order, as the cabinet history lists it. */
export interface PastLine {
  productId: number;
  name: { ua: string; ru: string };
  amount: number;
}

/** Why a line of the past order did not go into the cart. */
export type LeftOutReason = 'gone' | 'soldOut' | 'unknown';

export interface ReorderPlan {
  /** today's product with the amount ordered then */
  add: { product: Product; amount: number }[];
  left: { name: { ua: string; ru: string }; reason: LeftOutReason }[];
}

/**
 * "Repeat the order": each past line with today's product from the API. `null` answers the
 * API no longer sells it (404); `undefined` could not be asked (network). Goods in stock or on
 * preorder go in at today's price; the rest is named with the reason.
 */
export function planReorder(
  lines: readonly PastLine[],
  today: readonly (Product | null | undefined)[],
): ReorderPlan {
  const plan: ReorderPlan = { add: [], left: [] };
  lines.forEach((line, i) => {
    const product = today[i];
    if (product === undefined) plan.left.push({ name: line.name, reason: 'unknown' });
    else if (product === null) plan.left.push({ name: line.name, reason: 'gone' });
    else if (!product.inStock && !product.expected) plan.left.push({ name: product.name, reason: 'soldOut' });
    else plan.add.push({ product, amount: line.amount });
  });
  return plan;
}
