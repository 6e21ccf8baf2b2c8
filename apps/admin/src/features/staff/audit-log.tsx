import {
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  List,
  Labeled,
  ReferenceInput,
  AutocompleteInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { JsonDiff } from './json-diff';
import { keyChoices } from '../../lib/choices';
import { kyivDateTime } from '../../lib/kyiv-time';

/** Entities the back office changes; the names are translated. */
const entities = [
  'product',
  'category',
  'size',
  'order',
  'photo-order',
  'customer',
  'testimonial',
  'client-work',
  'contact-message',
  'appear-request',
  'seo-data',
  'common-variable',
  'page-text',
  'staff',
  'promotion',
];
const entityChoices = keyChoices('shop.audit.entities', entities);

const filters = [
  <SelectInput key="entity" source="entity" choices={entityChoices} alwaysOn />,
  <TextInput key="entityId" source="entityId" />,
  <TextInput key="action" source="action" />,
  <ReferenceInput key="actor" source="actorUserId" reference="staff" alwaysOn>
    <AutocompleteInput optionText="mail" label="resources.audit-log.fields.actorMail" />
  </ReferenceInput>,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

/** An action as readable text: a known one translated, an unknown one as it is. */
function ActionText({ action }: { action: string }) {
  const translate = useTranslate();
  return <>{translate(`shop.audit.actions.${action}`, { _: action })}</>;
}

function EntityText({ entity }: { entity: string }) {
  const translate = useTranslate();
  return <>{translate(`shop.audit.entities.${entity}`, { _: entity })}</>;
}

/** Who changed what and when; admins only. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime locales="uk-UA" options={kyivDateTime} />
        </DataTable.Col>
        <DataTable.Col source="actorMail" disableSort />
        <DataTable.Col source="action" disableSort>
          <FunctionField render={(r: { action: string }) => <ActionText action={r.action} />} />
        </DataTable.Col>
        <DataTable.Col source="entity" disableSort>
          <FunctionField render={(r: { entity: string }) => <EntityText entity={r.entity} />} />
        </DataTable.Col>
        <DataTable.Col source="entityId" disableSort />
      </DataTable>
    </List>
  );
}

/** One entry: who, when, what, and the row before and after as a field-by-field diff. */
export function AuditShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="createdAt" showTime locales="uk-UA" options={kyivDateTime} />
        <TextField source="actorMail" />
        <FunctionField source="action" render={(r: { action: string }) => <ActionText action={r.action} />} />
        <FunctionField source="entity" render={(r: { entity: string }) => <EntityText entity={r.entity} />} />
        <TextField source="entityId" emptyText="—" />
        <Labeled label="shop.audit.diff" fullWidth>
          <JsonDiff />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
