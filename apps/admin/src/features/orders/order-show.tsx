import { Box, Link } from '@mui/material';
import { orderNumberLabel, staffOrderPath } from '@kartyna/domain';
import { Loading, Show, useRecordContext, useTranslate } from 'react-admin';
import { FiscalReceiptsSection } from './fiscal-receipts-section';
import { carrierMakesWaybill, type OrderFrameFields, type OrderKind } from './order-kinds';
import {
  BuyerSection,
  HistorySection,
  OrderPageFrame,
  OrderTitle,
  PaymentSection,
  useStaffHistory,
} from './order-page';
import { DeliveryDetails, DiscountRows, Section, TotalRow } from './order-parts';
import { StatusActions } from './order-status-actions';
import { RefundButton } from './refund-dialog';
import { RefundsSection } from './refunds-section';
import { StatusUndoBar } from './status-undo';
import { formatUah } from './order-words';
import { StaffNote } from './staff-note';

/** The totals under the lines; goods, discount, bonuses and the COD fee only where the order has them. */
function Totals({ totals: t }: { totals: OrderFrameFields['totals'] }) {
  return (
    <Box sx={{ mt: 2, ml: 'auto', maxWidth: 460, px: { xs: 0, sm: 2 } }}>
      {t.goodsTotal !== undefined ? (
        <TotalRow label={t.goodsLabel ?? 'shop.orders.field.goodsTotal'}>{formatUah(t.goodsTotal)}</TotalRow>
      ) : null}
      <DiscountRows discount={t.discount} promotions={t.promotions} promoCode={t.promoCode} />
      {t.bonusSpent ? (
        <TotalRow label="shop.orders.field.bonusSpent">− {formatUah(t.bonusSpent)}</TotalRow>
      ) : null}
      <TotalRow label="shop.orders.field.total" strong>
        {formatUah(t.total)}
      </TotalRow>
      {t.codFee ? <TotalRow label="shop.orders.field.codFee">{formatUah(t.codFee)}</TotalRow> : null}
    </Box>
  );
}

/**
 * One order page for every kind: the header, the undo bar, the lines with the totals, the
 * refunds (with «Повернути кошти»), the fiscal receipts and the history on the left; status
 * actions, buyer, delivery, payment and the staff note on the right (on a phone the status
 * actions come first).
 * Only the lines (and a shop order's payment attempts) are the kind's own.
 */
function OrderPage<T extends { id: number }>({ kind }: { kind: OrderKind<T> }) {
  const translate = useTranslate();
  const record = useRecordContext<T>();
  // react-admin shows the list's row while the full order loads; wait for the order itself.
  const order =
    record && 'statusHistory' in record && Array.isArray(record.statusHistory) ? record : undefined;
  const f = order ? kind.frame(order) : undefined;
  const history = useStaffHistory(f?.statusHistory ?? []);
  if (!order || !f) return <Loading />;
  const path = staffOrderPath({ kind: kind.orderKind, id: order.id });
  return (
    <OrderPageFrame
      title={<OrderTitle message={kind.title} kind={kind.numberKind} />}
      status={f.status}
      paymentStatus={f.paymentStatus}
      testPayment={f.testPayment}
      createdAt={f.createdAt}
      notice={<StatusUndoBar path={path} undo={f.undo} />}
      main={
        <>
          <Section title={kind.linesTitle}>
            {kind.lines(order)}
            <Totals totals={f.totals} />
          </Section>
          <RefundsSection
            refunds={f.moneyBack.refunds}
            refundable={f.moneyBack.refundable}
            action={
              <RefundButton
                path={path}
                orderName={translate(kind.title, {
                  id: order.id,
                  number: orderNumberLabel(kind.numberKind, order.id),
                })}
                money={f.moneyBack}
                provider={f.refundProvider}
              />
            }
          />
          <FiscalReceiptsSection receipts={f.moneyBack.fiscalReceipts} />
          <HistorySection entries={history} />
        </>
      }
      actions={
        <StatusActions
          path={path}
          id={order.id}
          nextStatuses={f.nextStatuses}
          withWaybill
          carrierWaybill={carrierMakesWaybill(f.deliveryType)}
          confirm={kind.confirm}
        />
      }
      side={
        <>
          <BuyerSection contact={f.contact} buyer={f.buyer} comment={f.comment} />
          <Section title="shop.orders.section.delivery">
            <DeliveryDetails delivery={f.delivery} waybillNumber={f.waybillNumber} />
            {f.trackingUrl && (
              <Link href={f.trackingUrl} target="_blank" rel="noopener">
                {translate('shop.orders.action.tracking')}
              </Link>
            )}
          </Section>
          <PaymentSection
            paymentType={f.paymentType}
            paymentStatus={f.paymentStatus}
            testPayment={f.testPayment}
          >
            {kind.payments?.(order)}
          </PaymentSection>
          <StaffNote path={path} note={f.staffNote} />
        </>
      }
    />
  );
}

/** The show screen of one kind of order (a react-admin resource's `show`). */
export function OrderShow<T extends { id: number }>({ kind }: { kind: OrderKind<T> }) {
  return (
    <Show title={<OrderTitle message={kind.title} kind={kind.numberKind} />} actions={false} component="div">
      <OrderPage kind={kind} />
    </Show>
  );
}
