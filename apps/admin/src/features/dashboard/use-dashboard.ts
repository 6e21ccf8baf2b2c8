import type { Dashboard } from '@kartyna/domain';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';

/** The dashboard's figures, fetched when the screen opens and every minute while it stays open. */
export function useDashboard(): { data?: Dashboard; error?: unknown } {
  const [state, setState] = useState<{ data?: Dashboard; error?: unknown }>({});
  useEffect(() => {
    let alive = true;
    const load = () =>
      api<Dashboard>('/api/admin/dashboard').then(
        (data) => alive && setState({ data }),
        (error: unknown) => alive && setState((s) => ({ ...s, error })),
      );
    void load();
    const timer = setInterval(() => void load(), 60_000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return state;
}

const kyivDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' });
/** An instant as the Kyiv calendar day `YYYY-MM-DD`, as the orders list's date filters take it. */
export const kyivDate = (iso: string) => kyivDay.format(new Date(iso));

/** A react-admin list route with its filter, e.g. `/orders?filter={"status":["requested"]}`. */
export const listLink = (
  resource: string,
  filter: object,
  sort?: { field: string; order: 'ASC' | 'DESC' },
) => ({
  pathname: `/${resource}`,
  search:
    `?filter=${encodeURIComponent(JSON.stringify(filter))}` +
    (sort ? `&sort=${sort.field}&order=${sort.order}` : ''),
});

const money = new Intl.NumberFormat('uk-UA', {
  style: 'currency',
  currency: 'UAH',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 2,
});
export const formatMoney = (uah: number) => money.format(uah);
