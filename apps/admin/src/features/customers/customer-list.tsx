import { DataTable, List, SearchInput, SelectArrayInput } from 'react-admin';
import { FullNameField, KyivDateField, LevelField, levelChoices, UahField } from './customer-fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="level" source="level" choices={levelChoices} alwaysOn />,
];

/** Shoppers' accounts with what they bought, their tier and bonus balance. */
export function CustomerList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="lastName" label="resources.customers.fields.name">
          <FullNameField />
        </DataTable.Col>
        <DataTable.Col source="mail" />
        <DataTable.Col source="phone" disableSort />
        <DataTable.NumberCol source="ordersCount" />
        <DataTable.Col source="cumulativePurchases" align="right">
          <UahField source="cumulativePurchases" />
        </DataTable.Col>
        <DataTable.Col source="level" disableSort>
          <LevelField />
        </DataTable.Col>
        <DataTable.Col source="bonusBalance" align="right">
          <UahField source="bonusBalance" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <KyivDateField source="createdAt" time={false} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
