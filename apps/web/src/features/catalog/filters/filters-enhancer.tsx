'use client';

import { useEffect, useRef, useTransition, type RefObject, type TransitionStartFunction } from 'react';
import { useRouter } from '@/i18n/client-navigation';
import { afterNextPaint } from '@/lib/after-next-paint';
import {
  clearedFilters,
  orderPrices,
  readPrice,
  toQueryString,
  withChange,
  type CatalogParams,
} from '../listing/catalog-params';
import {
  PRICES,
  choicesBeforeScript,
  field,
  formById,
  formDraft,
  hidePanel,
  panelOpen,
  showFilters,
} from './filter-form-dom';
import { FILTER_FORM_ID, FILTER_PANEL_ID, FILTER_RESET, SORT_FORM_ID } from './filter-form-ids';
import { formChange } from './form-change';
import { PRICE_PAUSE_MS, priceTextOf } from './price-text';

type Router = ReturnType<typeof useRouter>;

/** The button that opens the phone's panel (not the panel's own "Back", which hides it). */
const PANEL_OPENER = `[popovertarget="${FILTER_PANEL_ID}"]:not([popovertargetaction])`;

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
 * reloading; in the phone's open panel, the whole draft on "Show" only. The URL carries the
 * filters (the listing is rendered on the server from it, so links are shareable and Back
 * works); the forms hold the shopper's choices meanwhile, so the controls never flick back while
 * the new listing is on its way. Renders nothing.
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
    // A draft in the phone's open panel stays as the shopper left it.
    if (panelOpen()) return;
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
      if (!form || isPrice(event.target) || (form.id === FILTER_FORM_ID && panelOpen())) return;
      const change = formChange((event.target as HTMLInputElement).name, new FormData(form));
      if (change) go(withChange(latest.current, change));
    };
    const onInput = (event: Event) => {
      if (!ours(event.target) || !isPrice(event.target) || panelOpen()) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(applyPrices, PRICE_PAUSE_MS);
    };
    // Enter in a price field applies it now; the forms' own submit is for a page without script.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (form.id !== FILTER_FORM_ID && form.id !== SORT_FORM_ID) return;
      event.preventDefault();
      if (form.id !== FILTER_FORM_ID) return;
      if (!panelOpen()) {
        applyPrices();
        return;
      }
      // The panel's "Show": the whole draft at once, then the listing behind it.
      window.clearTimeout(timer);
      go(withChange(latest.current, formDraft(form)));
      hidePanel();
    };
    // The panel's "Reset" clears its draft (keeping its sort); the browser's own reset would put
    // back the filters in force, which is what it does without this script.
    const onReset = (event: Event) => {
      const form = event.target as HTMLFormElement;
      if (form.id !== FILTER_FORM_ID) return;
      event.preventDefault();
      showFilters(clearedFilters(withChange(latest.current, formDraft(form))), true, true);
    };
    // Leaving the panel (Back, Escape, "Show") leaves its draft: the form shows the filters in
    // force again (or on their way). Opening it moves the focus in; closing gives it back to the
    // button, also where a tap does not focus it (Safari).
    const onToggle = (event: Event) => {
      const panel = event.target as HTMLElement;
      if (panel.id !== FILTER_PANEL_ID) return;
      if ((event as ToggleEvent).newState === 'open') {
        panel.querySelector<HTMLElement>('button')?.focus();
        return;
      }
      window.clearTimeout(timer);
      seenPrice.current = priceTextOf(latest.current);
      showFilters(latest.current, true);
      const active = document.activeElement;
      if (!active || active === document.body || panel.contains(active))
        document.querySelector<HTMLElement>(PANEL_OPENER)?.focus();
    };
    // Grown past the phone's width with the panel open: the sidebar is back in its place.
    const wide = window.matchMedia('(min-width: 801px)');
    const onWide = () => {
      if (wide.matches) hidePanel();
    };
    // In the capture phase, ahead of the shell's link handling (which leaves a prevented click).
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      // The open panel is the whole screen, and the browser lays it out inside the tap (~80 ms on
      // a slow phone): the tap is answered first (the button's pressed look painted) and the
      // panel opens right after that frame, as the menu's drawer does (issue #46, INP).
      const panel = document.getElementById(FILTER_PANEL_ID);
      const opener = target?.closest?.(PANEL_OPENER);
      if (opener && typeof panel?.showPopover === 'function') {
        event.preventDefault();
        afterNextPaint(() => {
          if (!panelOpen()) panel.showPopover();
        });
        return;
      }
      if (!target?.closest?.(`[${FILTER_RESET}]`) || event.button !== 0) return;
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
    document.addEventListener('reset', onReset);
    document.addEventListener('toggle', onToggle, true);
    wide.addEventListener('change', onWide);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('change', onChange);
      document.removeEventListener('input', onInput);
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('reset', onReset);
      document.removeEventListener('toggle', onToggle, true);
      wide.removeEventListener('change', onWide);
    };
  }, [basePath, router]);

  return null;
}
