/** The catalogue's filter and sort forms, found by the enhancer that applies their changes at once. */
export const FILTER_FORM_ID = 'catalog-filters';
export const SORT_FORM_ID = 'catalog-sort';
/** The sidebar, which is the phone's full-screen panel (a popover) at 800 px and less. */
export const FILTER_PANEL_ID = 'catalog-filter-panel';
/** The sidebar's reset link: a plain link without JavaScript, applied in place with it. */
export const FILTER_RESET = 'data-filters-reset';
