import {
  Box,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { customerMailedOrderStatuses, undoableOrderStatuses, type AdminOrder } from '@kartyna/domain';
import { Loading, Show, useRecordContext, useTranslate } from 'react-admin';
import {
  BuyerSection,
  HistorySection,
  OrderPageFrame,
  OrderTitle,
  PaymentSection,
  useStaffHistory,
} from './order-page';
import { DeliveryDetails, Section, TotalRow } from './order-parts';
import { PaymentAttempts } from './payment-attempts';
import { StatusActions } from './order-status-actions';
import { StatusUndoBar } from './status-undo';
import { formatUah } from './order-words';
import { StaffNote } from './staff-note';

/** Deliveries Nova Poshta carries, for which the waybill can be made through its API. */
const NOVA_POSHTA = new Set(['post', 'postomat', 'new-post-address']);

/** Moves that mail the customer ask first; the undoable ones say the mail waits a minute. */
const CONFIRM = { mailed: customerMailedOrderStatuses, undoable: undoableOrderStatuses };

/** A line's picture, or nothing when the product has none. */
function LineImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  return src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block', flexShrink: 0 }}
    />
  ) : null;
}

/** The lines as a table; on a phone each line is a stacked row instead, so nothing is cut off. */
function Lines({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`shop.orders.field.${key}`);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Section title="shop.orders.section.lines">
      {phone ? (
        <Stack divider={<Divider flexItem />} spacing={1}>
          {order.lines.map((line) => (
            <Stack key={`${line.productId}-${line.article}`} direction="row" spacing={1.5}>
              <LineImage src={line.image} alt={line.name.ua} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2">{line.name.ua}</Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('article')}: {line.article}
                </Typography>
                <Typography variant="body2" sx={{ textAlign: 'right' }}>
                  {formatUah(line.price)} × {line.amount} = <b>{formatUah(line.total)}</b>
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{t('product')}</TableCell>
              <TableCell align="right">{t('price')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('amount')}
              </TableCell>
              <TableCell align="right">{t('lineTotal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={`${line.productId}-${line.article}`}>
                <TableCell sx={{ width: 72 }}>
                  <LineImage src={line.image} alt={line.name.ua} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{line.name.ua}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('article')}: {line.article}
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatUah(line.price)}</TableCell>
                <TableCell align="right">{line.amount}</TableCell>
                <TableCell align="right">{formatUah(line.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box sx={{ mt: 2, ml: 'auto', maxWidth: 460, px: { xs: 0, sm: 2 } }}>
        <TotalRow label="shop.orders.field.goodsTotal">{formatUah(order.goodsTotal)}</TotalRow>
        {order.bonusSpent > 0 ? (
          <TotalRow label="shop.orders.field.bonusSpent">− {formatUah(order.bonusSpent)}</TotalRow>
        ) : null}
        <TotalRow label="shop.orders.field.total" strong>
          {formatUah(order.total)}
        </TotalRow>
        {order.codFee > 0 ? (
          <TotalRow label="shop.orders.field.codFee">{formatUah(order.codFee)}</TotalRow>
        ) : null}
      </Box>
    </Section>
  );
}

function OrderPage() {
  const order = useRecordContext<AdminOrder>();
  const history = useStaffHistory(Array.isArray(order?.statusHistory) ? order.statusHistory : []);
  // react-admin shows the list's row while the full order loads; wait for the order itself.
  if (!order || !Array.isArray(order.statusHistory)) return <Loading />;
  const path = `/api/admin/orders/${order.id}`;
  return (
    <OrderPageFrame
      title={<OrderTitle message="shop.orders.title" />}
      status={order.status}
      createdAt={order.createdAt}
      notice={<StatusUndoBar path={path} undo={order.undo} />}
      main={
        <>
          <Lines order={order} />
          <HistorySection entries={history} />
        </>
      }
      side={
        <>
          <StatusActions
            path={path}
            id={order.id}
            nextStatuses={order.nextStatuses}
            withWaybill
            carrierWaybill={NOVA_POSHTA.has(order.deliveryType)}
            confirm={CONFIRM}
          />
          <BuyerSection contact={order.contact} buyer={order.buyer} comment={order.contact.comment} />
          <Section title="shop.orders.section.delivery">
            <DeliveryDetails delivery={order.delivery} waybillNumber={order.waybillNumber} />
          </Section>
          <PaymentSection paymentType={order.paymentType} paymentStatus={order.paymentStatus}>
            <PaymentAttempts order={order} />
          </PaymentSection>
          <StaffNote path={path} note={order.staffNote} />
        </>
      }
    />
  );
}

export function OrderShow() {
  return (
    <Show title={<OrderTitle message="shop.orders.title" />} actions={false} component="div">
      <OrderPage />
    </Show>
  );
}
