import type { DbOrTx } from '../../db/client';

/**
 * What the modules below the kinds of order (payments, refunds, the staff note, the mail
 * confirmation) write to an order's row, as the kind's own module writes it: each table keeps
 * one writing module (scripts/table-writers.test.mjs), and the lower modules never import the
 * kinds. Each kind's module defines its record with its own repository; app.ts hands them over
 * as deps.orderWrites (collected in staff-orders/every-order-kind.ts), as it does the subjects.
 * Every write runs in the transaction it is given, so it commits with what asked for it.
 */
export interface OrderRowWrites {
  /** the payment's news on the order (paid, failed, refunded) */
  setPaymentStatus(tx: DbOrTx, id: number, paymentStatus: string): Promise<void>;
  /** a test payment marks its order a test order for good: staff must never ship it as paid money */
  markTestPayment(tx: DbOrTx, id: number): Promise<void>;
  /** the staff note, the row locked for the change (the audit's "before" is the note replaced) */
  lockStaffNote(tx: DbOrTx, id: number): Promise<{ staffNote: string | null } | null>;
  setStaffNote(tx: DbOrTx, id: number, staffNote: string | null): Promise<void>;
  /**
   * Gives the account this kind's guest orders placed with its mail (case-insensitive); only
   * rows without an owner move. How many moved.
   */
  giveGuestOrders(tx: DbOrTx, userId: number, mail: string, now: Date): Promise<number>;
}
