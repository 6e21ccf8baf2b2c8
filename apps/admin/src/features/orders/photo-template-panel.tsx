import { useCallback, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Collapse,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { AdminPhotoTemplate, PhotoTemplateFile } from '@kartyna/domain';
import { useNotify, useTranslate } from 'react-admin';
import { api } from '../../lib/api-client';

/** How often an unfinished template is asked about again: a generation takes seconds. */
const POLL_MS = 4000;
const statusColour = {
  none: 'default',
  queued: 'info',
  working: 'info',
  ready: 'success',
  failed: 'error',
} as const;
const downloads: { file: PhotoTemplateFile; kind: string }[] = [
  { file: 'template.pdf', kind: 'PDF' },
  { file: 'template.svg', kind: 'SVG' },
  { file: 'preview.png', kind: 'PNG' },
];

/**
 * One photo order line's print template: its state in words, the painted preview the shopper
 * saw, the PDF/SVG/PNG to download, the legend of paints; "generate again" once it failed.
 */
export function PhotoTemplatePanel({ orderId, lineId }: { orderId: number; lineId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const path = `/api/admin/photo-orders/${orderId}/lines/${lineId}/template`;
  const [template, setTemplate] = useState<AdminPhotoTemplate | null>(null);
  const [legendOpen, setLegendOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setTemplate(await api<AdminPhotoTemplate>(path));
    } catch {
      // A failed look is tried again by the poll; the rest of the order page stays usable.
    }
  }, [path]);

  useEffect(() => {
    void load();
  }, [load]);
  const unfinished = template?.status === 'queued' || template?.status === 'working';
  useEffect(() => {
    if (!unfinished) return undefined;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [unfinished, load]);

  const again = async () => {
    setBusy(true);
    try {
      setTemplate(await api<AdminPhotoTemplate>(`${path}/retry`, { method: 'POST' }));
      notify('shop.photoTemplate.queuedAgain', { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'shop.errors.unexpected_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (!template) return null;
  const t = (key: string, options?: object) => translate(`shop.photoTemplate.${key}`, options);
  const { stats, palette, files } = template;
  return (
    <Box
      component="section"
      aria-label={t('title')}
      sx={{ px: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t('title')}
        </Typography>
        <Chip size="small" color={statusColour[template.status]} label={t(`status.${template.status}`)} />
      </Stack>
      {template.status === 'failed' && (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {template.errorCode ? t(`error.${template.errorCode}`, { _: template.errorCode }) : null}
          {` (${t('attempts')}: ${template.attempts})`}
        </Typography>
      )}
      {files && (
        <Box
          component="img"
          src={files['preview.png']}
          alt={t('previewAlt')}
          sx={{
            width: '100%',
            maxHeight: 260,
            objectFit: 'contain',
            bgcolor: 'grey.100',
            display: 'block',
            mb: 1,
          }}
        />
      )}
      {template.options && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('canvas', {
            width: template.options.widthCm,
            height: template.options.heightCm,
            seed: template.options.seed,
          })}{' '}
          · {t(template.options.crop ? 'ownCrop' : 'centreCrop')}
        </Typography>
      )}
      {stats && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('colours')}: <b>{stats.colourCount}</b> · {t('regions')}: <b>{stats.regionCount}</b> ·{' '}
          {t('smallest')}: {stats.smallestRegionMm2} мм²
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {files &&
          downloads.map(({ file, kind }) => (
            <Button
              key={file}
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={files[file]}
              download
            >
              {t('download', { kind })}
            </Button>
          ))}
        {(template.status === 'failed' || template.status === 'none') && (
          <Button
            size="small"
            variant="contained"
            startIcon={<RefreshIcon />}
            onClick={again}
            disabled={busy}
          >
            {t('again')}
          </Button>
        )}
        {palette && (
          <Button size="small" onClick={() => setLegendOpen((open) => !open)} aria-expanded={legendOpen}>
            {t(legendOpen ? 'hideLegend' : 'showLegend')}
          </Button>
        )}
      </Stack>
      {palette && (
        <Collapse in={legendOpen} unmountOnExit>
          <Table size="small" sx={{ mt: 1 }} aria-label={t('showLegend')}>
            <TableHead>
              <TableRow>
                {(['number', 'colour', 'hex', 'ml', 'regions'] as const).map((key) => (
                  <TableCell key={key} sx={{ px: 0.5 }}>
                    {t(`legend.${key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {palette.map((paint) => (
                <TableRow key={paint.number}>
                  <TableCell sx={{ px: 0.5, fontWeight: 700 }}>{paint.number}</TableCell>
                  <TableCell sx={{ px: 0.5 }}>
                    <Box
                      sx={{ width: 36, height: 16, bgcolor: paint.hex, border: 1, borderColor: 'grey.400' }}
                    />
                  </TableCell>
                  <TableCell sx={{ px: 0.5, fontFamily: 'monospace' }}>{paint.hex}</TableCell>
                  <TableCell sx={{ px: 0.5 }}>{paint.paintMl.toFixed(1)}</TableCell>
                  <TableCell sx={{ px: 0.5 }}>{paint.regionCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Collapse>
      )}
    </Box>
  );
}
