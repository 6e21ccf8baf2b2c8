import { orderNumberLabel } from '@kartyna/domain';
import { Box, Typography } from '@mui/material';
import {
  ArrayField,
  DataTable,
  FunctionField,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { keyChoices, orderStatusChoices } from '../../lib/choices';
import { BonusAdjustmentButton } from './bonus-adjustment';
import { FullNameField, KyivDateField, LevelField, UahField } from './customer-fields';

const kindChoices = keyChoices('shop.customers.bonus.kinds', [
  'spent',
  'spent-returned',
  'cashback',
  'cashback-reversed',
  'cashback-refunded',
  'adjustment',
]);

interface Department {
  cityName: string;
  name: string;
  address: string;
}

/** A saved Nova Poshta branch or parcel locker, or a dash. */
function DepartmentText({ source }: { source: 'deliveryDepartment' | 'deliveryPostomat' }) {
  const record = useRecordContext<Record<typeof source, Department | null>>();
  const value = record?.[source];
  if (!value) return <Typography variant="body2">—</Typography>;
  return <Typography variant="body2">{`${value.cityName}, ${value.name} (${value.address})`}</Typography>;
}

/** Who wrote a ledger entry: the shopper, the system, or a staff member by mail. */
function ActorText() {
  const record = useRecordContext<{ actor: string; actorMail: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.actor.startsWith('staff:')) return <>{record.actorMail ?? record.actor}</>;
  return <>{translate(`shop.customers.bonus.actors.${record.actor}`, { _: record.actor })}</>;
}

/** A signed amount, green when it adds and red when it takes. */
function SignedUah() {
  const record = useRecordContext<{ amount: number }>();
  if (!record) return null;
  return (
    <Box component="span" sx={{ color: record.amount < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}>
      <UahField source="amount" />
    </Box>
  );
}

function OrdersOf({ reference }: { reference: 'orders' | 'photo-orders' }) {
  return (
    <ReferenceManyField
      reference={reference}
      target="userId"
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
      empty={<Typography variant="body2">{'—'}</Typography>}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col
          source="id"
          label="shop.customers.order.id"
          // Under the "№" heading a shop order is its bare id; a photo order shows its own "Ф-" series.
          render={(r: { id: number }) =>
            reference === 'photo-orders' ? orderNumberLabel('photo', r.id) : r.id
          }
        />
        <DataTable.Col source="createdAt" label="shop.customers.order.createdAt">
          <KyivDateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="status" label="shop.customers.order.status">
          <SelectField source="status" choices={orderStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="total" label="shop.customers.order.total" align="right">
          <UahField source="total" />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
}

/** A customer: profile and saved delivery, their orders, and the bonus balance with its ledger. */
export function CustomerShow() {
  const translate = useTranslate();
  return (
    <Show>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="shop.customers.tabs.profile">
          <Labeled label="resources.customers.fields.name">
            <FullNameField />
          </Labeled>
          <TextField source="fatherName" emptyText="—" />
          <TextField source="mail" />
          <TextField source="phone" />
          <FunctionField source="locale" render={(r: { locale?: string }) => r.locale?.toUpperCase() ?? ''} />
          <KyivDateField source="createdAt" />
          <Labeled label="resources.customers.fields.deliveryDepartment">
            <DepartmentText source="deliveryDepartment" />
          </Labeled>
          <Labeled label="resources.customers.fields.deliveryPostomat">
            <DepartmentText source="deliveryPostomat" />
          </Labeled>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="shop.customers.tabs.orders" path="orders">
          <NumberField source="ordersCount" />
          <OrdersOf reference="orders" />
          <Typography variant="subtitle1" sx={{ mt: 2 }}>
            {translate('shop.customers.photo_orders')}
          </Typography>
          <OrdersOf reference="photo-orders" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="shop.customers.tabs.bonus" path="bonus">
          <Labeled label="resources.customers.fields.level">
            <LevelField />
          </Labeled>
          <UahField source="cumulativePurchases" />
          <FunctionField
            label="resources.customers.fields.toNextLevel"
            // The list's row stands in while the full record loads: it has no nextLevel yet.
            render={(r: { nextLevel?: string | null; toNextLevel?: number }) =>
              r.nextLevel === undefined
                ? ''
                : r.nextLevel
                  ? translate('shop.customers.to_next', {
                      amount: (r.toNextLevel ?? 0).toLocaleString('uk-UA'),
                      level: translate(`shop.customers.levels.${r.nextLevel}`),
                    })
                  : translate('shop.customers.top_level')
            }
          />
          <UahField source="bonusBalance" />
          <BonusAdjustmentButton />
          <ArrayField source="bonusLedger">
            <DataTable
              bulkActionButtons={false}
              empty={<Typography variant="body2">{translate('shop.customers.bonus.empty')}</Typography>}
            >
              <DataTable.Col source="createdAt" label="shop.customers.bonus.createdAt">
                <KyivDateField source="createdAt" />
              </DataTable.Col>
              <DataTable.Col source="kind" label="shop.customers.bonus.kind">
                <SelectField source="kind" choices={kindChoices} />
              </DataTable.Col>
              <DataTable.Col source="amount" label="shop.customers.bonus.amount" align="right">
                <SignedUah />
              </DataTable.Col>
              <DataTable.Col source="orderId" label="shop.customers.bonus.order">
                {/* A photo order's cashback names the photo order: the two are numbered apart. */}
                <FunctionField
                  render={(r: { orderId: number | null; photoOrderId?: number | null }) =>
                    r.orderId ??
                    (r.photoOrderId
                      ? translate('shop.customers.bonus.photoOrder', { id: r.photoOrderId })
                      : '')
                  }
                />
              </DataTable.Col>
              <DataTable.Col source="actor" label="shop.customers.bonus.actor">
                <ActorText />
              </DataTable.Col>
              <DataTable.Col source="note" label="shop.customers.bonus.note" />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
