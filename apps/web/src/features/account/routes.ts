// Entries for the routes that render this feature's own screens (see cart/routes.ts for why).
export { LoginOpener } from './login-opener';
