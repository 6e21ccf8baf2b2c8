import type { ReactNode } from 'react';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { RefundStatus, StaffRefund } from '@kartyna/domain';
import { useTranslate } from 'react-admin';
import { formatKyivTime } from '../../lib/kyiv-time';
import { Section } from './order-parts';
import { EmptyNote, PhoneCard, PhoneCards, usePhone } from './money-back-cards';
import { formatUah } from './order-words';

export const refundColors: Record<RefundStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  done: 'success',
  failed: 'error',
};

/** A table on a laptop; on a phone six columns would be a sideways scroll, so each one stacks. */

/**
 * What the provider last said of a refund: its refusal, the outage it is waiting out (with the
 * tries so far; the API asks again by itself), or when the money went back.
 */
function useAnswer() {
  const translate = useTranslate();
  return (r: StaffRefund): string => {
    if (r.status === 'failed') return r.providerMessage ?? '—';
    if (r.status === 'pending')
      return r.lastError
        ? translate('shop.orders.refund.lastError', { error: r.lastError, attempts: r.attempts })
        : '—';
    return [
      r.doneAt ? translate('shop.orders.refund.doneAt', { time: formatKyivTime(r.doneAt) }) : null,
      r.providerMessage,
    ]
      .filter(Boolean)
      .join(' · ');
  };
}

function StatusChip({ status }: { status: RefundStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={refundColors[status]}
      label={translate(`shop.orders.refund.status.${status}`)}
    />
  );
}

/** The provider's answer under a refund, in the colour of its state; nothing when it said nothing. */
function Answer({
  refund,
  text,
  variant = 'caption',
}: {
  refund: StaffRefund;
  text: string;
  variant?: 'caption' | 'body2';
}) {
  if (!text || text === '—') return null;
  return (
    <Typography
      variant={variant}
      component="div"
      color={refund.status === 'done' ? 'text.secondary' : `${refundColors[refund.status]}.main`}
      sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
}

/**
 * «Повернення»: every refund of the order, oldest first, with who gave it and how it went, and
 * the «Повернути кошти» button (`action`) while some of the payment is left.
 */
export function RefundsSection({
  refunds,
  refundable,
  action,
}: {
  refunds: StaffRefund[];
  refundable: number;
  action: ReactNode;
}) {
  const translate = useTranslate();
  const phone = usePhone();
  const answer = useAnswer();
  const who = (r: StaffRefund) => r.staffName ?? translate('shop.orders.refund.system');
  const col = (name: string) => translate(`shop.orders.refund.column.${name}`);
  // A phone stacks each refund: four columns would scroll sideways in a 390 px card.
  return (
    <Section title="shop.orders.refund.section" action={action}>
      {refunds.length === 0 ? (
        <EmptyNote>{translate('shop.orders.refund.empty')}</EmptyNote>
      ) : phone ? (
        <PhoneCards>
          {refunds.map((r) => (
            <PhoneCard
              key={r.id}
              start={
                <Typography
                  variant="subtitle1"
                  component="span"
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {formatUah(r.amount)}
                </Typography>
              }
              end={<StatusChip status={r.status} />}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {formatKyivTime(r.createdAt)} · {who(r)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {r.reason}
              </Typography>
              <Answer refund={r} text={answer(r)} variant="body2" />
            </PhoneCard>
          ))}
        </PhoneCards>
      ) : (
        // Four columns fit the order page's left column at 1440 px: who sits under when, and
        // the provider's answer under the state it explains.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('shop.orders.refund.section')}>
            <TableHead>
              <TableRow>
                <TableCell>{col('when')}</TableCell>
                <TableCell align="right">{col('amount')}</TableCell>
                <TableCell>{col('reason')}</TableCell>
                <TableCell>{col('status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {refunds.map((r) => (
                <TableRow key={r.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell>
                    <Box sx={{ whiteSpace: 'nowrap' }}>{formatKyivTime(r.createdAt)}</Box>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {who(r)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {formatUah(r.amount)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{r.reason}</TableCell>
                  <TableCell sx={{ minWidth: 150 }}>
                    <StatusChip status={r.status} />
                    <Answer refund={r} text={answer(r)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {refunds.length > 0 && refundable > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('shop.orders.refund.rest', { rest: formatUah(refundable) })}
        </Typography>
      ) : null}
    </Section>
  );
}
