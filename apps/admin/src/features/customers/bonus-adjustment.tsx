import AddCardIcon from '@mui/icons-material/Loyalty';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  HttpError,
  NumberInput,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { api } from '../../lib/api-client';

const notZero = (value: unknown) => (value === 0 ? 'shop.validation.invalid_amount' : undefined);

/**
 * "Bonus adjustment": staff add (positive) or take away (negative) bonus in UAH with a
 * reason; the API writes the ledger entry, moves the balance and audits it in one go.
 */
export function BonusAdjustmentButton() {
  const record = useRecordContext<{ id: number }>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;

  const submit = async (values: Record<string, unknown>) => {
    try {
      await api(`/api/admin/customers/${record.id}/bonus-adjustment`, {
        method: 'POST',
        body: { amount: Number(values.amount), reason: values.reason },
      });
    } catch (error) {
      // Field errors go under their inputs; anything else is a notification.
      const body = error instanceof HttpError ? (error.body as { errors?: object } | undefined) : undefined;
      if (body?.errors && Object.keys(body.errors).length) return body.errors;
      notify(error instanceof Error ? error.message : 'shop.errors.unexpected_error', { type: 'error' });
      return undefined;
    }
    notify('shop.customers.bonus.done', { type: 'success' });
    setOpen(false);
    refresh();
    return undefined;
  };

  return (
    <>
      <Button variant="outlined" startIcon={<AddCardIcon />} onClick={() => setOpen(true)}>
        {translate('shop.customers.bonus.adjust')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="bonus-title"
      >
        <Form onSubmit={submit} defaultValues={{ amount: undefined, reason: '' }}>
          <DialogTitle id="bonus-title">{translate('shop.customers.bonus.adjust')}</DialogTitle>
          <DialogContent>
            <Stack>
              <NumberInput
                source="amount"
                label="shop.customers.bonus.amount"
                helperText="shop.customers.bonus.amount_help"
                validate={[required(), notZero]}
                step={1}
                autoFocus
              />
              <TextInput
                source="reason"
                label="shop.customers.bonus.reason"
                validate={[required(), maxLength(500)]}
                multiline
                minRows={2}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label="shop.customers.bonus.apply" alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
