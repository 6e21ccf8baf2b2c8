'use client';

import { useEffect, useRef, useTransition, type RefObject, type TransitionStartFunction } from 'react';
import { useRouter } from '@/i18n/client-navigation';
import {
  clearedFilters,
  orderPrices,
  readPrice,
  selectedLabel,
  toQueryString,
  withChange,
  type CatalogParams,
} from '../listing/catalog-params';
import { FILTER_FORM_ID, FILTER_RESET, SORT_FORM_ID } from './filter-form-ids';
import { formChange } from './form-change';
import { PRICE_PAUSE_MS, priceTextOf } from './price-text';

const PRICES = ['minPrice', 'maxPrice'] as const;

const formById = (id: string) => {
  const form = document.getElementById(id);
  return form instanceof HTMLFormElement ? form : null;
};
const field = (form: HTMLFormElement | null, name: string) => {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element : null;
};

/** The forms show `params` (Back, a shared link); the prices only when `withPrices`. */
function showFilters(params: CatalogParams, withPrices: boolean) {
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
  const sort = field(formById(SORT_FORM_ID), 'sort');
  if (sort) sort.value = params.sort ?? '';
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * A choice made in the forms before this script ran (a tap on a slow phone, before hydration):
 * what it changes in `params`, or null. The form offers every chosen size, so an untouched form
 * reads as `params`.
 */
function choicesBeforeScript(params: CatalogParams): Partial<CatalogParams> | null {
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

type Router = ReturnType<typeof useRouter>;

/** Moves the listing to `next`, remembering it as the filters on their way. */
const navigator =
  (
    router: Router,
    basePath: string,
    startTransition: TransitionStartFunction,
    latest: RefObject<CatalogParams>,
  ) =>
  (next: CatalogParams) => {
    latest.current = next;
    startTransition(() => router.push(`${basePath}${toQueryString(next)}`, { scroll: false }));
  };

/**
 * Applies the server-written filter and sort forms (filter-form.tsx, sort-form.tsx) in place:
 * each tick, label and order at once, the prices after the typing pause, "reset" without
 * reloading. The URL carries the filters (the listing is rendered on the server from it, so
 * links are shareable and Back works); the forms hold the shopper's choices meanwhile, so the
 * controls never flick back while the new listing is on its way. Renders nothing.
 */
export function FiltersEnhancer({ params, basePath }: { params: CatalogParams; basePath: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The filters asked for last: in force, or on their way.
  const latest = useRef(params);
  const seenPrice = useRef(priceTextOf(params));

  const started = useRef(false);

  useEffect(() => {
    if (pending) return;
    if (!started.current) {
      started.current = true;
      const early = choicesBeforeScript(params);
      // Applied, not undone by showing the URL's filters.
      if (early) {
        navigator(router, basePath, startTransition, latest)(withChange(params, early));
        return;
      }
    }
    latest.current = params;
    const price = priceTextOf(params);
    // The prices follow the URL only when it changed them: what is being typed meanwhile stays.
    const pricesMoved = price.min !== seenPrice.current.min || price.max !== seenPrice.current.max;
    seenPrice.current = price;
    showFilters(params, pricesMoved);
  }, [params, pending, router, basePath]);

  useEffect(() => {
    let timer: number | undefined;
    // Delegated from the document: the forms are the server's, and a render may replace them.
    const ours = (target: EventTarget | null) => {
      const form = (target as HTMLInputElement | null)?.form;
      return form && (form.id === FILTER_FORM_ID || form.id === SORT_FORM_ID) ? form : null;
    };

    const go = navigator(router, basePath, startTransition, latest);
    const applyPrices = () => {
      window.clearTimeout(timer);
      const filters = formById(FILTER_FORM_ID);
      const [min, max] = PRICES.map((name) => field(filters, name));
      const range = orderPrices(readPrice(min?.value), readPrice(max?.value));
      // Shows the swap, and clears a 0 that does not apply.
      const text = priceTextOf(range);
      if (min) min.value = text.min;
      if (max) max.value = text.max;
      const current = latest.current;
      if (range.minPrice === current.minPrice && range.maxPrice === current.maxPrice) return;
      go(withChange(current, { minPrice: range.minPrice, maxPrice: range.maxPrice }));
    };

    const isPrice = (target: EventTarget | null) =>
      (PRICES as readonly string[]).includes((target as HTMLInputElement | null)?.name ?? '');
    const onChange = (event: Event) => {
      const form = ours(event.target);
      if (!form || isPrice(event.target)) return;
      const change = formChange((event.target as HTMLInputElement).name, new FormData(form));
      if (change) go(withChange(latest.current, change));
    };
    const onInput = (event: Event) => {
      if (!ours(event.target) || !isPrice(event.target)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(applyPrices, PRICE_PAUSE_MS);
    };
    // Enter in a price field applies it now; the forms' own submit is for a page without script.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (form.id !== FILTER_FORM_ID && form.id !== SORT_FORM_ID) return;
      event.preventDefault();
      if (form.id === FILTER_FORM_ID) applyPrices();
    };
    // In the capture phase, ahead of the shell's link handling (which leaves a prevented click).
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest?.(`[${FILTER_RESET}]`) || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      window.clearTimeout(timer);
      const next = clearedFilters(latest.current);
      seenPrice.current = priceTextOf(next);
      showFilters(next, true);
      go(next);
    };

    document.addEventListener('change', onChange);
    document.addEventListener('input', onInput);
    document.addEventListener('submit', onSubmit);
    document.addEventListener('click', onClick, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('change', onChange);
      document.removeEventListener('input', onInput);
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('click', onClick, true);
    };
  }, [basePath, router]);

  return null;
}
