import { Chip } from '@mui/material';
import { DateField, NumberField, useRecordContext, useTranslate } from 'react-admin';
import { keyChoices } from '../../lib/choices';
import { kyivDateTime, kyivDay } from '../../lib/kyiv-time';

export const levelChoices = keyChoices('shop.customers.levels', [
  'beginner',
  'wisher',
  'artist',
  'master-of-art',
]);

/** UAH as the back office prints it everywhere: "1 234,00 ₴". */
const uah = {
  style: 'currency',
  currency: 'UAH',
  currencyDisplay: 'narrowSymbol',
  useGrouping: 'always',
} as const;

export function KyivDateField({
  source,
  label,
  time = true,
}: {
  source: string;
  label?: string;
  time?: boolean;
}) {
  return (
    <DateField
      source={source}
      label={label}
      locales="uk-UA"
      showTime={time}
      options={time ? kyivDateTime : kyivDay}
    />
  );
}

export function UahField({ source, label }: { source: string; label?: string }) {
  return <NumberField source={source} label={label} locales="uk-UA" options={uah} />;
}
UahField.displayName = 'UahField';

/** The loyalty tier with its cashback, e.g. «Художник · 10%». */
export function LevelField() {
  const record = useRecordContext<{ level: string; cashbackPercent: number }>();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate(`shop.customers.levels.${record.level}`);
  return (
    <Chip
      size="small"
      variant={record.level === 'beginner' ? 'outlined' : 'filled'}
      color={record.level === 'master-of-art' ? 'secondary' : 'default'}
      label={record.cashbackPercent ? `${label} · ${record.cashbackPercent}%` : label}
    />
  );
}

/** First and last name together. */
export function FullNameField() {
  const record = useRecordContext<{ firstName: string; lastName: string }>();
  return record ? <>{`${record.lastName} ${record.firstName}`.trim()}</> : null;
}
