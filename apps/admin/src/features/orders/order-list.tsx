import type { AdminOrderListItem } from '@kartyna/domain';
import { DataTable } from 'react-admin';
import { OrderListFrame, useSharedColumns } from './order-list-frame';
import { formatUah, useWord } from './order-words';

const Col = DataTable.Col<AdminOrderListItem>;

/** Orders: the buyer, delivery and payment of each at a glance; a row opens the order. */
export function OrderList() {
  const word = useWord();
  const shared = useSharedColumns();
  return (
    <OrderListFrame<AdminOrderListItem>
      storeKey="orders.list"
      withDelivery
      columns={[
        <Col key="id" source="id" />,
        ...shared,
        <Col
          key="paymentType"
          source="paymentType"
          disableSort
          render={(r) => word('paymentType', r.paymentType)}
        />,
        <Col key="total" source="total" align="right" render={(r) => formatUah(r.total)} />,
        <Col key="lineCount" source="lineCount" disableSort align="right" />,
      ]}
    />
  );
}
