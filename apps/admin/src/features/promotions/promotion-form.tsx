import { Box, Typography } from '@mui/material';
import { discountTypes } from '@kartyna/domain';
import type { ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { keyChoices } from '../../lib/choices';
import { isoToKyivLocal, kyivLocalToIso } from '../../lib/kyiv-local-time';
import { CodeInput } from './code-input';
import { validatePromotion } from './promotion-input';

const typeChoices = keyChoices('shop.promotions.types', discountTypes);

/** An empty number input is "no limit", not 0. */
const emptyToNull = (v: unknown) => (v === '' || v === undefined || v === null ? null : v);
const searchQuery = (q: string) => (q ? { q } : {});
const productText = (p: { article: string; nameUa: string }) => `${p.article} — ${p.nameUa}`;

/** A titled group of inputs, two to a row on a wide screen. */
function Group({ title, children, help }: { title: string; children: ReactNode; help?: string }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {translate(title)}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(help)}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Kyiv's wall clock in the input, ISO with Kyiv's offset in the form values. */
function KyivTimeInput({ source }: { source: 'startsAt' | 'endsAt' }) {
  return (
    <DateTimeInput
      source={source}
      format={isoToKyivLocal}
      parse={kyivLocalToIso}
      helperText="shop.promotions.time_help"
      fullWidth
    />
  );
}

/** The value's label and hint follow the type: «Знижка, %», «Знижка, ₴», every N-th free. */
function ValueInput() {
  return (
    <FormDataConsumer<{ discountType?: string }>>
      {({ formData }) => {
        const type = formData.discountType ?? 'percent';
        return (
          <NumberInput
            source="value"
            label={`shop.promotions.value_label.${type}`}
            helperText={`shop.promotions.value_help.${type}`}
            min={type === 'nth_free' ? 2 : type === 'percent' ? 1 : 0}
            step={type === 'fixed' ? 0.01 : 1}
            fullWidth
          />
        );
      }}
    </FormDataConsumer>
  );
}

/**
 * One form for create and edit. The domain's promotionInputSchema checks it before it is sent
 * (the same schema the API applies); the API's field errors land on the same inputs.
 */
export function PromotionForm({ toolbar, top }: { toolbar?: React.ReactElement; top?: ReactNode }) {
  return (
    <SimpleForm
      toolbar={toolbar}
      validate={validatePromotion}
      defaultValues={{ discountType: 'percent', active: true, categoryIds: [], productIds: [], code: null }}
      sx={{ maxWidth: 920 }}
    >
      {top}
      <Group title="shop.promotions.section.main">
        <TextInput source="name" fullWidth />
        <TextInput source="nameRu" fullWidth />
        <CodeInput />
        <BooleanInput source="active" sx={{ mt: 1.5 }} />
      </Group>
      <Group title="shop.promotions.section.discount">
        <RadioButtonGroupInput
          source="discountType"
          choices={typeChoices}
          row
          helperText={false}
          sx={{ gridColumn: '1 / -1', mt: 0 }}
        />
        <ValueInput />
        <NumberInput
          source="minSubtotal"
          min={0}
          step={1}
          parse={emptyToNull}
          helperText="shop.promotions.min_subtotal_help"
          fullWidth
        />
      </Group>
      <Group title="shop.promotions.section.scope" help="shop.promotions.scope_help">
        <ReferenceArrayInput
          source="categoryIds"
          reference="categories"
          perPage={500}
          sort={{ field: 'position', order: 'ASC' }}
        >
          <AutocompleteArrayInput optionText="label" filterToQuery={searchQuery} fullWidth />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="productIds" reference="products" perPage={25}>
          <AutocompleteArrayInput optionText={productText} filterToQuery={searchQuery} fullWidth />
        </ReferenceArrayInput>
      </Group>
      <Group title="shop.promotions.section.time">
        <KyivTimeInput source="startsAt" />
        <KyivTimeInput source="endsAt" />
      </Group>
      <Group title="shop.promotions.section.limits">
        <NumberInput
          source="usageLimit"
          min={1}
          step={1}
          parse={emptyToNull}
          helperText="shop.promotions.limit_help"
          fullWidth
        />
        <NumberInput
          source="perCustomerLimit"
          min={1}
          step={1}
          parse={emptyToNull}
          helperText="shop.promotions.limit_help"
          fullWidth
        />
      </Group>
    </SimpleForm>
  );
}
