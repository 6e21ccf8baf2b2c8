import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardMedia,
  Chip,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useInput, useNotify, useTranslate, type InputProps } from 'react-admin';
import { uploadFile } from '../../lib/api-client';

/**
 * The product's pictures as an ordered list of URLs: each file is uploaded at once through
 * /api/admin/uploads and its URL appended; the first picture is the one the catalogue shows.
 */
export function ImagesInput(props: Omit<InputProps, 'source'> & { source?: string }) {
  const { field, fieldState } = useInput({ ...props, source: props.source ?? 'images', defaultValue: [] });
  const translate = useTranslate();
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const urls: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setBusy(true);
    const added: string[] = [];
    try {
      for (const file of files)
        added.push((await uploadFile<{ imageUrl: string }>('/api/admin/uploads', file)).imageUrl);
      notify('shop.catalog.uploaded', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'shop.errors.unexpected_error', { type: 'error' });
    } finally {
      // Files that did upload are kept even when a later one failed.
      if (added.length) field.onChange([...urls, ...added]);
      setBusy(false);
    }
  };
  const move = (from: number, to: number) => {
    const next = [...urls];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    field.onChange(next);
  };
  const remove = (index: number) => field.onChange(urls.filter((_, i) => i !== index));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {urls.length === 0 && (
          <Typography color="text.secondary">{translate('shop.catalog.noImages')}</Typography>
        )}
        {urls.map((url, i) => (
          <Card key={`${url}-${i}`} variant="outlined" sx={{ width: 168 }}>
            <Box sx={{ position: 'relative' }}>
              <CardMedia component="img" image={url} alt="" sx={{ height: 140, objectFit: 'cover' }} />
              {i === 0 && (
                <Chip
                  label={translate('shop.catalog.firstImage')}
                  size="small"
                  color="primary"
                  sx={{ position: 'absolute', top: 6, left: 6 }}
                />
              )}
            </Box>
            <CardActions sx={{ justifyContent: 'space-between', p: 0.5 }}>
              <Tooltip title={translate('shop.catalog.imageLeft')}>
                <span>
                  <IconButton size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <ChevronLeftIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={translate('shop.catalog.removeImage')}>
                <IconButton size="small" color="error" onClick={() => remove(i)}>
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('shop.catalog.imageRight')}>
                <span>
                  <IconButton size="small" disabled={i === urls.length - 1} onClick={() => move(i, i + 1)}>
                    <ChevronRightIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </CardActions>
          </Card>
        ))}
      </Box>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        data-testid="product-image-file"
        onChange={(e) => void upload(e)}
      />
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateIcon />}
        disabled={busy}
        onClick={() => fileInput.current?.click()}
      >
        {translate(busy ? 'shop.catalog.uploading' : 'shop.catalog.upload')}
      </Button>
      {fieldState.error?.message && (
        <Typography color="error" variant="caption" display="block" sx={{ mt: 1 }}>
          {translate(fieldState.error.message)}
        </Typography>
      )}
    </Box>
  );
}
