import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/*
 * The checkbox-sandbox register's own books (FISCAL_PROVIDER=checkbox-sandbox): the shifts and
 * receipts a test register speaking Checkbox's protocol keeps. In the database, not in memory,
 * so every API process answers for the same register. Nothing here is a fiscal document.
 */

/** A discount or extra charge as Checkbox's DiscountModel lists it: what was asked, and its sum. */
export interface FiscalSandboxDiscount {
  type: 'DISCOUNT' | 'EXTRA_CHARGE';
  mode: 'VALUE' | 'PERCENT';
  /** kopiyky (VALUE) or percent (PERCENT) */
  value: number;
  name: string | null;
  /** kopiyky it took off (or, an extra charge, added) */
  sum: number;
}

/** One line of a sandbox receipt, as Checkbox's ReceiptModel lists its goods. */
export interface FiscalSandboxGood {
  code: string;
  name: string;
  /** kopiyky for one unit (quantity 1000) */
  price: number;
  /** thousandths of a unit, as Checkbox counts (1 piece = 1000) */
  quantity: number;
  isReturn: boolean;
  /** kopiyky: price·quantity/1000 less the line's discounts */
  sum: number;
  discounts: FiscalSandboxDiscount[];
}

export interface FiscalSandboxPayment {
  type: string;
  label: string;
  /** kopiyky */
  value: number;
}

/** The Z-report written when the shift closes: what it sold and gave back, by payment. */
export interface FiscalSandboxZReport {
  /** the report's own id (a UUID), as Checkbox's ReportModel has one */
  id: string;
  sellReceiptsCount: number;
  returnReceiptsCount: number;
  discountsSum: number;
  payments: { type: string; label: string; sellSum: number; returnSum: number }[];
}

export const fiscalSandboxShifts = pgTable(
  'fiscal_sandbox_shifts',
  {
    /** a UUID, as Checkbox's shift ids are */
    id: text('id').primaryKey(),
    serial: integer('serial').notNull(),
    /** OPENED or CLOSED: the sandbox opens and closes at once, Checkbox's CREATED/CLOSING are answers only */
    status: text('status', { enum: ['OPENED', 'CLOSED'] }).notNull(),
    zReport: jsonb('z_report').$type<FiscalSandboxZReport>(),
    openedAt: at('opened_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('fiscal_sandbox_shifts_serial_uq').on(t.serial),
    // One cashier at one register: a second open shift is what Checkbox refuses too.
    uniqueIndex('fiscal_sandbox_shifts_one_open_uq')
      .on(t.status)
      .where(sql`${t.status} = 'OPENED'`),
  ],
);

export const fiscalSandboxReceipts = pgTable(
  'fiscal_sandbox_receipts',
  {
    /** the id the client chose (the shop's own UUID), so a retry finds the receipt it made */
    id: text('id').primaryKey(),
    shiftId: text('shift_id')
      .notNull()
      .references(() => fiscalSandboxShifts.id, { onDelete: 'cascade' }),
    /** the receipt's number within its shift */
    serial: integer('serial').notNull(),
    type: text('type', { enum: ['SELL', 'RETURN'] }).notNull(),
    /** CREATED until its first read after creation, then DONE with a fiscal code */
    status: text('status', { enum: ['CREATED', 'DONE'] }).notNull(),
    goods: jsonb('goods').$type<FiscalSandboxGood[]>().notNull(),
    /** the whole receipt's discounts, beside its lines' own */
    discounts: jsonb('discounts').$type<FiscalSandboxDiscount[]>().notNull(),
    payments: jsonb('payments').$type<FiscalSandboxPayment[]>().notNull(),
    /** kopiyky: what the goods came to, less every discount */
    totalSum: integer('total_sum').notNull(),
    discountsSum: integer('discounts_sum').notNull(),
    email: text('email'),
    relatedReceiptId: text('related_receipt_id'),
    /** "TEST-…": no tax service gave it */
    fiscalCode: text('fiscal_code'),
    createdAt: at('created_at').notNull().defaultNow(),
    doneAt: at('done_at'),
  },
  // Also the Z-report's way to a shift's receipts.
  (t) => [uniqueIndex('fiscal_sandbox_receipts_shift_serial_uq').on(t.shiftId, t.serial)],
);
