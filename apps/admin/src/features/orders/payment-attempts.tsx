import { Chip, Stack, Typography } from '@mui/material';
import type { AdminOrder, PaymentAttemptStatus } from '@kartyna/domain';
import { useTranslate } from 'react-admin';
import { formatKyivTime } from '../../lib/kyiv-time';
import { Row } from './order-parts';
import { formatUah, useWord } from './order-words';

const attemptColors: Record<PaymentAttemptStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  awaiting: 'info',
  paid: 'success',
  failed: 'error',
  refunded: 'warning',
  abandoned: 'default',
};

/**
 * The order's online payment attempts, oldest first, in staff's words: when, through whom, how
 * much and how it ended (an attempt the payer walked away from reads "Покинута", see
 * payment-attempt.ts in the domain). The test payment's warning above them is the payment
 * section's, as on every kind of order.
 */
export function PaymentAttempts({ order }: { order: Pick<AdminOrder, 'payments'> }) {
  const translate = useTranslate();
  const word = useWord();
  return (
    <Row label="shop.orders.field.payments">
      {order.payments.length === 0 ? (
        translate('shop.orders.field.noPayments')
      ) : (
        <Stack spacing={0.75} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {order.payments.map((p) => (
            <Stack
              key={p.id}
              component="li"
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
            >
              <Typography variant="body2" component="span">
                {formatKyivTime(p.createdAt)} · {word('provider', p.provider)} · {formatUah(p.amount)}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                color={attemptColors[p.status]}
                label={word('paymentAttempt', p.status)}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </Row>
  );
}
