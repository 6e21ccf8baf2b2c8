import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  orderNumberLabel,
  type AdminOrderListItem,
  type AdminPhotoOrderListItem,
  type OrderNumberKind,
} from '@kartyna/domain';
import { DataTable } from 'react-admin';
import { OrderListFrame, useSharedColumns } from './order-list-frame';
import { formatUah, useWord } from './order-words';

const ShopCol = DataTable.Col<AdminOrderListItem>;
const PhotoCol = DataTable.Col<AdminPhotoOrderListItem>;
const thumb = { width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' } as const;
const photoOf = (r: AdminPhotoOrderListItem) =>
  r.imageUrl ? <Box component="img" src={r.imageUrl} alt="" loading="lazy" sx={thumb} /> : null;

/**
 * One list for every kind of order; the kind adds its own columns around the shared ones.
 * Orders: the buyer, delivery and payment of each at a glance. Photo orders: the customer's photo
 * as a thumbnail, so the painters' queue is recognisable at a glance. A row opens the order.
 */
export function OrderList({ kind }: { kind: OrderNumberKind }) {
  const word = useWord();
  const shared = useSharedColumns();
  const columns: ReactNode[] =
    kind === 'shop'
      ? [
          <ShopCol key="id" source="id" />,
          ...shared,
          <ShopCol
            key="paymentType"
            source="paymentType"
            disableSort
            render={(r) => word('paymentType', r.paymentType)}
          />,
          <ShopCol key="total" source="total" align="right" render={(r) => formatUah(r.total)} />,
          <ShopCol key="lineCount" source="lineCount" disableSort align="right" />,
        ]
      : [
          <PhotoCol key="id" source="id" render={(r) => orderNumberLabel('photo', r.id)} />,
          <PhotoCol key="imageUrl" source="imageUrl" disableSort render={photoOf} />,
          ...shared,
          <PhotoCol key="pictureCount" source="pictureCount" disableSort align="right" />,
          <PhotoCol key="total" source="total" align="right" render={(r) => formatUah(r.total)} />,
        ];
  return kind === 'shop' ? (
    <OrderListFrame<AdminOrderListItem> kind="shop" storeKey="orders.list" withDelivery columns={columns} />
  ) : (
    <OrderListFrame<AdminPhotoOrderListItem>
      kind="photo"
      storeKey="photo-orders.list"
      withDelivery={false}
      leftAvatar={photoOf}
      columns={columns}
    />
  );
}
