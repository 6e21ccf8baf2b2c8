import { Box, Stack, useMediaQuery, type Theme } from '@mui/material';
import type { AdminPromotion } from '@kartyna/domain';
import { DataTable, List, SearchInput, SimpleList, useTranslate } from 'react-admin';
import { PauseToggle } from './pause-toggle';
import { DiscountText, PromotionCode, PromotionStateChip } from './promotion-chips';
import { formatPeriod, formatPromoUah, formatUses } from './promotion-words';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Col = DataTable.Col<AdminPromotion>;

function Period({ promotion }: { promotion: AdminPromotion }) {
  const translate = useTranslate();
  return <>{formatPeriod(translate, promotion)}</>;
}

function Uses({ promotion }: { promotion: AdminPromotion }) {
  const translate = useTranslate();
  return <>{formatUses(translate, promotion)}</>;
}

/** A phone's row: name and state, then code, discount and period, then what it has done. */
function PhoneRow({ promotion: p }: { promotion: AdminPromotion }) {
  const translate = useTranslate();
  return (
    <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
      <Box component="span">
        <PromotionCode code={p.code} /> · <DiscountText promotion={p} />
      </Box>
      <Box component="span">{formatPeriod(translate, p)}</Box>
      <Box component="span">
        {translate('resources.promotions.fields.uses')}: {formatUses(translate, p)} ·{' '}
        {formatPromoUah(p.discountGiven)} / {formatPromoUah(p.revenue)}
      </Box>
    </Stack>
  );
}

/** Every promotion, newest first, searched by name or code on the server. */
export function PromotionList() {
  // Nine columns beside the menu need a wide screen; below it each promotion is a stacked row.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down(1360));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false} empty={false}>
      {phone ? (
        <SimpleList<AdminPromotion>
          linkType="edit"
          primaryText={(p) => p.name}
          secondaryText={(p) => <PhoneRow promotion={p} />}
          tertiaryText={(p) => <PromotionStateChip state={p.state} />}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Col source="name" sx={{ fontWeight: 500 }} />
          <Col source="code" disableSort render={(p) => <PromotionCode code={p.code} />} />
          <Col source="value" disableSort render={(p) => <DiscountText promotion={p} />} />
          <Col source="period" disableSort sx={{ minWidth: 140 }} render={(p) => <Period promotion={p} />} />
          <Col source="state" disableSort render={(p) => <PromotionStateChip state={p.state} />} />
          <Col
            source="uses"
            align="right"
            sx={{ whiteSpace: 'nowrap' }}
            render={(p) => <Uses promotion={p} />}
          />
          <Col
            source="discountGiven"
            disableSort
            align="right"
            render={(p) => formatPromoUah(p.discountGiven)}
          />
          <Col source="revenue" disableSort align="right" render={(p) => formatPromoUah(p.revenue)} />
          <DataTable.Col label="" disableSort align="right" sx={{ px: 1 }}>
            <PauseToggle variant="icon" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
