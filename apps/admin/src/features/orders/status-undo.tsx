import { useEffect, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import type { StatusUndo } from '@kartyna/domain';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { api } from '../../lib/api-client';
import { serverErrors } from './server-errors';

const secondsLeft = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));

/**
 * The latest status change while it can still be taken back: what it was, how long its mail to
 * the customer still waits, and an undo. It disappears when the minute is over (the server, not
 * this countdown, decides: a late click answers `status_undo_expired`).
 */
export function StatusUndoBar({ path, undo }: { path: string; undo: StatusUndo | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [left, setLeft] = useState(() => (undo ? secondsLeft(undo.until) : 0));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!undo) return undefined;
    setLeft(secondsLeft(undo.until));
    const timer = setInterval(() => setLeft(secondsLeft(undo.until)), 1000);
    return () => clearInterval(timer);
  }, [undo]);

  if (!undo || left <= 0) return null;

  const takeBack = async () => {
    setBusy(true);
    try {
      await api(`${path}/status/undo`, { method: 'POST' });
      notify('shop.orders.notify.statusUndone', {
        type: 'success',
        messageArgs: { status: translate(`shop.order_status.${undo.from}`) },
      });
    } catch (error) {
      serverErrors(error, notify);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  // The button under the text, not in the alert's action slot: on a phone that slot runs past the bar.
  return (
    <Alert severity="info" role="status" aria-label={translate('shop.orders.undo.label')} sx={{ mb: 2 }}>
      {translate('shop.orders.undo.text', {
        status: translate(`shop.order_status.${undo.to}`),
        seconds: left,
      })}
      <Box sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<UndoIcon />}
          disabled={busy}
          onClick={() => void takeBack()}
        >
          {translate('shop.orders.undo.button')}
        </Button>
      </Box>
    </Alert>
  );
}
