import { Box, Chip } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DataTable,
  DeleteButton,
  Edit,
  FunctionField,
  List,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import type { AdminCategory } from '@kartyna/domain';
import { RowControls } from './taxonomy-buttons';

const parentFilter = (q: string) => (q ? { q } : {});

/** The whole body PUT needs, from a row of the list. */
const categoryBody = (c: AdminCategory) => ({
  parentId: c.parentId,
  type: c.type,
  nameUa: c.nameUa,
  nameRu: c.nameRu,
  isHidden: c.isHidden,
  position: c.position,
});

function NameCell({ record }: { record: AdminCategory }) {
  const translate = useTranslate();
  return (
    <Box sx={{ pl: record.depth * 3, display: 'flex', gap: 1, alignItems: 'center' }}>
      <Box component="span" sx={{ fontWeight: record.depth === 0 ? 600 : 400 }}>
        {record.depth > 0 ? '└ ' : ''}
        {record.nameUa}
      </Box>
      {!record.visible && (
        <Chip
          size="small"
          label={translate(record.isHidden ? 'shop.catalog.hiddenCategory' : 'shop.catalog.hiddenByParent')}
        />
      )}
    </Box>
  );
}

/** The tree as an indented list in its order: parents first, siblings by position. */
export function CategoryList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={500}
      pagination={false}
      exporter={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="nameUa" label="resources.categories.fields.label" disableSort>
          <FunctionField<AdminCategory> render={(record) => <NameCell record={record} />} />
        </DataTable.Col>
        <DataTable.Col source="nameRu" disableSort />
        <DataTable.Col source="path" disableSort />
        <DataTable.NumberCol source="productCount" disableSort />
        <DataTable.Col source="isHidden" label="" disableSort>
          <RowControls resource="categories" hiddenBody={(row) => categoryBody(row as AdminCategory)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function CategoryFields({ edit }: { edit?: boolean }) {
  return (
    <>
      <ReferenceInput source="parentId" reference="categories" perPage={50}>
        <AutocompleteInput
          optionText="label"
          filterToQuery={parentFilter}
          emptyText="shop.catalog.parentNone"
          sx={{ minWidth: 360 }}
        />
      </ReferenceInput>
      <TextInput source="nameUa" />
      <TextInput source="nameRu" />
      <TextInput source="type" helperText="picture-by-numbers, animals…" />
      {edit && <NumberInput source="position" min={0} step={1} />}
      <BooleanInput source="isHidden" />
    </>
  );
}

function CategoryToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<CategoryToolbar />}>
        <CategoryFields edit />
      </SimpleForm>
    </Edit>
  );
}

export function CategoryCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ parentId: null, isHidden: false }}>
        <CategoryFields />
      </SimpleForm>
    </Create>
  );
}
