import { isOnlinePaymentType } from '@kartyna/domain';

/** What payability reads of a shop or photo order's row. */
export interface PayableRow {
  paymentType: string;
  paymentStatus: string;
  status: string;
}

/** An online order nobody has paid yet, not cancelled, while a provider can take the money. */
export const isOrderPayable = (row: PayableRow, onlinePayment: boolean): boolean =>
  onlinePayment &&
  isOnlinePaymentType(row.paymentType) &&
  (row.paymentStatus === 'awaiting' || row.paymentStatus === 'failed') &&
  row.status !== 'canceled';
