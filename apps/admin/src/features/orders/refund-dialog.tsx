import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { OrderMoneyBack, RefundAnswer } from '@kartyna/domain';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { api } from '../../lib/api-client';
import { formatUah } from './order-words';
import {
  amountText,
  checkRefund,
  newIdempotencyKey,
  paidOf,
  parseUah,
  refundFailure,
  refusalOf,
  refundNotice,
} from './refund-input';

const presets = ['damaged', 'partial', 'canceled'] as const;
const REASON_MAX = 500;

interface Props {
  /** `/api/admin/orders/12` or `/api/admin/orders/photo-3` (staffOrderPath) */
  path: string;
  /** the order as the title names it: "Замовлення № 12", "Фотокартина Ф-3" */
  orderName: string;
  money: OrderMoneyBack;
  /** the provider that took the payment (refundProviderOf), null when the page cannot tell */
  provider: string | null;
}

/**
 * «Повернути кошти» while some of the payment is left to give back. The dialog mounts on each
 * opening, so each opening has an Idempotency-Key of its own; it stays open (with its words)
 * when a refusal refreshes the order to nothing left.
 */
export function RefundButton(props: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (props.money.refundable <= 0 && !open) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="warning"
        size="small"
        startIcon={<CurrencyExchangeIcon />}
        onClick={() => setOpen(true)}
      >
        {translate('shop.orders.refund.button')}
      </Button>
      {open ? <RefundDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RefundDialog({ path, orderName, money, provider, onClose }: Props & { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  // One key per opening: a double click or a retry after a lost answer refunds once.
  const [key, setKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState(() => amountText(money.refundable));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkRefund({ amount, reason }, money.refundable);
    setAlert(null);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await api<RefundAnswer>(`${path}/refund`, {
        method: 'POST',
        body: checked.body,
        headers: { 'idempotency-key': key },
      });
      const notice = refundNotice(answer.refund, formatUah);
      notify(notice.message, {
        type: notice.type,
        messageArgs: notice.args,
        multiLine: true,
        // A refusal or an outage is read in full, not glimpsed.
        autoHideDuration: notice.type === 'success' ? 6000 : 15000,
      });
      onClose();
      refresh();
    } catch (error) {
      const failure = refundFailure(refusalOf(error));
      setErrors(failure.fields);
      setAlert(failure.alert);
      if (failure.renewKey) setKey(newIdempotencyKey());
      if (failure.refresh) refresh();
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) => (errors[field] ? translate(errors[field]) : undefined);

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          // A phone keeps a narrow margin: the amount, the chips and the summary need the width.
          // `&&` because the dialog's own 32 px rules outrank a plain sx.
          sx: {
            '&&': {
              mx: { xs: 1.5, sm: 4 },
              width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
              maxWidth: { xs: 'calc(100% - 24px)', sm: 600 },
            },
          },
        },
      }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle>
          {translate('shop.orders.refund.title')}
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {orderName}
          </Typography>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TextField
                label={translate('shop.orders.refund.amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={Boolean(errors.amount)}
                helperText={
                  fieldError('amount') ??
                  translate('shop.orders.refund.amountHint', { rest: formatUah(money.refundable) })
                }
                disabled={busy}
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                sx={{ flex: '1 1 200px' }}
              />
              <Button
                variant="text"
                onClick={() => setAmount(amountText(money.refundable))}
                disabled={busy}
                sx={{ mt: 1 }}
              >
                {translate('shop.orders.refund.all')}
              </Button>
            </Stack>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
              role="group"
              aria-label={translate('shop.orders.refund.presetsLabel')}
            >
              {presets.map((preset) => {
                const words = translate(`shop.orders.refund.presets.${preset}`);
                return (
                  <Chip
                    key={preset}
                    label={words}
                    variant={reason === words ? 'filled' : 'outlined'}
                    color={reason === words ? 'primary' : 'default'}
                    onClick={() => setReason(words)}
                    disabled={busy}
                  />
                );
              })}
            </Stack>
            <TextField
              label={translate('shop.orders.refund.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(errors.reason)}
              helperText={
                fieldError('reason') ??
                `${translate('shop.orders.refund.reasonHint')} · ${reason.length}/${REASON_MAX}`
              }
              disabled={busy}
              required
              multiline
              minRows={2}
              fullWidth
            />
            <Summary amount={amount} money={money} provider={provider} />
            {alert ? (
              <Alert severity="error" role="alert">
                {translate(alert)}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="warning"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CurrencyExchangeIcon />}
          >
            {translate(busy ? 'shop.orders.refund.busy' : 'shop.orders.refund.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** What the click will do, in one sentence: how much of what was paid, to whom, through whom. */
function Summary({
  amount,
  money,
  provider,
}: {
  amount: string;
  money: OrderMoneyBack;
  provider: string | null;
}) {
  const translate = useTranslate();
  const uah = parseUah(amount);
  const cents = uah === null ? 0 : Math.round(uah * 100);
  const restCents = Math.round(money.refundable * 100) - cents;
  if (uah === null || cents <= 0 || restCents < 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('shop.orders.refund.summaryInvalid')}
      </Typography>
    );
  const via = translate(`shop.orders.refund.via.${provider ?? 'unknown'}`, {
    _: translate('shop.orders.refund.via.unknown'),
  });
  return (
    <Alert severity="info" icon={false} role="status">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('shop.orders.refund.summary', {
          amount: formatUah(cents / 100),
          paid: formatUah(paidOf(money)),
          via,
        })}
      </Typography>
      <Typography variant="body2">
        {restCents === 0
          ? translate('shop.orders.refund.summaryAll')
          : translate('shop.orders.refund.summaryRest', { rest: formatUah(restCents / 100) })}
      </Typography>
    </Alert>
  );
}
