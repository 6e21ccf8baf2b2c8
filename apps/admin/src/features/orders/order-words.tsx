import { Chip, Typography } from '@mui/material';
import { deliveryTypes, paymentTypes, type OrderStatus } from '@kartyna/domain';
import { useTranslate } from 'react-admin';
import { keyChoices } from '../../lib/choices';

export const deliveryTypeChoices = keyChoices('shop.orders.deliveryType', deliveryTypes);
export const paymentTypeChoices = keyChoices('shop.orders.paymentType', paymentTypes);

const money = new Intl.NumberFormat('uk-UA', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // uk-UA leaves four-digit numbers ungrouped by default; the shop groups them ("1 234,00").
  useGrouping: 'always',
});

/** UAH as the back office prints it: "1 234,00 ₴" (the API answers UAH numbers). */
export const formatUah = (uah: number | null | undefined): string =>
  // No-break spaces (groups and before ₴): an amount never wraps inside a table cell.
  `${money.format(uah ?? 0).replace(/\u202f| /g, '\u00a0')}\u00a0₴`;

const statusColors: Record<
  OrderStatus,
  'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'
> = {
  requested: 'warning',
  processed: 'info',
  'lading-bill-created': 'secondary',
  sent: 'primary',
  delivered: 'primary',
  received: 'success',
  canceled: 'default',
  returning: 'error',
  returned: 'default',
};

export function StatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const color = statusColors[status as OrderStatus] ?? 'default';
  return <Chip size={size} color={color} label={translate(`shop.order_status.${status}`, { _: status })} />;
}

export function PaymentChip({ status }: { status: string }) {
  const translate = useTranslate();
  const color = status === 'paid' ? 'success' : status === 'failed' ? 'error' : 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={translate(`shop.payment_status.${status}`, { _: status })}
    />
  );
}

/** The key's word, or the raw value when the word is unknown (a value from an older release). */
export function useWord() {
  const translate = useTranslate();
  return (group: string, value: string | null | undefined) =>
    value ? translate(`shop.orders.${group}.${value}`, { _: value }) : '—';
}

/** The buyer in one list cell: the name, then the phone and mail to call or write from the list. */
export function CustomerCell({
  customerName,
  phone,
  email,
}: {
  customerName: string;
  phone: string;
  email: string;
}) {
  return (
    <>
      <Typography variant="body2">{customerName}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {phone}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {email}
      </Typography>
    </>
  );
}
