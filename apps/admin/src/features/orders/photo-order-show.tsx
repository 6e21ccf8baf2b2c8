import { Alert, Box, Button, Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { customerMailedOrderStatuses, undoableOrderStatuses, type AdminPhotoOrder } from '@kartyna/domain';
import { Loading, Show, useRecordContext, useTranslate } from 'react-admin';
import {
  BuyerSection,
  HistorySection,
  OrderPageFrame,
  OrderTitle,
  PaymentSection,
  useStaffHistory,
} from './order-page';
import { DeliveryDetails, Row, Section, TotalRow } from './order-parts';
import { StatusActions } from './order-status-actions';
import { StatusUndoBar } from './status-undo';
import { formatUah, useWord } from './order-words';
import { PhotoTemplatePanel } from './photo-template-panel';
import { StaffNote } from './staff-note';

/** Deliveries Nova Poshta carries, for which the waybill can be made through its API. */
const NOVA_POSHTA = new Set(['post', 'postomat', 'new-post-address']);

/**
 * A move the shopper is mailed about asks first, as on a shop order, and in its words: the
 * undoable ones say the mail waits a minute for an undo, a receipt (cashback) says it is final.
 * Only the title differs, naming the photo order by its Ф- number.
 */
const PHOTO_CONFIRM = {
  mailed: customerMailedOrderStatuses,
  undoable: undoableOrderStatuses,
  title: 'shop.orders.action.confirmPhotoTitle',
  cancelTitle: 'shop.orders.action.cancelPhotoTitle',
  cancelContent: 'shop.orders.action.cancelPhotoContent',
};

/** Each picture with the customer's photo; the download is the stored file, at full size. */
function Pictures({ order }: { order: AdminPhotoOrder }) {
  const translate = useTranslate();
  const word = useWord();
  return (
    <Section title="shop.orders.section.pictures">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
        }}
      >
        {order.lines.map((line, i) => (
          <Card key={line.id} variant="outlined">
            <Box
              component="img"
              src={line.imageUrl}
              alt={translate('shop.orders.field.picture') + ` ${i + 1}`}
              sx={{ width: '100%', height: 200, objectFit: 'contain', bgcolor: 'grey.100', display: 'block' }}
            />
            <CardContent sx={{ pb: 0 }}>
              <Row label="shop.orders.field.size" labelWidth={110}>
                {line.size} см
              </Row>
              <Row label="shop.orders.field.complectation" labelWidth={110}>
                {word('photo', line.complectation)}
              </Row>
              <Row label="shop.orders.field.speed" labelWidth={110}>
                {word('photo', line.speed)}
              </Row>
              <Row label="shop.orders.field.price" labelWidth={110}>
                {formatUah(line.price)} × {line.amount} = {formatUah(line.total)}
              </Row>
              {/* The shopper was told the same in the preview; staff know what the canvas can show. */}
              {line.photoQuality === 'small' && (
                <Typography role="note" variant="body2" color="warning.dark" sx={{ mt: 1 }}>
                  {translate('shop.orders.field.photoSmall')}
                </Typography>
              )}
            </CardContent>
            <PhotoTemplatePanel orderId={order.id} lineId={line.id} />
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <Button size="small" startIcon={<DownloadIcon />} href={line.downloadUrl} download>
                {translate('shop.orders.action.download')}
              </Button>
              <Button
                size="small"
                startIcon={<OpenInNewIcon />}
                href={line.imageUrl}
                target="_blank"
                rel="noopener"
              >
                {translate('shop.orders.action.open')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <Box sx={{ mt: 2, ml: 'auto', maxWidth: 460, px: { xs: 0, sm: 2 } }}>
        <TotalRow label="shop.orders.field.total" strong>
          {formatUah(order.total)}
        </TotalRow>
      </Box>
    </Section>
  );
}

function PhotoOrderPage() {
  const translate = useTranslate();
  const order = useRecordContext<AdminPhotoOrder>();
  const changes = useStaffHistory(Array.isArray(order?.statusHistory) ? order.statusHistory : []);
  // react-admin shows the list's row while the full order loads; wait for the order itself.
  if (!order || !Array.isArray(order.lines)) return <Loading />;
  const path = `/api/admin/photo-orders/${order.id}`;
  // Photo orders keep no history row for their placing; the order's own time stands in for it.
  const history = [
    { createdAt: order.createdAt, status: 'requested', by: translate('shop.orders.actor.customer') },
    ...changes,
  ];
  return (
    <OrderPageFrame
      title={<OrderTitle message="shop.orders.photoTitle" kind="photo" />}
      status={order.status}
      createdAt={order.createdAt}
      notice={<StatusUndoBar path={path} undo={order.undo} />}
      main={
        <>
          <Pictures order={order} />
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
            carrierWaybill={NOVA_POSHTA.has(String(order.delivery.deliveryType))}
            confirm={PHOTO_CONFIRM}
          />
          <BuyerSection contact={order.clientData} buyer={order.buyer} comment={order.comment} />
          <Section title="shop.orders.section.delivery">
            <DeliveryDetails delivery={order.delivery} waybillNumber={order.waybillNumber} />
            {order.trackingUrl && (
              <Link href={order.trackingUrl} target="_blank" rel="noopener">
                {translate('shop.orders.action.tracking')}
              </Link>
            )}
          </Section>
          <PaymentSection paymentType={order.paymentType} paymentStatus={order.paymentStatus}>
            {order.testPayment && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate('shop.orders.field.testPayment')}
              </Alert>
            )}
          </PaymentSection>
          <StaffNote path={path} note={order.staffNote} />
        </>
      }
    />
  );
}

export function PhotoOrderShow() {
  return (
    <Show
      title={<OrderTitle message="shop.orders.photoTitle" kind="photo" />}
      actions={false}
      component="div"
    >
      <PhotoOrderPage />
    </Show>
  );
}
