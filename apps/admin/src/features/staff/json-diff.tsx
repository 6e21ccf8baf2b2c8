import { alpha, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A value as short readable text: strings as they are, everything else as JSON. */
function show(value: Json): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/**
 * The fields of `before` and `after` side by side, changed ones first and highlighted, so
 * an admin sees at a glance what a change did. Entries that are not objects (or are missing
 * on one side, as on create) are shown whole.
 */
export function JsonDiff() {
  const record = useRecordContext<{ before: Json; after: Json }>();
  const translate = useTranslate();
  if (!record) return null;
  const before = isObject(record.before) ? record.before : {};
  const after = isObject(record.after) ? record.after : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = (key: string) => JSON.stringify(before[key]) !== JSON.stringify(after[key]);
  keys.sort((a, b) => Number(changed(b)) - Number(changed(a)));
  if (!keys.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('shop.audit.no_data')}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('shop.audit.diff')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('shop.audit.field')}</TableCell>
            <TableCell>{translate('shop.audit.before')}</TableCell>
            <TableCell>{translate('shop.audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => {
            const isChanged = changed(key);
            const cell = {
              fontFamily: 'monospace',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
            } as const;
            return (
              <TableRow
                key={key}
                data-changed={isChanged}
                sx={isChanged ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : {}}
              >
                <TableCell sx={{ fontWeight: isChanged ? 700 : 400 }}>{key}</TableCell>
                <TableCell
                  sx={{ ...cell, textDecoration: isChanged && key in before ? 'line-through' : 'none' }}
                >
                  {key in before ? show(before[key]) : '—'}
                </TableCell>
                <TableCell sx={cell}>{key in after ? show(after[key]) : '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
