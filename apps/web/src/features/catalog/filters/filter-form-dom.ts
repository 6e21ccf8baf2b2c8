import { orderPrices, readPrice, selectedLabel, type CatalogParams } from '../listing/catalog-params';
import { FILTER_FORM_ID, FILTER_PANEL_ID, SORT_FORM_ID } from './filter-form-ids';
import { formChange } from './form-change';
import { priceTextOf } from './price-text';

/** The catalogue's server-written forms as the enhancer (filters-enhancer.tsx) reads and sets them. */

export const PRICES = ['minPrice', 'maxPrice'] as const;

export const formById = (id: string) => {
  const form = document.getElementById(id);
  return form instanceof HTMLFormElement ? form : null;
};

export const field = (form: HTMLFormElement | null, name: string) => {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element : null;
};

/** The phone's full-screen panel is open: its form is a draft, applied on "Show" only. */
export function panelOpen(): boolean {
  try {
    return document.getElementById(FILTER_PANEL_ID)?.matches(':popover-open') ?? false;
  } catch {
    return false; // a browser without popovers never opens it
  }
}

export function hidePanel(): void {
  if (panelOpen()) document.getElementById(FILTER_PANEL_ID)?.hidePopover();
}

/**
 * The forms show `params` (Back, a shared link, the panel's Reset); the prices only when
 * `withPrices`; the listing's own sort form too unless `panelOnly`.
 */
export function showFilters(params: CatalogParams, withPrices: boolean, panelOnly = false) {
  const filters = formById(FILTER_FORM_ID);
  for (const input of filters?.querySelectorAll('input') ?? []) {
    if (input.name === 'size') input.checked = params.size.includes(input.value);
    if (input.name === 'difficult') input.checked = params.difficult.includes(Number(input.value));
    if (input.name === 'labelType') input.checked = input.value === (selectedLabel(params) ?? '');
  }
  if (withPrices) {
    const text = priceTextOf(params);
    const [min, max] = PRICES.map((name) => field(filters, name));
    if (min) min.value = text.min;
    if (max) max.value = text.max;
  }
  const sorts = [field(filters, 'sort'), panelOnly ? null : field(formById(SORT_FORM_ID), 'sort')];
  for (const sort of sorts) if (sort) sort.value = params.sort ?? '';
}

/** Everything the filter form holds: the phone panel's draft, as a change of the filters. */
export function formDraft(form: HTMLFormElement): Partial<CatalogParams> {
  const data = new FormData(form);
  const [min, max] = PRICES.map((name) => field(form, name));
  const range = orderPrices(readPrice(min?.value), readPrice(max?.value));
  return {
    ...formChange('size', data),
    ...formChange('difficult', data),
    ...formChange('labelType', data),
    ...formChange('sort', data),
    minPrice: range.minPrice,
    maxPrice: range.maxPrice,
  };
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * A choice made in the forms before this script ran (a tap on a slow phone, before hydration):
 * what it changes in `params`, or null. The form offers every chosen size, so an untouched form
 * reads as `params`. A draft in the phone's open panel is not one: it waits for "Show".
 */
export function choicesBeforeScript(params: CatalogParams): Partial<CatalogParams> | null {
  if (panelOpen()) return null;
  const change: Partial<CatalogParams> = {};
  const filters = formById(FILTER_FORM_ID);
  if (filters) {
    const data = new FormData(filters);
    const size = formChange('size', data)?.size ?? [];
    if (!sameSet(size, params.size)) change.size = size;
    const difficult = formChange('difficult', data)?.difficult ?? [];
    if (!sameSet(difficult, params.difficult)) change.difficult = difficult;
    const labelType = formChange('labelType', data)?.labelType ?? [];
    if ((labelType[0] ?? '') !== (selectedLabel(params) ?? '')) change.labelType = labelType;
  }
  const sort = formById(SORT_FORM_ID);
  if (sort) {
    const chosen = formChange('sort', new FormData(sort))?.sort;
    if (chosen !== params.sort) change.sort = chosen;
  }
  return Object.keys(change).length > 0 ? change : null;
}
