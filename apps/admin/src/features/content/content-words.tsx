import { Chip } from '@mui/material';
import { DateField, useTranslate } from 'react-admin';

/** Times as staff read them: Kyiv time, Ukrainian format. */
export function KyivTime({ source }: { source: string }) {
  return (
    <DateField
      source={source}
      showTime
      locales="uk-UA"
      options={{ timeZone: 'Europe/Kyiv', dateStyle: 'short', timeStyle: 'short' }}
      emptyText="—"
    />
  );
}

const testimonialColors = { pending: 'warning', approved: 'success', hidden: 'default' } as const;

export function TestimonialStatusChip({ status }: { status: keyof typeof testimonialColors }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={testimonialColors[status]}
      label={translate(`shop.content.testimonials.statuses.${status}`)}
    />
  );
}

export function HandledChip({ handled }: { handled: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={handled ? 'default' : 'warning'}
      label={translate(handled ? 'shop.content.messages.handled' : 'shop.content.messages.unhandled')}
    />
  );
}
