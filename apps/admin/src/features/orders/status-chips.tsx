import { Chip, Stack } from '@mui/material';
import { orderStatuses } from '@kartyna/domain';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The status filter as a row of chips above the list: one click shows or hides a status, so
 * "new and in progress" is two clicks. Kept in the list's `status` filter (comma-joined for the API).
 */
export function StatusChips() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const chosen: string[] = Array.isArray(filterValues.status) ? filterValues.status : [];
  const setStatuses = (next: string[]) => {
    const { status: _drop, ...rest } = filterValues;
    setFilters(next.length ? { ...rest, status: next } : rest, displayedFilters);
  };
  const toggle = (status: string) =>
    setStatuses(chosen.includes(status) ? chosen.filter((s) => s !== status) : [...chosen, status]);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', px: 2, pt: 1.5 }} role="group">
      <Chip
        label={translate('shop.orders.allStatuses')}
        color={chosen.length === 0 ? 'primary' : 'default'}
        variant={chosen.length === 0 ? 'filled' : 'outlined'}
        onClick={() => setStatuses([])}
        aria-pressed={chosen.length === 0}
      />
      {orderStatuses.map((status) => {
        const on = chosen.includes(status);
        return (
          <Chip
            key={status}
            label={translate(`shop.order_status.${status}`)}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => toggle(status)}
            aria-pressed={on}
          />
        );
      })}
    </Stack>
  );
}
