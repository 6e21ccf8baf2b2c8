import { BooleanInput, Create, DataTable, List, SelectInput, SimpleForm } from 'react-admin';
import type { AdminSize } from '@kartyna/domain';
import { specSizeChoices } from './catalog-choices';
import { RowControls } from './taxonomy-buttons';

/** Sizes in the order the storefront's filter shows them; hidden ones are dropped there. */
export function SizeList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} perPage={100} pagination={false} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="value" disableSort />
        <DataTable.NumberCol source="productCount" disableSort />
        <DataTable.Col source="isHidden" label="" disableSort>
          <RowControls
            resource="sizes"
            hiddenBody={(row) => ({ position: (row as unknown as AdminSize).position })}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** A new size comes from requirements §3's list: the storefront filters by those only. */
export function SizeCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ isHidden: false }}>
        <SelectInput source="value" choices={specSizeChoices} helperText="shop.catalog.sizeNew" />
        <BooleanInput source="isHidden" />
      </SimpleForm>
    </Create>
  );
}
