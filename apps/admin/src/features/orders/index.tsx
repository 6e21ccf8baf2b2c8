import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PhotoIcon from '@mui/icons-material/Photo';
import { photoOrderKind, shopOrderKind } from './order-kinds';
import { OrderList } from './order-list';
import { OrderShow } from './order-show';

/**
 * The orders screens as react-admin resources, one list and one page over both kinds of order;
 * managers and admins see the same ones (`role` is the signed-in staff member's role). Orders are
 * changed through their own actions (status, waybill, note), never through a generic edit form.
 */
export function ordersResources(_role: string): ReactNode[] {
  const kinds = [
    { kind: shopOrderKind, show: <OrderShow kind={shopOrderKind} />, icon: ReceiptLongIcon, label: 'menu' },
    { kind: photoOrderKind, show: <OrderShow kind={photoOrderKind} />, icon: PhotoIcon, label: 'photoMenu' },
  ];
  return kinds.map(({ kind, show, icon, label }) => (
    <Resource
      key={kind.resource}
      name={kind.resource}
      list={<OrderList kind={kind.numberKind} />}
      show={show}
      icon={icon}
      options={{ label: `shop.orders.${label}` }}
    />
  ));
}
