import type {
  FiscalSandboxDiscount,
  FiscalSandboxGood,
  FiscalSandboxPayment,
} from '../../db/schema/fiscal-sandbox';
import type { DiscountPayload, SellBody } from './fiscal-sandbox-schemas';

/**
 * A posted receipt, counted as a register counts it: each line is price·quantity/1000 less its
 * discounts (plus extra charges), the receipt is its lines less its own discounts, and a card
 * payment must be that sum exactly (cash may be more: the rest is change). The refusals are in
 * the sandbox's own words; Checkbox's documents do not list its texts for these.
 */
export interface ReceiptDraft {
  type: 'SELL' | 'RETURN';
  goods: FiscalSandboxGood[];
  discounts: FiscalSandboxDiscount[];
  payments: FiscalSandboxPayment[];
  totalSum: number;
  discountsSum: number;
  email: string | null;
  relatedReceiptId: string | null;
}

export type DraftResult = { ok: true; draft: ReceiptDraft } | { ok: false; message: string };

const PAYMENT_LABELS: Record<string, string> = { CASH: 'Готівка', CARD: 'Картка', CASHLESS: 'Картка' };

/** What the discounts take off `base` (an extra charge counts against), and each one's sum. */
function applyDiscounts(
  base: number,
  discounts: DiscountPayload[],
): { off: number; list: FiscalSandboxDiscount[] } | null {
  let off = 0;
  const list: FiscalSandboxDiscount[] = [];
  for (const discount of discounts) {
    if (discount.mode === 'PERCENT' && discount.value > 100) return null;
    const sum = Math.round(discount.mode === 'VALUE' ? discount.value : (base * discount.value) / 100);
    off += discount.type === 'DISCOUNT' ? sum : -sum;
    list.push({
      type: discount.type,
      mode: discount.mode,
      value: discount.value,
      name: discount.name ?? null,
      sum,
    });
  }
  return { off, list };
}

export function draftReceipt(body: SellBody): DraftResult {
  const returns = body.goods.filter((line) => line.is_return).length;
  if (returns > 0 && returns < body.goods.length) {
    return { ok: false, message: 'Чек не може поєднувати продаж і повернення' };
  }
  const goods: FiscalSandboxGood[] = [];
  for (const line of body.goods) {
    const base = Math.round((line.good.price * line.quantity) / 1000);
    const applied = applyDiscounts(base, line.discounts);
    if (!applied || applied.off > base) {
      return { ok: false, message: `Знижка перевищує вартість товару «${line.good.name}»` };
    }
    goods.push({
      code: line.good.code,
      name: line.good.name,
      price: line.good.price,
      quantity: line.quantity,
      isReturn: line.is_return,
      sum: base - applied.off,
      discounts: applied.list,
    });
  }
  const goodsSum = goods.reduce((sum, line) => sum + line.sum, 0);
  const whole = applyDiscounts(goodsSum, body.discounts);
  if (!whole || whole.off > goodsSum) return { ok: false, message: 'Знижка перевищує суму чеку' };
  const totalSum = goodsSum - whole.off;
  const payments = body.payments.map((payment) => ({
    type: payment.type,
    label: payment.label || (PAYMENT_LABELS[payment.type] ?? payment.type),
    value: payment.value,
  }));
  const paid = payments.reduce((sum, payment) => sum + payment.value, 0);
  const withCash = payments.some((payment) => payment.type === 'CASH');
  if (paid < totalSum) return { ok: false, message: 'Сума оплати менша за суму чеку' };
  if (paid > totalSum && !withCash) {
    return { ok: false, message: 'Безготівкова оплата перевищує суму чеку' };
  }
  const discountsSum =
    goods.reduce((sum, line) => sum + line.discounts.reduce((s, d) => s + signed(d), 0), 0) +
    whole.list.reduce((sum, d) => sum + signed(d), 0);
  return {
    ok: true,
    draft: {
      type: returns > 0 ? 'RETURN' : 'SELL',
      goods,
      discounts: whole.list,
      payments,
      totalSum,
      discountsSum,
      email: body.delivery?.emails?.[0] ?? body.delivery?.email ?? null,
      relatedReceiptId: body.related_receipt_id ?? null,
    },
  };
}

const signed = (discount: FiscalSandboxDiscount) =>
  discount.type === 'DISCOUNT' ? discount.sum : -discount.sum;
