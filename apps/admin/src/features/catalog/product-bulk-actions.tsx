import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PercentIcon from '@mui/icons-material/Percent';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';

type FieldValues = Record<string, unknown>;
import {
  Button,
  CheckboxGroupInput,
  Form,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { api } from '../../lib/api-client';
import { keyChoices } from '../../lib/choices';
import { labelChoices } from './catalog-choices';

const modeChoices = keyChoices('shop.catalog.bulk.modes', ['percent', 'discount', 'clear-discount']);

/** A dialog with a react-admin form that posts the selected ids and the form's values. */
function BulkDialog(props: {
  label: string;
  title: string;
  icon: ReactNode;
  path: string;
  defaultValues: FieldValues;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const submit = async (values: FieldValues) => {
    try {
      const answer = await api<{ updated: number }>(props.path, {
        method: 'POST',
        body: { ...values, ids: selectedIds },
      });
      notify('shop.catalog.bulk.done', { type: 'success', messageArgs: { count: answer.updated } });
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'shop.errors.unexpected_error', { type: 'error' });
    }
  };
  return (
    <>
      <Button label={props.label} onClick={() => setOpen(true)}>
        <>{props.icon}</>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={submit} defaultValues={props.defaultValues}>
          <DialogTitle>{translate(props.title)}</DialogTitle>
          <DialogContent>{props.children}</DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="shop.catalog.bulk.apply" alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

function PercentField({ mode }: { mode: unknown }) {
  const translate = useTranslate();
  if (mode === 'clear-discount') return null;
  return (
    <>
      <NumberInput source="percent" label="shop.catalog.bulk.percent" step={1} />
      <Typography variant="body2" color="text.secondary">
        {translate(mode === 'discount' ? 'shop.catalog.bulk.discountHint' : 'shop.catalog.bulk.percentHint')}
      </Typography>
    </>
  );
}

/** Bulk price change: a percent up or down, a percent discount, or no discount. */
export function BulkPriceButton() {
  return (
    <BulkDialog
      label="shop.catalog.bulk.price"
      title="shop.catalog.bulk.priceTitle"
      icon={<PercentIcon />}
      path="/api/admin/products/bulk-price"
      defaultValues={{ mode: 'percent', percent: 10 }}
    >
      <RadioButtonGroupInput source="mode" label="shop.catalog.bulk.mode" choices={modeChoices} row={false} />
      <FormDataConsumer>{({ formData }) => <PercentField mode={formData.mode} />}</FormDataConsumer>
    </BulkDialog>
  );
}

export function BulkLabelsButton() {
  return (
    <BulkDialog
      label="shop.catalog.bulk.labels"
      title="shop.catalog.bulk.labelsTitle"
      icon={<LocalOfferIcon />}
      path="/api/admin/products/bulk-labels"
      defaultValues={{ add: [], remove: [] }}
    >
      <CheckboxGroupInput source="add" label="shop.catalog.bulk.add" choices={labelChoices} />
      <CheckboxGroupInput source="remove" label="shop.catalog.bulk.remove" choices={labelChoices} />
    </BulkDialog>
  );
}
