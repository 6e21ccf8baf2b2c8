import { z } from 'zod';
import type { FiscalReceiptRequest, FiscalReceiptState, FiscalShift } from './fiscal-register';

/*
 * Our receipt in Checkbox's words, and Checkbox's answers in ours. The shapes are Checkbox's
 * OpenAPI document's (https://api.checkbox.ua/api/docs): ReceiptSellPayload, GoodItemPayload,
 * GoodDetailsPayload, DiscountPayload, CardPaymentPayload, DeliveryPayload; ReceiptModel with
 * ReceiptStatus; ShiftWithCashRegisterModel with ShiftStatus.
 */

/** Checkbox counts quantity in thousandths: 1 piece = 1000, 2.25 kg = 2250. */
const QUANTITY_UNIT = 1000;
/** GoodDetailsPayload.code's maxLength */
const MAX_CODE = 256;
/** CardPaymentPayload.label's maxLength */
const MAX_LABEL = 128;
/** the discount's name on the printed receipt */
export const DISCOUNT_NAME = 'Знижка';

export interface CheckboxDiscount {
  type: 'DISCOUNT';
  mode: 'VALUE';
  /** kopiyky, in VALUE mode */
  value: number;
  name: string;
}

export interface CheckboxSellBody {
  /** our UUID: the receipt's id at Checkbox, so a retry with it finds the same receipt */
  id: string;
  goods: {
    /** price: kopiyky for quantity 1000 */
    good: { code: string; name: string; price: number };
    quantity: number;
    is_return: boolean;
    discounts?: CheckboxDiscount[];
  }[];
  payments: { type: 'CASHLESS'; value: number; label: string }[];
  /** `email` is documented as superseded by `emails` */
  delivery?: { emails: string[] };
  related_receipt_id?: string;
}

/**
 * POST /api/v1/receipts/sell makes both kinds ("Створення чеку продажу/повернення"): a return
 * is a receipt whose goods carry is_return, tied to its sell receipt by related_receipt_id.
 * A line's promotion is the line's own discount (GoodItemPayload.discounts), so each line shows
 * what was taken off it; the one card payment is what the buyer paid or got back.
 */
export function sellBody(request: FiscalReceiptRequest): CheckboxSellBody {
  const isReturn = request.kind === 'return';
  return {
    id: request.id,
    goods: request.goods.map((good) => ({
      good: { code: good.code.slice(0, MAX_CODE), name: good.name, price: good.price },
      quantity: good.quantity * QUANTITY_UNIT,
      is_return: isReturn,
      ...(good.discount > 0
        ? {
            discounts: [
              {
                type: 'DISCOUNT' as const,
                mode: 'VALUE' as const,
                value: good.discount,
                name: DISCOUNT_NAME,
              },
            ],
          }
        : {}),
    })),
    payments: [{ type: 'CASHLESS', value: request.total, label: request.paymentLabel.slice(0, MAX_LABEL) }],
    ...(request.email ? { delivery: { emails: [request.email] } } : {}),
    ...(isReturn && request.relatedReceiptId ? { related_receipt_id: request.relatedReceiptId } : {}),
  };
}

export const tokenAnswer = z.looseObject({ access_token: z.string().min(1) });

export const receiptAnswer = z.looseObject({
  id: z.string(),
  /** ReceiptStatus: CREATED, DONE, ERROR, CANCELLATION, CANCELLED */
  status: z.string(),
  fiscal_code: z.string().nullish(),
  /** the receipt's transaction to the tax service: why an ERROR receipt failed */
  transaction: z
    .looseObject({
      status: z.string().nullish(),
      response_status: z.string().nullish(),
      response_error_message: z.string().nullish(),
    })
    .nullish(),
});
export type CheckboxReceipt = z.infer<typeof receiptAnswer>;

/** ShiftStatus: CREATED, OPENING, OPENED, CLOSING, CLOSED */
export const shiftAnswer = z.looseObject({ id: z.string(), status: z.string() });
export type CheckboxShift = z.infer<typeof shiftAnswer>;

const failedStatuses = new Set(['ERROR', 'CANCELLED', 'CANCELLATION']);

/**
 * DONE is a fiscal receipt; ERROR (the tax service refused it) and a cancellation are not and
 * never will be. CREATED, and anything Checkbox may add later, is still on its way: a later
 * read decides, which is safer than calling a receipt failed that may yet be fiscalised.
 */
export function receiptState(receipt: CheckboxReceipt, url: string): FiscalReceiptState {
  if (receipt.status === 'DONE') {
    return { status: 'done', fiscalCode: receipt.fiscal_code ?? null, url, message: null };
  }
  if (failedStatuses.has(receipt.status)) {
    const transaction = receipt.transaction;
    const message =
      transaction?.response_error_message ||
      transaction?.response_status ||
      `the register answered ${receipt.status}`;
    return { status: 'failed', fiscalCode: null, url: null, message };
  }
  return { status: 'pending', fiscalCode: receipt.fiscal_code ?? null, url, message: null };
}

const shiftStatuses: Record<string, FiscalShift['status']> = {
  CREATED: 'opening',
  OPENING: 'opening',
  OPENED: 'opened',
  CLOSING: 'closing',
  CLOSED: 'closed',
};

export const shiftOf = (shift: CheckboxShift): FiscalShift => ({
  id: shift.id,
  status: shiftStatuses[shift.status] ?? 'opening',
});
