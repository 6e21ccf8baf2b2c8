import { Box, Stack, Typography } from '@mui/material';
import type { AdminPromotion } from '@kartyna/domain';
import {
  Create,
  DeleteButton,
  Edit,
  ListButton,
  SaveButton,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatKyivTime } from '../../lib/kyiv-time';
import { PauseToggle } from './pause-toggle';
import { PromotionCode, PromotionStateChip } from './promotion-chips';
import { PromotionForm } from './promotion-form';
import { toPromotionInput } from './promotion-input';
import { formatPromoUah, formatUses } from './promotion-words';

/** POST and PUT take the input's fields only (a strict schema): no id, state or counts. */
const transform = (values: Partial<AdminPromotion>) => toPromotionInput(values);

function PromotionTitle() {
  const record = useRecordContext<AdminPromotion>();
  return <span>{record ? record.name : ''}</span>;
}

/** One figure of the promotion's results: a caption over its value. */
function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body1" component="div" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Where the promotion stands and what it has done, above its form. */
function Results() {
  const record = useRecordContext<AdminPromotion>();
  const translate = useTranslate();
  if (!record) return null;
  const f = (name: string) => `resources.promotions.fields.${name}`;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, alignItems: 'flex-end', mb: 1, width: '100%' }}
      aria-label={translate('shop.promotions.section.results')}
      role="group"
    >
      <Figure label={f('state')}>
        <PromotionStateChip state={record.state} />
      </Figure>
      <Figure label={f('code')}>
        <PromotionCode code={record.code} />
      </Figure>
      <Figure label={f('uses')}>{formatUses(translate, record)}</Figure>
      <Figure label={f('discountGiven')}>{formatPromoUah(record.discountGiven)}</Figure>
      <Figure label={f('revenue')}>{formatPromoUah(record.revenue)}</Figure>
      <Figure label={f('createdAt')}>{formatKyivTime(record.createdAt)}</Figure>
    </Stack>
  );
}

function EditActions() {
  return (
    <TopToolbar>
      <PauseToggle variant="outlined" />
      <ListButton />
    </TopToolbar>
  );
}

/** Save, and delete: a promotion orders already used is refused (409) with the API's reason. */
function EditToolbar() {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        mutationOptions={{
          onError: (error) => {
            const key = error instanceof Error ? error.message : 'shop.errors.unexpected_error';
            const status = (error as { status?: number }).status;
            // An unknown reason for a conflict still says what to do instead.
            notify(
              status === 409 ? translate(key, { _: translate('shop.promotions.delete_conflict') }) : key,
              { type: 'error' },
            );
          },
        }}
      />
    </Toolbar>
  );
}

/** Saves wait for the server (pessimistic), so its field errors land on the form. */
export function PromotionEdit() {
  return (
    <Edit
      title={<PromotionTitle />}
      actions={<EditActions />}
      mutationMode="pessimistic"
      transform={transform}
    >
      <PromotionForm toolbar={<EditToolbar />} top={<Results />} />
    </Edit>
  );
}

export function PromotionCreate() {
  return (
    <Create redirect="list" transform={transform}>
      <PromotionForm />
    </Create>
  );
}
