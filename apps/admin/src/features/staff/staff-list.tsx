import { DataTable, DateField, List, SearchInput, SelectField } from 'react-admin';
import { kyivDateTime } from '../../lib/kyiv-time';
import { editRoleChoices } from './staff-choices';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Staff accounts; only admins reach this screen (the API answers 403 to anyone else). */
export function StaffList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="mail" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="firstName" />
        <DataTable.Col source="role">
          <SelectField source="role" choices={editRoleChoices} />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime locales="uk-UA" options={kyivDateTime} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
