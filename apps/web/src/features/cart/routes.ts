// Entries for the routes that render this feature's own screens. Kept out of index.ts: a barrel
// imported by the root layout turns every client component it re-exports into JavaScript that
// every page loads.
export { CartView } from './cart-view';
