import { Box, Chip, Stack } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceArrayInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { AdminProduct } from '@kartyna/domain';
import { difficultyChoices, labelChoices, stockStateChoices, uahFormat } from './catalog-choices';
import { BulkLabelsButton, BulkPriceButton } from './product-bulk-actions';
import { ExportCsvButton, ImportCsvButton } from './product-csv-actions';

/** Sizes in the shop's order, as the storefront's filter shows them. */
const sizeOrder = { field: 'position', order: 'ASC' } as const;

const treeOrder = { field: 'position', order: 'ASC' } as const;
const categoryFilter = (q: string) => (q ? { q } : {});

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Артикул, назва або ID" sx={{ minWidth: 280 }} />,
  <ReferenceInput
    key="categoryId"
    source="categoryId"
    reference="categories"
    alwaysOn
    perPage={50}
    sort={treeOrder}
  >
    <AutocompleteInput optionText="label" filterToQuery={categoryFilter} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectArrayInput
    key="stockState"
    source="stockState"
    choices={stockStateChoices}
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
  <ReferenceArrayInput key="size" source="size" reference="sizes" perPage={100} sort={sizeOrder}>
    <SelectArrayInput optionText="value" sx={{ minWidth: 160 }} />
  </ReferenceArrayInput>,
  <SelectArrayInput
    key="difficulty"
    source="difficulty"
    choices={difficultyChoices}
    sx={{ minWidth: 180 }}
  />,
  <SelectArrayInput key="label" source="label" choices={labelChoices} sx={{ minWidth: 180 }} />,
  <NullableBooleanInput key="isHidden" source="isHidden" />,
];

function Actions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportCsvButton />
      <ImportCsvButton />
    </TopToolbar>
  );
}

const stockColor = { inStock: 'success', soldOut: 'default', preorder: 'warning' } as const;

function StockCell({ record }: { record: AdminProduct }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
      <span>{record.stock}</span>
      <Chip
        size="small"
        color={stockColor[record.stockState]}
        label={translate(`shop.catalog.stockStates.${record.stockState}`)}
      />
    </Stack>
  );
}

function LabelsCell({ record }: { record: AdminProduct }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {record.labels.map((l) => (
        <Chip key={l} size="small" variant="outlined" label={translate(`shop.labels.${l}`)} />
      ))}
    </Stack>
  );
}

/** The Ukrainian name, with a mark when the storefront does not show the product. */
function NameCell({ record }: { record: AdminProduct }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <span>{record.nameUa}</span>
      {record.isHidden && <Chip size="small" label={translate('shop.catalog.hidden')} />}
    </Stack>
  );
}

const Thumb = ({ record }: { record: AdminProduct }) =>
  record.images[0] ? (
    <Box
      component="img"
      src={record.images[0]}
      alt=""
      sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
    />
  ) : (
    <Box sx={{ width: 48, height: 48, bgcolor: 'action.hover', borderRadius: 1 }} />
  );

/** Thousands of products, paged, searched and filtered on the server. */
export function ProductList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <DataTable
        rowClick="edit"
        bulkActionButtons={
          <>
            <BulkPriceButton />
            <BulkLabelsButton />
          </>
        }
      >
        <DataTable.Col source="images" label="" disableSort>
          <FunctionField<AdminProduct> render={(record) => <Thumb record={record} />} />
        </DataTable.Col>
        <DataTable.Col source="id" />
        <DataTable.Col source="article" />
        <DataTable.Col source="name" label="resources.products.fields.name">
          <FunctionField<AdminProduct> render={(record) => <NameCell record={record} />} />
        </DataTable.Col>
        <DataTable.Col source="categoryName" disableSort />
        <DataTable.NumberCol source="price" locales="uk-UA" options={uahFormat} />
        <DataTable.NumberCol source="discountPrice" disableSort locales="uk-UA" options={uahFormat} />
        <DataTable.Col source="stock" align="right">
          <FunctionField<AdminProduct> render={(record) => <StockCell record={record} />} />
        </DataTable.Col>
        <DataTable.Col source="labels" disableSort>
          <FunctionField<AdminProduct> render={(record) => <LabelsCell record={record} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
