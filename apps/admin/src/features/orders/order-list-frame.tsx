import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { orderNumberLabel, type AdminOrderListItem, type OrderNumberKind } from '@kartyna/domain';
import {
  DataTable,
  DateInput,
  List,
  SearchInput,
  SelectArrayInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { paymentStatusChoices } from '../../lib/choices';
import { formatKyivTime } from '../../lib/kyiv-time';
import {
  CustomerCell,
  PaymentChip,
  StatusChip,
  deliveryTypeChoices,
  formatUah,
  paymentTypeChoices,
  useWord,
} from './order-words';
import { StatusChips } from './status-chips';

/* The frame both order lists share: filters, status chips, list settings and the phone layout. */

/** The fields every order list row has, orders and photo orders alike. */
export type OrderRow = Pick<
  AdminOrderListItem,
  | 'id'
  | 'createdAt'
  | 'status'
  | 'paymentStatus'
  | 'customerName'
  | 'phone'
  | 'email'
  | 'deliveryType'
  | 'total'
>;

/** Filters beside the status chips; the search box is always there. */
function useOrderFilters(withDelivery: boolean) {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('shop.orders.searchHint')}
      sx={{ minWidth: { sm: 360 } }}
    />,
    <SelectArrayInput key="paymentStatus" source="paymentStatus" choices={paymentStatusChoices} />,
    ...(withDelivery
      ? [
          <SelectArrayInput key="deliveryType" source="deliveryType" choices={deliveryTypeChoices} />,
          <SelectArrayInput key="paymentType" source="paymentType" choices={paymentTypeChoices} />,
        ]
      : []),
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
  ];
}

const Col = DataTable.Col<OrderRow>;

/** The columns from the date to the delivery, the same in both lists (keyed, to spread into a list). */
export function useSharedColumns(): ReactNode[] {
  const word = useWord();
  return [
    <Col key="createdAt" source="createdAt" render={(r) => formatKyivTime(r.createdAt)} />,
    <Col key="status" source="status" render={(r) => <StatusChip status={r.status} />} />,
    <Col
      key="paymentStatus"
      source="paymentStatus"
      disableSort
      render={(r) => <PaymentChip status={r.paymentStatus} />}
    />,
    <Col key="customerName" source="customerName" disableSort render={(r) => <CustomerCell {...r} />} />,
    <Col
      key="deliveryType"
      source="deliveryType"
      disableSort
      render={(r) => word('deliveryType', r.deliveryType)}
    />,
  ];
}

/**
 * An order list: newest first, 25 a page, status chips above. A phone gets one line per order,
 * named by its kind's number ("№ 12", "Ф-3") and with `leftAvatar` when given, instead of the
 * wide table of `columns`.
 */
export function OrderListFrame<T extends OrderRow>({
  kind,
  storeKey,
  withDelivery,
  leftAvatar,
  columns,
}: {
  kind: OrderNumberKind;
  storeKey: string;
  withDelivery: boolean;
  leftAvatar?: (record: T) => ReactNode;
  columns: ReactNode[];
}) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={useOrderFilters(withDelivery)}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      storeKey={storeKey}
    >
      <StatusChips />
      {narrow ? (
        <SimpleList<T>
          linkType="show"
          leftAvatar={leftAvatar}
          primaryText={(r) => `${orderNumberLabel(kind, r.id)} · ${r.customerName}`}
          secondaryText={(r) => `${formatKyivTime(r.createdAt)} · ${r.phone}`}
          tertiaryText={(r) => formatUah(r.total)}
          rightIcon={(r) => <StatusChip status={r.status} />}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          {columns}
        </DataTable>
      )}
    </List>
  );
}
