import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import {
  Confirm,
  Form,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { api } from '../../lib/api-client';
import { Section } from './order-parts';
import { serverErrors, waybillTakenBy } from './server-errors';

const WAYBILL_STATUS = 'lading-bill-created';
/** Nova Poshta's waybill number: 14 digits (spaces as printed on a label are allowed). */
const waybillFormat = (value: unknown) =>
  typeof value === 'string' && !/^(?:20|59)\d{12}$/.test(value.replace(/\s+/g, ''))
    ? 'shop.validation.invalid_waybill_number'
    : undefined;

/**
 * Statuses that mail the customer: a move to one asks first. `undoable` ones say the mail
 * waits a minute for an undo, the others that the move is final.
 */
export interface StatusConfirm {
  mailed: readonly string[];
  undoable: readonly string[];
  /** the question's title (a photo order names itself by its Ф- number) */
  title?: string;
  /** the cancel question's title and words (a photo order has no stock or bonuses to return) */
  cancelTitle?: string;
  cancelContent?: string;
  /** the question before confirming a refused parcel is back (a photo order has no stock) */
  returnedTitle?: string;
  returnedContent?: string;
}

interface Props {
  /** `/api/admin/orders/12` or `/api/admin/orders/photo-3` (staffOrderPath) */
  path: string;
  id: number;
  nextStatuses: string[];
  /** orders take a waybill number for lading-bill-created and can have one made by Nova Poshta */
  withWaybill: boolean;
  /** orders delivered by Nova Poshta can have the waybill made at the carrier */
  carrierWaybill?: boolean;
  confirm?: StatusConfirm;
}

/**
 * The moves the server allows from the current status, one button each. A cancel asks first;
 * lading-bill-created asks for the waybill number; a move the customer is mailed about asks
 * for confirmation (with `confirm`); everything else moves at once.
 */
export function StatusActions({
  path,
  id,
  nextStatuses,
  withWaybill,
  carrierWaybill = false,
  confirm,
}: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<'cancel' | 'returned' | 'waybill' | 'carrier' | 'move' | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const move = async (body: Record<string, unknown>) => {
    setBusy(true);
    try {
      await api(`${path}/status`, { method: 'POST', body });
      notify('shop.orders.notify.statusChanged', {
        type: 'success',
        messageArgs: { status: translate(`shop.order_status.${String(body.status)}`) },
      });
      setAsking(null);
      refresh();
      return undefined;
    } catch (error) {
      // A number another order has: said under the number, naming that order to look at.
      const takenBy = waybillTakenBy(error);
      if (takenBy) {
        const text = translate('shop.orders.action.waybillTaken', { order: takenBy });
        notify(text, { type: 'error' });
        return { waybillNumber: text };
      }
      return serverErrors(error, notify);
    } finally {
      setBusy(false);
    }
  };

  const createAtCarrier = async () => {
    setBusy(true);
    try {
      const order = await api<{ waybillNumber: string | null }>(`${path}/waybill`, {
        method: 'POST',
        body: {},
      });
      notify('shop.orders.notify.waybillCreated', {
        type: 'success',
        messageArgs: { number: order.waybillNumber ?? '' },
      });
      refresh();
    } catch (error) {
      serverErrors(error, notify);
    } finally {
      setAsking(null);
      setBusy(false);
    }
  };

  const onClick = (status: string) => {
    if (status === 'canceled') setAsking('cancel');
    else if (status === 'returned') setAsking('returned');
    else if (status === WAYBILL_STATUS && withWaybill) setAsking('waybill');
    else if (confirm?.mailed.includes(status)) {
      setTarget(status);
      setAsking('move');
    } else void move({ status });
  };
  const targetWord = target ? translate(`shop.order_status.${target}`) : '';
  const undoable = target !== null && (confirm?.undoable.includes(target) ?? false);

  return (
    <Section title="shop.orders.section.actions">
      {nextStatuses.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('shop.orders.action.noMoves')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {nextStatuses.map((status) => (
            <Button
              key={status}
              variant={status === 'canceled' ? 'outlined' : 'contained'}
              color={status === 'canceled' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => onClick(status)}
            >
              {translate(`shop.order_status.${status}`)}
            </Button>
          ))}
          {carrierWaybill && nextStatuses.includes(WAYBILL_STATUS) ? (
            <Button
              variant="outlined"
              startIcon={<LocalShippingIcon />}
              disabled={busy}
              onClick={() => setAsking('carrier')}
            >
              {translate('shop.orders.action.createWaybill')}
            </Button>
          ) : null}
        </Stack>
      )}
      <Confirm
        isOpen={asking === 'cancel'}
        loading={busy}
        title={confirm?.cancelTitle ?? 'shop.orders.action.cancelTitle'}
        titleTranslateOptions={{ id }}
        content={confirm?.cancelContent ?? 'shop.orders.action.cancelContent'}
        confirmColor="warning"
        onConfirm={() => void move({ status: 'canceled' })}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'returned'}
        loading={busy}
        title={confirm?.returnedTitle ?? 'shop.orders.action.returnedTitle'}
        titleTranslateOptions={{ id }}
        content={confirm?.returnedContent ?? 'shop.orders.action.returnedContent'}
        confirmColor="warning"
        onConfirm={() => void move({ status: 'returned' })}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'move'}
        loading={busy}
        title={confirm?.title ?? 'shop.orders.action.confirmTitle'}
        titleTranslateOptions={{ id, status: targetWord }}
        content={undoable ? 'shop.orders.action.confirmUndoable' : 'shop.orders.action.confirmFinal'}
        confirm="shop.orders.action.confirmButton"
        onConfirm={() => void move({ status: target })}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'carrier'}
        loading={busy}
        title="shop.orders.action.createWaybill"
        content="shop.orders.action.createWaybillConfirm"
        contentTranslateOptions={{ id }}
        onConfirm={() => void createAtCarrier()}
        onClose={() => setAsking(null)}
      />
      <Dialog open={asking === 'waybill'} onClose={() => setAsking(null)} fullWidth maxWidth="xs">
        {/* An empty record of its own: inside a Show the form would otherwise start from the whole order. */}
        <Form
          record={{}}
          onSubmit={(values: { waybillNumber?: string; note?: string }) =>
            move({ status: WAYBILL_STATUS, waybillNumber: values.waybillNumber, note: values.note })
          }
        >
          <DialogTitle>{translate('shop.orders.action.waybillTitle')}</DialogTitle>
          <DialogContent>
            {confirm ? (
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('shop.orders.action.confirmUndoable')}
              </Typography>
            ) : null}
            <TextInput
              source="waybillNumber"
              label="shop.orders.field.waybillNumber"
              validate={[required(), waybillFormat]}
              helperText="shop.orders.action.waybillHint"
              autoFocus
              fullWidth
            />
            <TextInput
              source="note"
              label="shop.orders.field.statusNote"
              validate={maxLength(1000)}
              fullWidth
              helperText={false}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(null)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={`shop.order_status.${WAYBILL_STATUS}`} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </Section>
  );
}
