import type { Kopiyky } from '@kartyna/domain';

/** One line of a receipt as the shop sold it. */
export interface FiscalGood {
  /** the shop's own code of the good (a product's SKU or id, `photo-<size>` for a photo picture) */
  code: string;
  name: string;
  /** the price of one unit, kopiyky */
  price: Kopiyky;
  /** whole units */
  quantity: number;
  /** what the promotions took off this whole line, kopiyky (0: none) */
  discount: Kopiyky;
}

/**
 * A receipt the shop asks the register to make. `id` is the shop's own UUID: sent as the
 * receipt's id, so a retry after a lost answer finds the receipt it made, never a second one.
 */
export interface FiscalReceiptRequest {
  id: string;
  /** sell: a payment taken; return: money given back (a refund) */
  kind: 'sell' | 'return';
  goods: FiscalGood[];
  /** what the buyer paid (sell) or got back (return) by card, kopiyky: Σ price·quantity − discount */
  total: Kopiyky;
  /** the payment's label on the receipt, e.g. «Картка», «Apple Pay» */
  paymentLabel: string;
  /** the buyer's mail: the register may send its own copy */
  email: string | null;
  /** a return's sell receipt (our UUID), when the shop issued one */
  relatedReceiptId: string | null;
}

export type FiscalReceiptStatus = 'pending' | 'done' | 'failed';

/** Where the register says a receipt is. */
export interface FiscalReceiptState {
  /** pending: accepted, the tax service has not answered yet; failed: refused, with `message` */
  status: FiscalReceiptStatus;
  /** the fiscal number the tax service gave (ДПС), once done */
  fiscalCode: string | null;
  /** the buyer's link to the receipt; unguessable (it holds the receipt's UUID) */
  url: string | null;
  message: string | null;
}

export interface FiscalShift {
  id: string;
  status: 'opening' | 'opened' | 'closing' | 'closed';
}

export interface FiscalRegister {
  readonly name: string;
  /** receipts of a test register are not fiscal ones (our checkbox-sandbox) */
  readonly test: boolean;
  /**
   * Makes the receipt (opening the cashier's shift first when none is open). The same id twice
   * answers the first receipt's state. Throws FiscalRegisterError when the register cannot be
   * reached or could not take it now: the caller retries later with the same id.
   */
  issue(request: FiscalReceiptRequest): Promise<FiscalReceiptState>;
  /**
   * The buyer's link to a receipt by its id, known before the register answers (the payment
   * mail is written in the transaction that marks the order paid, the receipt made after it).
   */
  receiptUrl(id: string): string;
  /** The receipt's state now (a pending one becomes done or failed); null if the register has none by this id. */
  receiptState(id: string): Promise<FiscalReceiptState | null>;
  /** Closes the cashier's open shift with its Z-report; null when none was open. */
  closeShift(): Promise<FiscalShift | null>;
  /** The cashier's open shift, or null. */
  currentShift(): Promise<FiscalShift | null>;
}

/** The register was unreachable, timed out, answered 5xx or refused our credentials: retry later. */
export class FiscalRegisterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FiscalRegisterError';
  }
}
