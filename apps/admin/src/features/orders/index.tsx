import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PhotoIcon from '@mui/icons-material/Photo';
import { OrderList } from './order-list';
import { OrderShow } from './order-show';
import { PhotoOrderList } from './photo-order-list';
import { PhotoOrderShow } from './photo-order-show';

/**
 * The orders screens as react-admin resources; managers and admins see the same ones
 * (`role` is the signed-in staff member's role). Orders are changed through their own
 * actions (status, waybill, note), never through a generic edit form.
 */
export function ordersResources(_role: string): ReactNode[] {
  return [
    <Resource
      key="orders"
      name="orders"
      list={OrderList}
      show={OrderShow}
      icon={ReceiptLongIcon}
      options={{ label: 'shop.orders.menu' }}
    />,
    <Resource
      key="photo-orders"
      name="photo-orders"
      list={PhotoOrderList}
      show={PhotoOrderShow}
      icon={PhotoIcon}
      options={{ label: 'shop.orders.photoMenu' }}
    />,
  ];
}
