import { z } from 'zod';

/**
 * Issue #44: money given back (refunds) and the fiscal receipts (ПРРО) of money taken and given
 * back. Amounts on the wire are UAH, as everywhere; kopiyky inside.
 */

const wholeKopiyky = (uah: number) => Math.abs(uah * 100 - Math.round(uah * 100)) < 1e-6;

/** POST /api/admin/orders/:id/refund and /api/admin/photo-orders/:id/refund. */
export const refundInputSchema = z
  .object({
    /** UAH, more than 0, at most what is left of the payment (the server checks the rest) */
    amount: z
      .number({ error: 'invalid_amount' })
      .positive({ error: 'invalid_amount' })
      .max(10_000_000, { error: 'invalid_amount' })
      .refine(wholeKopiyky, { error: 'invalid_amount' }),
    /** why, in staff's words: the order's history and the shopper's mail carry it */
    reason: z
      .string({ error: 'required_field' })
      .trim()
      .min(1, { error: 'required_field' })
      .max(500, { error: 'too_long' }),
  })
  .strict();
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundStatuses = ['pending', 'done', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** A refund as the shopper sees it. */
export const refundSchema = z.object({
  id: z.string(),
  amount: z.number().describe('UAH'),
  reason: z.string(),
  /** pending: asked (or to be asked again after an outage); done: the provider gave it back; failed: it refused */
  status: z.enum(refundStatuses),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A refund as staff see it: who gave it and what the provider said. */
export const staffRefundSchema = refundSchema.extend({
  staffName: z.string().nullable(),
  providerMessage: z.string().nullable(),
  /** the provider could not be asked yet: the last error and how many tries */
  lastError: z.string().nullable(),
  attempts: z.number().int(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

export const fiscalReceiptKinds = ['sell', 'return'] as const;
export const fiscalReceiptStatuses = ['pending', 'done', 'failed'] as const;

/** A fiscal receipt as the shopper sees it: its link opens the receipt at the register. */
export const fiscalReceiptSchema = z.object({
  id: z.string(),
  kind: z.enum(fiscalReceiptKinds),
  status: z.enum(fiscalReceiptStatuses),
  /** the tax service's number, once done */
  fiscalCode: z.string().nullable(),
  url: z.string().nullable(),
  total: z.number().describe('UAH'),
  /** made by a test register: not a fiscal document */
  test: z.boolean(),
  createdAt: z.string(),
});
export type FiscalReceipt = z.infer<typeof fiscalReceiptSchema>;

export const staffFiscalReceiptSchema = fiscalReceiptSchema.extend({
  /** the register's refusal, or why it could not be reached yet */
  message: z.string().nullable(),
  attempts: z.number().int(),
});
export type StaffFiscalReceipt = z.infer<typeof staffFiscalReceiptSchema>;

/** What an order's money-back part adds to the order views. */
export const orderMoneyBackSchema = z.object({
  /** UAH taken online, less what is given back (done or on its way): what a new refund may take */
  refundable: z.number(),
  refunds: z.array(staffRefundSchema),
  fiscalReceipts: z.array(staffFiscalReceiptSchema),
});
export type OrderMoneyBack = z.infer<typeof orderMoneyBackSchema>;

/** The answer of a refund: the refund, and the order's money-back part after it. */
export const refundAnswerSchema = orderMoneyBackSchema.extend({ refund: staffRefundSchema });
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
