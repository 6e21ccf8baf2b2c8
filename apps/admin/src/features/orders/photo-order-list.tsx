import { Box } from '@mui/material';
import { orderNumberLabel, type AdminPhotoOrderListItem } from '@kartyna/domain';
import { DataTable } from 'react-admin';
import { OrderListFrame, useSharedColumns } from './order-list-frame';
import { formatUah } from './order-words';

const Col = DataTable.Col<AdminPhotoOrderListItem>;
const thumb = { width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' } as const;

/** Photo orders: the customer's photo as a thumbnail, so the painters' queue is recognisable at a glance. */
export function PhotoOrderList() {
  const shared = useSharedColumns();
  return (
    <OrderListFrame<AdminPhotoOrderListItem>
      storeKey="photo-orders.list"
      withDelivery={false}
      leftAvatar={(r) => (r.imageUrl ? <Box component="img" src={r.imageUrl} alt="" sx={thumb} /> : null)}
      columns={[
        <Col key="id" source="id" render={(r) => orderNumberLabel('photo', r.id)} />,
        <Col
          key="imageUrl"
          source="imageUrl"
          disableSort
          render={(r) =>
            r.imageUrl ? <Box component="img" src={r.imageUrl} alt="" loading="lazy" sx={thumb} /> : null
          }
        />,
        ...shared,
        <Col key="pictureCount" source="pictureCount" disableSort align="right" />,
        <Col key="total" source="total" align="right" render={(r) => formatUah(r.total)} />,
      ]}
    />
  );
}
