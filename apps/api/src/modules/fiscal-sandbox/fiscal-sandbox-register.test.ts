import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalSandboxReceipts, fiscalSandboxShifts } from '../../db/schema';
import type { FiscalReceiptRequest } from '../../integrations/fiscal/fiscal-register';
import { buildSandboxTestApp, type SandboxTestApp } from './fiscal-sandbox-test-app';

/*
 * The shop's side: the Checkbox client pointed at the sandbox through inject, as
 * FISCAL_PROVIDER=checkbox-sandbox builds it, and a second API process on the same database.
 */

let t: SandboxTestApp;
let other: SandboxTestApp;
beforeAll(async () => {
  t = await buildSandboxTestApp();
  other = await buildSandboxTestApp(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const sale = (id = randomUUID()): FiscalReceiptRequest => ({
  id,
  kind: 'sell',
  goods: [
    { code: 'SKU-1', name: 'Набір «Маки»', price: 45000, quantity: 2, discount: 9000 },
    { code: 'photo-40x50', name: 'Картина за фото 40×50', price: 120000, quantity: 1, discount: 0 },
  ],
  total: 201000,
  paymentLabel: 'Картка',
  email: 'buyer@example.com',
  relatedReceiptId: null,
});

const receiptsWith = async (id: string) =>
  (await t.db.select({ n: count() }).from(fiscalSandboxReceipts).where(eq(fiscalSandboxReceipts.id, id)))[0]
    ?.n;

describe('the checkbox-sandbox register', () => {
  it('is a test register whose links are on the API’s public address', () => {
    expect(t.register.name).toBe('checkbox-sandbox');
    expect(t.register.test).toBe(true);
    expect(t.register.receiptUrl('a')).toBe('http://api.kartyna.test/api/server/checkbox-sandbox/receipts/a');
  });

  it('opens the shift on the first receipt; the receipt is pending, then done', async () => {
    expect(await t.register.currentShift()).toBeNull();
    const id = randomUUID();
    const url = `http://api.kartyna.test/api/server/checkbox-sandbox/receipts/${id}`;
    expect(await t.register.issue(sale(id))).toEqual({
      status: 'pending',
      fiscalCode: null,
      url,
      message: null,
    });
    expect(await t.register.currentShift()).toMatchObject({ status: 'opened' });
    const done = await t.register.receiptState(id);
    expect(done).toEqual({ status: 'done', fiscalCode: expect.stringMatching(/^TEST-/), url, message: null });
    // stays done, with the same code
    expect(await t.register.receiptState(id)).toEqual(done);
    expect(await t.register.receiptState(randomUUID())).toBeNull();
  });

  it('the same id twice makes one receipt and answers its state', async () => {
    const request = sale();
    await t.register.issue(request);
    const again = await t.register.issue(request);
    expect(again).toMatchObject({ status: 'done', fiscalCode: expect.stringMatching(/^TEST-/) });
    expect(await receiptsWith(request.id)).toBe(1);
  });

  it('makes a return receipt tied to its sell receipt', async () => {
    const sold = sale();
    await t.register.issue(sold);
    const refund: FiscalReceiptRequest = {
      id: randomUUID(),
      kind: 'return',
      goods: [{ code: 'SKU-1', name: 'Набір «Маки»', price: 45000, quantity: 1, discount: 4500 }],
      total: 40500,
      paymentLabel: 'Картка',
      email: null,
      relatedReceiptId: sold.id,
    };
    expect((await t.register.issue(refund)).status).toBe('pending');
    const [row] = await t.db
      .select()
      .from(fiscalSandboxReceipts)
      .where(eq(fiscalSandboxReceipts.id, refund.id));
    expect(row).toMatchObject({
      type: 'RETURN',
      relatedReceiptId: sold.id,
      totalSum: 40500,
      discountsSum: 4500,
    });
    expect(row?.goods[0]).toMatchObject({ isReturn: true, quantity: 1000, sum: 40500 });
  });

  it('a receipt whose payment is not its sum is failed, with the register’s words', async () => {
    const state = await t.register.issue({ ...sale(), total: 1 });
    expect(state).toEqual({
      status: 'failed',
      fiscalCode: null,
      url: null,
      message: 'Сума оплати менша за суму чеку',
    });
  });

  it('a second API process answers for the same register', async () => {
    const id = randomUUID();
    await t.register.issue(sale(id));
    expect(await other.register.receiptState(id)).toMatchObject({ status: 'done' });
    // the retry lands on the other process: still one receipt
    expect((await other.register.issue(sale(id))).status).toBe('done');
    expect(await receiptsWith(id)).toBe(1);
    expect(await other.register.currentShift()).toEqual(await t.register.currentShift());
  });

  it('closeShift closes the shift with its Z-report, and then finds none', async () => {
    const open = await t.register.currentShift();
    expect(await t.register.closeShift()).toEqual({ id: open?.id, status: 'closing' });
    const [shift] = await t.db
      .select()
      .from(fiscalSandboxShifts)
      .where(eq(fiscalSandboxShifts.id, open?.id ?? ''));
    expect(shift?.status).toBe('CLOSED');
    // every receipt of the earlier tests but the refused one
    expect(shift?.zReport).toMatchObject({
      sellReceiptsCount: 4,
      returnReceiptsCount: 1,
      discountsSum: 36000,
    });
    expect(await t.register.currentShift()).toBeNull();
    expect(await other.register.closeShift()).toBeNull();
    // the next receipt opens the next shift
    await t.register.issue(sale());
    expect((await t.register.currentShift())?.id).not.toBe(open?.id);
  });
});
