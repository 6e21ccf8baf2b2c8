import type { Kopiyky } from './money';

/** One line of a fiscal receipt: a unit price, whole units, and what was taken off the line. */
export interface ReceiptLine {
  code: string;
  name: string;
  /** kopiyky per unit */
  price: Kopiyky;
  quantity: number;
  /** kopiyky off the whole line */
  discount: Kopiyky;
}

const netOf = (line: ReceiptLine) => line.price * line.quantity - line.discount;

/**
 * The lines of a receipt that must add up to `total` kopiyky: what the card paid (a sell receipt,
 * after promotions and the bonus spent) or what was given back (a return receipt, a part of it).
 * The gap between the lines' own sum and the total is taken off the lines in proportion to
 * each line's net, split by largest remainder, so each line keeps a share no larger than itself
 * and the receipt's sum is exact to the kopiyka. A total above the lines' sum (never from our
 * orders) is refused: a receipt may not charge more than the goods it names.
 */
export function fitReceiptLines(lines: readonly ReceiptLine[], total: Kopiyky): ReceiptLine[] {
  const nets = lines.map(netOf);
  const sum = nets.reduce((a, b) => a + b, 0);
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`receipt total ${total} is not kopiyky`);
  if (total > sum) throw new RangeError(`receipt total ${total} exceeds its lines (${sum})`);
  const gap = sum - total;
  if (gap === 0) return lines.map((line) => ({ ...line }));
  const exact = nets.map((net) => (net * gap) / sum);
  const shares = exact.map(Math.floor);
  let left = gap - shares.reduce((a, b) => a + b, 0);
  // The largest remainders take the kopiyky left, the earlier line on a tie.
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if ((shares[i] ?? 0) < (nets[i] ?? 0)) {
      shares[i] = (shares[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return lines.map((line, i) => ({ ...line, discount: line.discount + (shares[i] ?? 0) }));
}

/** Σ price·quantity − discount of receipt lines, kopiyky. */
export const receiptLinesTotal = (lines: readonly ReceiptLine[]): Kopiyky =>
  lines.reduce((a, line) => a + netOf(line), 0);
