import { eq } from 'drizzle-orm';
import { fiscalReceipts } from '../../db/schema';
import type { FiscalConfig } from '../../app-config';
import type { TestApp } from '../../test/build-test-app';
import { sendDueReceipts } from './fiscal-receipts-service';

/** Test-only helpers of the fiscal receipt tests (not a *.test.ts, so vitest does not run it). */

export const sandboxFiscal: FiscalConfig = {
  provider: 'checkbox-sandbox',
  licenseKey: null,
  login: null,
  password: null,
  pinCode: null,
  apiUrl: 'http://checkbox-sandbox.invalid',
  shiftCloseAt: { hour: 23, minute: 50 },
};

export const receiptsOfOrder = (t: TestApp, orderId: number) =>
  t.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.orderId, orderId));

/** One pass of the receipt queue, as the worker runs it; answers how many were asked about. */
export const receiptPass = (t: TestApp) =>
  sendDueReceipts({ db: t.db, fiscal: t.app.deps.fiscal }, t.app.log, () => undefined);

/** Passes until every receipt of the order has left 'pending', at most `tries` (receipts become done a moment later). */
export async function settleReceipts(t: TestApp, orderId: number, tries = 40) {
  for (let i = 0; i < tries; i += 1) {
    const rows = await receiptsOfOrder(t, orderId);
    if (rows.length > 0 && rows.every((r) => r.status !== 'pending')) return rows;
    // What is pending at the register is read again once due: make it due now.
    await t.db
      .update(fiscalReceipts)
      .set({ dueAt: new Date(0) })
      .where(eq(fiscalReceipts.orderId, orderId));
    await receiptPass(t);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return receiptsOfOrder(t, orderId);
}
