import type { ReactNode } from 'react';
import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { orderNumberLabel, type AdminOrder, type OrderNumberKind } from '@kartyna/domain';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { formatKyivTime } from '../../lib/kyiv-time';
import { Row, Section } from './order-parts';
import { PaymentChip, StatusChip, useWord } from './order-words';

/* The shared frame of the order page (every kind of order): title, heading, buyer, payment, history. */

/** The page (and app bar) title of the shown order, from the record: "Замовлення № 12", "Фотокартина Ф-3". */
export function OrderTitle({ message, kind = 'shop' }: { message: string; kind?: OrderNumberKind }) {
  const translate = useTranslate();
  const order = useRecordContext<{ id: number }>();
  return <>{order ? translate(message, { id: order.id, number: orderNumberLabel(kind, order.id) }) : ''}</>;
}

/**
 * The heading (title, status, payment, a test payment's mark, time) and a notice (the undo bar)
 * above two columns: the order's contents on the left and what staff act on at the right, the
 * status actions at its top; one column below `lg`, where a notice in the right column would sit
 * a screen below the fold — and the status actions come first there, before the lines and the
 * history, as a phone is mostly picked up to move an order on. `minmax(0, …)` lets a column
 * shrink below its content's width, so a phone never scrolls the whole page sideways.
 */
export function OrderPageFrame({
  title,
  status,
  paymentStatus,
  testPayment,
  createdAt,
  notice,
  actions,
  main,
  side,
}: {
  title: ReactNode;
  status: string;
  paymentStatus: string;
  testPayment: boolean;
  createdAt: string;
  notice?: ReactNode;
  actions: ReactNode;
  main: ReactNode;
  side: ReactNode;
}) {
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <StatusChip status={status} size="medium" />
        <PaymentChip status={paymentStatus} />
        {/* Seen before anything else on the page: no money moved, never ship it as paid. */}
        {testPayment && <TestPaymentMark />}
        <Typography variant="body2" color="text.secondary">
          {formatKyivTime(createdAt)}
        </Typography>
      </Stack>
      {notice}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' },
          gridTemplateAreas: { xs: '"actions" "main" "side"', lg: '"main actions" "main side"' },
          // The left column's height goes to the second row: the actions keep their own height
          // and the right column reads as one stack, as before the actions had a cell of their own.
          gridTemplateRows: { lg: 'auto 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'actions', minWidth: 0 }}>{actions}</Box>
        <Stack spacing={2} sx={{ gridArea: 'main', minWidth: 0 }}>
          {main}
        </Stack>
        <Stack spacing={2} sx={{ gridArea: 'side', minWidth: 0 }}>
          {side}
        </Stack>
      </Box>
    </Box>
  );
}

/**
 * The short warning beside the payment chip; the payment section says it in full. Outlined with
 * an icon, so it does not read as one more status beside the (filled) status chip.
 */
function TestPaymentMark() {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<WarningAmberIcon />}
      label={translate('shop.orders.field.testPaymentMark')}
    />
  );
}

export type Contact = Pick<
  AdminOrder['contact'],
  'lastName' | 'firstName' | 'fatherName' | 'phone' | 'email'
>;

/** Who ordered: name, phone and mail to call or write, and the account when there is one. */
export function BuyerSection({
  contact: c,
  buyer,
  comment,
}: {
  contact: Contact;
  buyer: AdminOrder['buyer'];
  comment: string | null | undefined;
}) {
  const translate = useTranslate();
  return (
    <Section title="shop.orders.section.customer">
      <Row label="shop.orders.field.name">
        {[c.lastName, c.firstName, c.fatherName].filter(Boolean).join(' ')}
      </Row>
      <Row label="shop.orders.field.phone">
        <a href={`tel:${c.phone}`}>{c.phone}</a>
      </Row>
      <Row label="shop.orders.field.email">
        <a href={`mailto:${c.email}`}>{c.email}</a>
      </Row>
      <Row label="shop.orders.field.account">
        {buyer ? (
          <Link to={`/customers/${buyer.id}/show`}>
            {buyer.name} · {buyer.mail}
          </Link>
        ) : (
          translate('shop.orders.field.guest')
        )}
      </Row>
      <Row label="shop.orders.field.comment">{comment ?? undefined}</Row>
    </Section>
  );
}

/**
 * How the order is paid and whether it is, with the warning a test provider's payment carries;
 * `children` adds rows (a shop order's online payments).
 */
export function PaymentSection({
  paymentType,
  paymentStatus,
  testPayment,
  children,
}: {
  paymentType: string;
  paymentStatus: string;
  testPayment: boolean;
  children?: ReactNode;
}) {
  const word = useWord();
  const translate = useTranslate();
  return (
    <Section title="shop.orders.section.payment">
      <Row label="shop.orders.field.paymentType">{word('paymentType', paymentType)}</Row>
      <Row label="shop.orders.field.paymentStatus">
        <PaymentChip status={paymentStatus} />
      </Row>
      {testPayment && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('shop.orders.field.testPayment')}
        </Alert>
      )}
      {children}
    </Section>
  );
}

export interface HistoryEntry {
  createdAt: string;
  status: string;
  by: ReactNode;
  note?: string | null;
}

/**
 * The back office's status history entries (orders and photo orders alike) as the history table
 * shows them: staff by name (older entries of a deleted account keep theirs), the carrier by its
 * name, customers and other system changes by kind, and an undo says so before its comment.
 */
export function useStaffHistory(entries: AdminOrder['statusHistory']): HistoryEntry[] {
  const word = useWord();
  const translate = useTranslate();
  return entries.map((entry) => ({
    ...entry,
    // The carrier's moves (a system change) carry its name too: "Нова пошта" says more than "Система".
    by:
      (entry.actor === 'staff' || entry.actor === 'system') && entry.actorName
        ? entry.actorName
        : word('actor', entry.actor),
    note: entry.undo
      ? [translate('shop.orders.undo.historyNote'), entry.note].filter(Boolean).join(' · ')
      : entry.note,
  }));
}

/** The status changes, oldest first: when, to what, who, and the staff's comment. */
export function HistorySection({ entries }: { entries: HistoryEntry[] }) {
  const translate = useTranslate();
  return (
    <Section title="shop.orders.section.history">
      {/* A phone scrolls the table inside its card rather than the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableBody>
            {entries.map((entry, i) => (
              <TableRow key={`${entry.createdAt}-${i}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatKyivTime(entry.createdAt)}</TableCell>
                <TableCell>
                  <StatusChip status={entry.status} />
                </TableCell>
                <TableCell>{entry.by}</TableCell>
                <TableCell>{entry.note ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {entries.length === 0 ? (
        <Typography variant="body2">{translate('shop.orders.field.historyEmpty')}</Typography>
      ) : null}
    </Section>
  );
}
