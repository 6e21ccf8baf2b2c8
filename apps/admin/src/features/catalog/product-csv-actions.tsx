import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ImportReport } from '@kartyna/domain';
import { uploadFile, withQuery, type Query } from '../../lib/api-client';
import { refusalBeforeUpload, refusalOfAnswer, type ImportRefusal } from './import-refusal';

/** The list's filters as the export's query (lists comma-joined, as the data provider sends them). */
function filterQuery(filter: Record<string, unknown>): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return query;
}

/** Downloads every product the list's filters match (all of them when none is set). */
export function ExportCsvButton() {
  const { filterValues } = useListContext();
  // The answer is an attachment: the browser saves it and stays on this page.
  const download = () => {
    window.location.href = withQuery('/api/admin/products/export.csv', filterQuery(filterValues));
  };
  return (
    <Button label="shop.catalog.csv.export" onClick={download}>
      <DownloadIcon />
    </Button>
  );
}

function ImportReportDialog({ report, onClose }: { report: ImportReport | null; onClose: () => void }) {
  const translate = useTranslate();
  if (!report) return null;
  const failed = report.errors.length > 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('shop.catalog.csv.importTitle')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate('shop.catalog.csv.rejected')}
          </Alert>
        ) : (
          <Stack spacing={0.5} sx={{ mb: 1 }}>
            {(['created', 'updated', 'unchanged'] as const).map((key) => (
              <Typography key={key}>
                {translate(`shop.catalog.csv.${key}`, { count: report[key] })}
              </Typography>
            ))}
          </Stack>
        )}
        {failed && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('shop.catalog.csv.row')}</TableCell>
                <TableCell>{translate('shop.catalog.csv.column')}</TableCell>
                <TableCell>{translate('shop.catalog.csv.error')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.slice(0, 200).map((e, i) => (
                <TableRow key={i}>
                  <TableCell>{e.row}</TableCell>
                  <TableCell>{e.field}</TableCell>
                  <TableCell>{translate(`shop.validation.${e.message}`, { _: e.message })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="shop.catalog.csv.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

/** Uploads a CSV; the answer (what was created and updated, or why nothing was) shows in a dialog. */
export function ImportCsvButton() {
  const input = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A long text, kept until read: it says which file mistake it was (issue #50).
    const refuse = (refusal: ImportRefusal) =>
      notify(refusal.key, {
        type: 'error',
        messageArgs: refusal.args,
        multiLine: true,
        autoHideDuration: 20000,
      });
    const early = refusalBeforeUpload(file);
    if (early) return refuse(early);
    setBusy(true);
    try {
      setReport(await uploadFile<ImportReport>('/api/admin/products/import', file));
      refresh();
    } catch (error) {
      const refusal = refusalOfAnswer(error);
      if (refusal) refuse(refusal);
      else notify(error instanceof Error ? error.message : 'shop.errors.unexpected_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="products-csv-file"
        onChange={(e) => void upload(e)}
      />
      <Button
        label="shop.catalog.csv.import"
        disabled={busy}
        onClick={() => input.current?.click()}
        title={translate('shop.catalog.csv.hint')}
      >
        <UploadFileIcon />
      </Button>
      <ImportReportDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}
