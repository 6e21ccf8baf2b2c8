export const SEARCH_PANEL_ID = 'search-panel';
