import type { FiscalSandboxDiscount, FiscalSandboxZReport } from '../../db/schema/fiscal-sandbox';
import type { SandboxReceipt, SandboxShift } from './fiscal-sandbox-repository';

/*
 * The sandbox's rows in Checkbox's answer shapes (its OpenAPI document's ReceiptModel,
 * ShiftWithCashierAndCashRegister, ReportModel, ReportPaymentsModel), with the fields a client
 * reads filled in and the ones a sandbox has nothing for (taxes, signatures) left empty.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The one register and cashier of the sandbox; the fiscal number says it is a test one. */
const CASH_REGISTER = {
  id: 'c4ec4b0c-5a4d-4b0c-8000-000000000001',
  fiscal_number: 'TEST-SANDBOX',
  number: '1',
  active: true,
  created_at: '2026-01-01T00:00:00+00:00',
  updated_at: null,
};
const CASHIER = {
  id: 'c4ec4b0c-5a4d-4b0c-8000-000000000002',
  full_name: 'Тестовий касир',
  nin: null,
  key_id: null,
  signature_type: null,
  permissions: null,
  blocked: null,
  created_at: '2026-01-01T00:00:00+00:00',
  updated_at: null,
};

const discountModel = (discount: FiscalSandboxDiscount) => ({
  type: discount.type,
  mode: discount.mode,
  value: discount.value,
  name: discount.name,
  sum: discount.sum,
  tax_code: null,
  tax_codes: [],
});

export function zReportModel(shift: SandboxShift, report: FiscalSandboxZReport) {
  return {
    id: report.id,
    serial: shift.serial,
    is_z_report: true,
    payments: report.payments.map((payment) => ({
      id: null,
      code: null,
      type: payment.type,
      label: payment.label,
      sell_sum: payment.sellSum,
      return_sum: payment.returnSum,
      service_in: 0,
      service_out: 0,
      cash_withdrawal: 0,
      cash_withdrawal_commission: 0,
    })),
    taxes: [],
    sell_receipts_count: report.sellReceiptsCount,
    return_receipts_count: report.returnReceiptsCount,
    cash_withdrawal_receipts_count: 0,
    transfers_count: 0,
    transfers_sum: 0,
    // The cash in the drawer: the sandbox's receipts are paid by card.
    balance: 0,
    initial: 0,
    discounts_sum: report.discountsSum,
    extra_charge_sum: 0,
    created_at: iso(shift.closedAt),
    updated_at: null,
  };
}

/** `status` overrides the stored one where Checkbox answers an in-between state (CREATED, CLOSING). */
export function shiftModel(shift: SandboxShift, status: string = shift.status) {
  return {
    id: shift.id,
    serial: shift.serial,
    status,
    z_report: shift.zReport ? zReportModel(shift, shift.zReport) : null,
    opened_at: status === 'CREATED' ? null : iso(shift.openedAt),
    closed_at: status === 'CLOSED' ? iso(shift.closedAt) : null,
    initial_transaction: { id: shift.id, type: 'SHIFT_OPEN', serial: 1, status: 'DONE' },
    closing_transaction: shift.closedAt
      ? { id: shift.id, type: 'Z_REPORT', serial: 2, status: status === 'CLOSED' ? 'DONE' : 'PENDING' }
      : null,
    created_at: iso(shift.openedAt),
    updated_at: iso(shift.closedAt ?? shift.openedAt),
    balance: { initial: 0, balance: 0, cash_sales: 0, card_sales: 0, cash_returns: 0, card_returns: 0 },
    taxes: [],
    emergency_close: false,
    emergency_close_details: null,
    cash_register: CASH_REGISTER,
    cashier: CASHIER,
  };
}

export function receiptModel(receipt: SandboxReceipt, shift: SandboxShift) {
  const done = receipt.status === 'DONE';
  const paid = receipt.payments.reduce((sum, payment) => sum + payment.value, 0);
  return {
    id: receipt.id,
    type: receipt.type,
    serial: receipt.serial,
    status: receipt.status,
    goods: receipt.goods.map((line) => ({
      good: { code: line.code, name: line.name, price: line.price, barcode: null, tax: [] },
      good_id: null,
      sum: line.sum,
      quantity: line.quantity,
      is_return: line.isReturn,
      taxes: [],
      discounts: line.discounts.map(discountModel),
    })),
    payments: receipt.payments.map((payment) => ({ ...payment, code: null, commission: null })),
    total_sum: receipt.totalSum,
    total_payment: paid,
    total_rest: paid - receipt.totalSum,
    round_sum: 0,
    fiscal_code: receipt.fiscalCode,
    fiscal_date: iso(receipt.doneAt),
    delivered_at: null,
    created_at: iso(receipt.createdAt),
    updated_at: iso(receipt.doneAt ?? receipt.createdAt),
    taxes: [],
    discounts: receipt.discounts.map(discountModel),
    order_id: null,
    header: null,
    footer: null,
    barcode: null,
    is_created_offline: false,
    is_sent_dps: done,
    sent_dps_at: iso(receipt.doneAt),
    // The tax service's check page: none for a receipt it never saw.
    tax_url: null,
    related_receipt_id: receipt.relatedReceiptId,
    technical_return: false,
    transaction: {
      id: receipt.id,
      type: 'RECEIPT',
      serial: receipt.serial,
      status: done ? 'DONE' : 'PENDING',
      response_status: done ? 'OK' : null,
      response_error_message: null,
    },
    shift: shiftModel(shift),
  };
}
