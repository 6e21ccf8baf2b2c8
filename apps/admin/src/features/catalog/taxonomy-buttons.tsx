import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { api } from '../../lib/api-client';
import { resourcePath } from '../../lib/data-provider';

type Row = RaRecord & { isHidden: boolean };

/**
 * Up, down and hide/show buttons of a categories or sizes row. `hiddenBody` is what PUT needs
 * to flip the flag (the whole category; a size's flag and position).
 */
export function RowControls({
  resource,
  hiddenBody,
}: {
  resource: string;
  hiddenBody: (row: Row) => object;
}) {
  const record = useRecordContext<Row>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record) return null;
  const path = `${resourcePath(resource)}/${encodeURIComponent(String(record.id))}`;
  const run = async (event: MouseEvent, request: () => Promise<unknown>, message: string) => {
    // The row opens the edit page on click; these buttons act in place.
    event.stopPropagation();
    try {
      await request();
      notify(message, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'shop.errors.unexpected_error', { type: 'error' });
    }
  };
  const move = (direction: 'up' | 'down') => (event: MouseEvent) =>
    void run(event, () => api(`${path}/move`, { method: 'POST', body: { direction } }), 'shop.catalog.moved');
  const toggle = (event: MouseEvent) =>
    void run(
      event,
      () => api(path, { method: 'PUT', body: { ...hiddenBody(record), isHidden: !record.isHidden } }),
      'shop.catalog.hiddenToggled',
    );
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={translate('shop.catalog.moveUp')}>
        <IconButton size="small" aria-label={translate('shop.catalog.moveUp')} onClick={move('up')}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('shop.catalog.moveDown')}>
        <IconButton size="small" aria-label={translate('shop.catalog.moveDown')} onClick={move('down')}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate(record.isHidden ? 'shop.catalog.hidden' : 'shop.catalog.visible')}>
        <IconButton size="small" onClick={toggle} color={record.isHidden ? 'default' : 'primary'}>
          {record.isHidden ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
