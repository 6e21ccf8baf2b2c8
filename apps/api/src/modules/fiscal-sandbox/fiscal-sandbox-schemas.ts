import { z } from 'zod';

/*
 * The sandbox's requests and answers in Checkbox's own names, as its OpenAPI document
 * (https://api.checkbox.ua/api/docs) has them: CashierSignIn, CashierSignInPinCode,
 * ReceiptSellPayload (GoodItemPayload, GoodDetailsPayload, DiscountPayload, the payment
 * payloads, DeliveryPayload), HTTPError { message }. Loose objects: Checkbox takes fields the
 * shop never sends (header, footer, barcode…), and so does the sandbox, ignoring them.
 */

/** Python's UUID takes any 8-4-4-4-12 hex, not only RFC 4122 variants. */
export const checkboxId = z.guid();

export const signInBody = z.looseObject({ login: z.string(), password: z.string() });
export const signInPinBody = z.looseObject({ pin_code: z.string() });

/** signinPinCode and POST /shifts require the cash register's key. */
export const licensedHeaders = z.looseObject({ 'x-license-key': z.string() });

const discountPayload = z.looseObject({
  type: z.enum(['DISCOUNT', 'EXTRA_CHARGE']),
  mode: z.enum(['PERCENT', 'VALUE']),
  /** kopiyky in VALUE mode, percent in PERCENT mode */
  value: z.number().min(0),
  name: z.string().nullish(),
});
export type DiscountPayload = z.infer<typeof discountPayload>;

const goodItemPayload = z.looseObject({
  good: z.looseObject({
    code: z.string().min(1).max(256),
    name: z.string().min(1),
    /** kopiyky for quantity 1000 */
    price: z.number().int().min(0),
  }),
  /** thousandths: 1 piece = 1000 */
  quantity: z.number().int().positive(),
  is_return: z.boolean().default(false),
  discounts: z.array(discountPayload).default([]),
});

const paymentPayload = z.looseObject({
  type: z.enum(['CASH', 'CARD', 'CASHLESS']).default('CASHLESS'),
  value: z.number().int().min(0),
  label: z.string().max(128).nullish(),
});

export const sellBody = z.looseObject({
  id: checkboxId.optional(),
  goods: z.array(goodItemPayload).min(1).max(500),
  discounts: z.array(discountPayload).default([]),
  payments: z.array(paymentPayload).default([]),
  delivery: z
    .looseObject({
      email: z.email().nullish(),
      emails: z.array(z.email()).nullish(),
      phone: z.string().nullish(),
    })
    .nullish(),
  related_receipt_id: checkboxId.nullish(),
});
export type SellBody = z.infer<typeof sellBody>;

/** An empty body is an empty payload: CreateShiftPayload and CloseShiftPayload are optional. */
export const optionalBody = z.looseObject({}).nullish();

export const receiptParams = z.object({ id: checkboxId });
/** The buyer's page takes anything, so that a broken link gets the page, not a JSON error. */
export const pageParams = z.object({ id: z.string() });

export const checkboxError = z.looseObject({ message: z.string() }).describe('HTTPError');
export const tokenAnswer = z
  .looseObject({ type: z.string(), token_type: z.string(), access_token: z.string() })
  .describe('CashierAccessTokenResponseModel');
export const shiftAnswer = z
  .looseObject({ id: z.string(), serial: z.number(), status: z.string() })
  .describe('ShiftWithCashierAndCashRegister');
export const receiptAnswer = z
  .looseObject({ id: z.string(), type: z.string(), serial: z.number(), status: z.string() })
  .describe('ReceiptModel');
export const htmlPage = z.string().describe('text/html page');
