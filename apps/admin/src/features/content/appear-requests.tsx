import type { AdminAppearRequest } from '@kartyna/domain';
import { Chip } from '@mui/material';
import { DataTable, DeleteButton, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { keyChoices } from '../../lib/choices';
import { KyivTime } from './content-words';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={keyChoices('shop.content.appear.statuses', ['pending', 'notified'])}
    alwaysOn
  />,
];

function NoticeChip({ notified }: { notified: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={notified ? 'success' : 'warning'}
      label={translate(`shop.content.appear.statuses.${notified ? 'notified' : 'pending'}`)}
    />
  );
}

const Col = DataTable.Col<AdminAppearRequest>;

/** Who waits for which sold-out product; a notice goes out by itself when stock comes back. */
export function AppearRequestList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable>
        <Col source="createdAt" render={() => <KyivTime source="createdAt" />} />
        <Col source="productName" disableSort />
        <Col source="productArticle" disableSort />
        <Col source="mail" disableSort />
        <Col source="locale" disableSort render={(r) => r.locale.toUpperCase()} />
        <Col source="status" disableSort render={(r) => <NoticeChip notified={r.notifiedAt !== null} />} />
        <Col source="notifiedAt" render={() => <KyivTime source="notifiedAt" />} />
        <DataTable.Col label="" disableSort align="right">
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
