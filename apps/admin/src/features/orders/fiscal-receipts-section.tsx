import { Fragment, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReplayIcon from '@mui/icons-material/Replay';
import type { StaffFiscalReceipt } from '@kartyna/domain';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { api } from '../../lib/api-client';
import { EmptyNote, PhoneCard, PhoneCards, usePhone } from './money-back-cards';
import { formatKyivTime } from '../../lib/kyiv-time';
import { Section } from './order-parts';
import { formatUah } from './order-words';
import { refundColors } from './refunds-section';
import { serverErrors } from './server-errors';

type Receipt = StaffFiscalReceipt;

/** The words of one receipt both layouts show: its kind with the test mark, and its trouble. */
function Kind({ r }: { r: Receipt }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <span>{translate(`shop.orders.receipts.kind.${r.kind}`)}</span>
      {/* A test register's receipt is no fiscal document: never hand it to a buyer as one. */}
      {r.test ? (
        <Tooltip title={translate('shop.orders.receipts.testHint')}>
          <Chip size="small" color="warning" label={translate('shop.orders.receipts.test')} />
        </Tooltip>
      ) : null}
    </Stack>
  );
}

function Status({ r }: { r: Receipt }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={refundColors[r.status]}
      label={translate(`shop.orders.receipts.status.${r.status}`)}
    />
  );
}

/** When the receipt was asked for and, once made, the tax service's number for it. */
function Facts({ r }: { r: Receipt }) {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {formatKyivTime(r.createdAt)}
      {r.fiscalCode ? ` · ${translate('shop.orders.receipts.code', { code: r.fiscalCode })}` : ''}
    </Typography>
  );
}

/** The register's refusal, or why it could not be reached yet, with the tries so far. */
function Trouble({ r }: { r: Receipt }) {
  const translate = useTranslate();
  if (r.status === 'done' || !r.message) return null;
  return (
    <Typography
      variant="body2"
      color={r.status === 'failed' ? 'error.main' : 'warning.main'}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {r.message} · {translate('shop.orders.receipts.attempts', { attempts: r.attempts })}
    </Typography>
  );
}

function Actions({ r, busy, retry }: { r: Receipt; busy: boolean; retry: (id: string) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      {r.url ? (
        <Link href={r.url} target="_blank" rel="noopener noreferrer" sx={{ whiteSpace: 'nowrap' }}>
          {translate('shop.orders.receipts.open')}
          <OpenInNewIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} />
        </Link>
      ) : null}
      {r.status === 'failed' ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<ReplayIcon />}
          disabled={busy}
          onClick={() => retry(r.id)}
        >
          {translate('shop.orders.receipts.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * «Фіскальні чеки»: the sale's receipt and each refund's, oldest first, with the register's
 * number and link; a refused one can be sent again (the API makes it a new receipt).
 */
export function FiscalReceiptsSection({ receipts }: { receipts: Receipt[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const phone = usePhone();
  const [busy, setBusy] = useState<string | null>(null);

  const retry = async (id: string) => {
    setBusy(id);
    try {
      await api(`/api/admin/fiscal-receipts/${id}/retry`, { method: 'POST' });
      notify('shop.orders.receipts.retried', { type: 'success' });
    } catch (error) {
      serverErrors(error, notify);
    } finally {
      setBusy(null);
      refresh();
    }
  };
  const onRetry = (id: string) => void retry(id);
  const col = (name: string) => translate(`shop.orders.receipts.column.${name}`);

  return (
    <Section title="shop.orders.receipts.section">
      {receipts.length === 0 ? (
        <EmptyNote>{translate('shop.orders.receipts.empty')}</EmptyNote>
      ) : phone ? (
        <PhoneCards>
          {receipts.map((r) => (
            <PhoneCard key={r.id} start={<Kind r={r} />} end={<Status r={r} />}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {formatUah(r.total)}
              </Typography>
              <Facts r={r} />
              <Trouble r={r} />
              <Box sx={{ mt: 0.5 }}>
                <Actions r={r} busy={busy === r.id} retry={onRetry} />
              </Box>
            </PhoneCard>
          ))}
        </PhoneCards>
      ) : (
        // Four columns fit the order page's left column at 1440 px: when and the fiscal number
        // sit under the receipt's kind, the link and the retry take the last one.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('shop.orders.receipts.section')}>
            <TableHead>
              <TableRow>
                <TableCell>{col('kind')}</TableCell>
                <TableCell>{col('status')}</TableCell>
                <TableCell align="right">{col('total')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {receipts.map((r) => {
                const trouble = r.status !== 'done' && Boolean(r.message);
                // The trouble reads on a row of its own under its receipt, without a line between.
                const joined = trouble ? { borderBottom: 0 } : {};
                return (
                  <Fragment key={r.id}>
                    <TableRow sx={{ verticalAlign: 'top' }}>
                      <TableCell sx={joined}>
                        <Kind r={r} />
                        <Facts r={r} />
                      </TableCell>
                      <TableCell sx={joined}>
                        <Status r={r} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...joined }}>
                        {formatUah(r.total)}
                      </TableCell>
                      <TableCell sx={joined}>
                        <Actions r={r} busy={busy === r.id} retry={onRetry} />
                      </TableCell>
                    </TableRow>
                    {trouble ? (
                      <TableRow>
                        <TableCell colSpan={4} sx={{ pt: 0 }}>
                          <Trouble r={r} />
                        </TableCell>
                      </TableRow>
                    ) : null}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Section>
  );
}
