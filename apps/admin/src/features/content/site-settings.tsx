import type { AdminCommonVariable, AdminSeo } from '@kartyna/domain';
import { Chip, Typography } from '@mui/material';
import {
  DataTable,
  Edit,
  Labeled,
  List,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  SaveButton,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';

const search = [<SearchInput key="q" source="q" alwaysOn />];

/** Routes and keys are fixed by the seed: rows are edited, never deleted. */
const saveOnly = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

// ---- SEO data: one row per storefront route (fixed by the seed) ---------------------------

const SeoCol = DataTable.Col<AdminSeo>;

export function SeoList() {
  return (
    <List filters={search} sort={{ field: 'route', order: 'ASC' }} perPage={50} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <SeoCol source="route" />
        <SeoCol source="titleUa" disableSort />
        <SeoCol
          source="descriptionUa"
          disableSort
          render={(r) => (
            <Typography variant="body2" noWrap sx={{ maxWidth: 520 }}>
              {r.descriptionUa}
            </Typography>
          )}
        />
      </DataTable>
    </List>
  );
}

export function SeoEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={saveOnly}>
        <Labeled source="route">
          <TextField source="route" />
        </Labeled>
        <TextInput source="titleUa" validate={required()} fullWidth helperText="shop.content.live_hint" />
        <TextInput source="titleRu" validate={required()} fullWidth />
        <TextInput source="descriptionUa" validate={required()} multiline minRows={2} fullWidth />
        <TextInput source="descriptionRu" validate={required()} multiline minRows={2} fullWidth />
      </SimpleForm>
    </Edit>
  );
}

// ---- common variables: phones, mail, hours, address, links --------------------------------

/** The variable's human name; a key the messages do not know shows as is. */
function useVariableName() {
  const translate = useTranslate();
  return (key: string) => translate(`shop.content.variables.names.${key}`, { _: key });
}

function KindChip({ kind }: { kind: AdminCommonVariable['kind'] }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`shop.content.variables.kinds.${kind}`)} />;
}

const VarCol = DataTable.Col<AdminCommonVariable>;

export function CommonVariableList() {
  const name = useVariableName();
  return (
    <List filters={search} sort={{ field: 'key', order: 'ASC' }} perPage={50} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <VarCol source="key" render={(r) => name(r.key)} />
        <VarCol source="kind" disableSort render={(r) => <KindChip kind={r.kind} />} />
        <VarCol
          source="value"
          disableSort
          render={(r) => (
            <Typography variant="body2" noWrap sx={{ maxWidth: 560 }}>
              {r.value}
            </Typography>
          )}
        />
      </DataTable>
    </List>
  );
}

function VariableValueInput() {
  const record = useRecordContext<AdminCommonVariable>();
  const translate = useTranslate();
  const name = useVariableName();
  if (!record) return null;
  return (
    <>
      <Typography variant="h6" gutterBottom>
        {name(record.key)} <KindChip kind={record.kind} />
      </Typography>
      <TextInput
        source="value"
        validate={required()}
        fullWidth
        multiline={record.kind === 'text'}
        helperText={`${translate(`shop.content.variables.help.${record.kind}`)}. ${translate('shop.content.live_hint')}`}
      />
    </>
  );
}

function VariableTitle() {
  const record = useRecordContext<AdminCommonVariable>();
  const name = useVariableName();
  return <>{record ? name(record.key) : ''}</>;
}

export function CommonVariableEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" title={<VariableTitle />}>
      <SimpleForm toolbar={saveOnly}>
        <VariableValueInput />
      </SimpleForm>
    </Edit>
  );
}
