import type { DbOrTx } from '../../db/client';

/**
 * What the modules below the kinds of order (payments, refunds, the staff note, the mail
 * confirmation) write to an order's row, as the kind's own module writes it: each table keeps
 * one writing module (scripts/table-writers.test.mjs), and the lower modules never import the
 * kinds. Each kind's module defines its record with its own repository; app.ts hands them over
 * as deps.orderWrites (collected in staff-orders/every-order-kind.ts), as it does the subjects.
 * Every write runs in the transaction it is given, so it commits with what asked for it.
 */
/** What the lower modules write to an order's row. */
export interface OrderRowChange {
  paymentStatus?: string;
  testPayment?: boolean;
  staffNote?: string | null;
}

export interface OrderRowWrites {
  /** the row, locked until the transaction ends (the staff note's audit keeps the note replaced) */
  lock(tx: DbOrTx, id: number): Promise<{ staffNote: string | null } | null>;
  /**
   * The row's columns the lower modules own the news of: the payment's state (paid, failed,
   * refunded), the test mark (a test payment marks its order a test order for good: staff must
   * never ship it as paid money) and the staff note. The same update the status machine uses.
   */
  update(tx: DbOrTx, id: number, change: OrderRowChange): Promise<unknown>;
  /**
   * Gives the account this kind's guest orders placed with its mail (case-insensitive); only
   * rows without an owner move. How many moved.
   */
  giveGuestOrders(tx: DbOrTx, userId: number, mail: string, now: Date): Promise<number>;
}
