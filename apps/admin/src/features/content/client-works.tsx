import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, CircularProgress, FormHelperText, Button as MuiButton, Stack } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import type { AdminClientWork, ImageUploadResult } from '@kartyna/domain';
import {
  Button,
  Create,
  DataTable,
  Edit,
  List,
  NumberInput,
  SimpleForm,
  TextInput,
  required,
  useInput,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { api, uploadFile } from '../../lib/api-client';
import { KyivTime } from './content-words';

/**
 * The work's picture: choosing a file uploads it at once (POST /api/admin/uploads) and the form
 * keeps the answer's imageUrl, so the preview is what the gallery will show.
 */
function ImageUploadInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { field, fieldState } = useInput({
    source: 'imageUrl',
    validate: required('shop.content.works.image_required'),
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      field.onChange((await uploadFile<ImageUploadResult>('/api/admin/uploads', file)).imageUrl);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Box sx={{ mb: 2 }}>
      {value && (
        <Box
          component="img"
          src={value}
          alt={translate('resources.client-works.fields.imageUrl')}
          sx={{
            display: 'block',
            maxWidth: 320,
            maxHeight: 320,
            borderRadius: 1,
            mb: 1,
            objectFit: 'contain',
          }}
        />
      )}
      <MuiButton
        component="label"
        variant="outlined"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} /> : <UploadIcon />}
      >
        {translate(
          busy
            ? 'shop.content.works.uploading'
            : value
              ? 'shop.content.works.replace'
              : 'shop.content.works.upload',
        )}
        <input hidden type="file" accept="image/*" onChange={(e) => void choose(e)} />
      </MuiButton>
      {fieldState.error?.message && (
        <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>
      )}
    </Box>
  );
}

function WorkForm() {
  return (
    <SimpleForm>
      <ImageUploadInput />
      <TextInput source="titleUa" validate={required()} fullWidth />
      <TextInput source="titleRu" validate={required()} fullWidth />
      <TextInput source="authorName" fullWidth />
      <NumberInput source="position" min={0} step={1} helperText="shop.content.works.position_help" />
    </SimpleForm>
  );
}

export const ClientWorkCreate = () => (
  <Create redirect="list">
    <WorkForm />
  </Create>
);

export const ClientWorkEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <WorkForm />
  </Edit>
);

/** Moves a work one place up or down: the whole shown order is sent, so ties cannot stall it. */
function MoveButtons() {
  const record = useRecordContext<AdminClientWork>();
  const { data = [] } = useListContext<AdminClientWork>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const index = data.findIndex((w) => w.id === record.id);
  const move = (delta: -1 | 1) => async (event: React.MouseEvent) => {
    event.stopPropagation();
    const ids = data.map((w) => w.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + delta, 0, moved);
    setBusy(true);
    try {
      await api('/api/admin/client-works/reorder', { method: 'POST', body: { ids } });
      notify('shop.content.works.moved', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      <Button label="shop.content.works.up" onClick={(e) => void move(-1)(e)} disabled={busy || index <= 0}>
        <ArrowUpwardIcon />
      </Button>
      <Button
        label="shop.content.works.down"
        onClick={(e) => void move(1)(e)}
        disabled={busy || index < 0 || index >= data.length - 1}
      >
        <ArrowDownwardIcon />
      </Button>
    </Stack>
  );
}

const Col = DataTable.Col<AdminClientWork>;

/** The gallery in its storefront order; one page holds it all, so moving spans the gallery. */
export function ClientWorkList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} perPage={100} pagination={false} exporter={false}>
      <DataTable rowClick="edit">
        <Col
          source="imageUrl"
          disableSort
          render={(r) => (
            <Box
              component="img"
              src={r.imageUrl}
              alt={r.titleUa}
              sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
        />
        <Col source="position" />
        <Col source="titleUa" disableSort />
        <Col source="titleRu" disableSort />
        <Col source="authorName" disableSort />
        <Col source="createdAt" render={() => <KyivTime source="createdAt" />} />
        <DataTable.Col label="" disableSort align="right">
          <MoveButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
