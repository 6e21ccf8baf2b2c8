import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  DeleteButton,
  Edit,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  Toolbar,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { difficultyChoices, labelChoices, subjectChoices } from './catalog-choices';
import { ImagesInput } from './images-input';

/** An empty number input is "no discount", not 0. */
const emptyToNull = (v: unknown) => (v === '' || v === undefined || v === null ? null : v);

/** Sizes in the shop's order, as the storefront's filter shows them. */
const sizeOrder = { field: 'position', order: 'ASC' } as const;

const categoryFilter = (q: string) => (q ? { q } : {});

/** One form for create and edit: the API checks everything and answers field errors it shows. */
function ProductForm({ toolbar }: { toolbar?: React.ReactElement }) {
  return (
    <TabbedForm
      toolbar={toolbar}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
      defaultValues={{ labels: [], images: [], isHidden: false, stock: 0 }}
    >
      <TabbedForm.Tab label="shop.catalog.tabs.main">
        <TextInput source="article" />
        <TextInput source="nameUa" fullWidth />
        <TextInput source="nameRu" fullWidth />
        <ReferenceInput
          source="categoryId"
          reference="categories"
          perPage={50}
          sort={{ field: 'position', order: 'ASC' }}
        >
          <AutocompleteInput optionText="label" filterToQuery={categoryFilter} sx={{ minWidth: 360 }} />
        </ReferenceInput>
        <SelectInput source="subject" choices={subjectChoices} />
        <ReferenceInput source="size" reference="sizes" perPage={100} sort={sizeOrder}>
          <SelectInput optionText="value" />
        </ReferenceInput>
        <SelectInput source="difficulty" choices={difficultyChoices} />
        <CheckboxGroupInput source="labels" choices={labelChoices} />
        <BooleanInput source="isHidden" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="shop.catalog.tabs.descriptions">
        <TextInput source="descriptionUa" multiline minRows={6} fullWidth />
        <TextInput source="descriptionRu" multiline minRows={6} fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="shop.catalog.tabs.priceStock">
        <NumberInput source="price" min={0} step={1} />
        <NumberInput source="discountPrice" min={0} step={1} parse={emptyToNull} />
        <NumberInput source="stock" min={0} step={1} helperText="shop.catalog.stockHint" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="shop.catalog.tabs.images">
        <ImagesInput source="images" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

function ProductTitle() {
  const record = useRecordContext<RaRecord & { article: string; nameUa: string }>();
  return <span>{record ? `${record.article} — ${record.nameUa}` : ''}</span>;
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** Edits wait for the server (pessimistic), so its field errors land on the form. */
export function ProductEdit() {
  return (
    <Edit title={<ProductTitle />} mutationMode="pessimistic">
      <ProductForm toolbar={<EditToolbar />} />
    </Edit>
  );
}

export function ProductCreate() {
  return (
    <Create redirect="edit">
      <ProductForm />
    </Create>
  );
}
